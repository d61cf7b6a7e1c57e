/**
 * What the step-aside tests share: a frame to wait for, a stand-in launcher that counts the checks
 * made for it, and the clean-up that keeps each test's watcher to its own test.
 */
import { stepAside } from '../../src/launcher/step-aside';

/** Resolves after pending mutation callbacks, the next animation frame and the task after it (where the check runs). */
export async function nextFrame(): Promise<void> {
  await Promise.resolve();
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
}

/**
 * Draws a stand-in launcher host, starts stepping aside, and counts the checks made for it (each
 * check writes `inert`). The setter reflects `inert` to the attribute as a browser does, so the
 * watcher sees its own writes.
 */
export async function drawLauncher() {
  const host = document.createElement('status-launcher');
  const button = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
  button.textContent = 'My account';
  document.body.appendChild(host);
  let checks = 0;
  let inert = false;
  Object.defineProperty(host, 'inert', {
    configurable: true,
    get: () => inert,
    set: (v: boolean) => {
      checks++;
      inert = v;
      if (v) host.setAttribute('inert', '');
      else host.removeAttribute('inert');
    },
  });
  stepAside(host);
  await nextFrame();
  return { host, button, checks: () => checks };
}

export const hidden = (host: HTMLElement) => host.style.visibility === 'hidden' && host.inert === true;
export const shown = (host: HTMLElement) => host.style.visibility === '' && host.inert === false;

/**
 * Each test's launcher observes the same document: disconnects every MutationObserver made in a
 * test after it, so tests stay apart. Call once at the top of a test file.
 */
export function disconnectObserversAfterEach(): void {
  const observers: MutationObserver[] = [];
  const NativeObserver = MutationObserver;
  beforeEach(() => {
    vi.stubGlobal('MutationObserver', class extends NativeObserver {
      constructor(callback: MutationCallback) {
        super(callback);
        observers.push(this);
      }
    });
  });
  afterEach(() => {
    observers.splice(0).forEach((o) => o.disconnect());
    vi.unstubAllGlobals();
  });
}
