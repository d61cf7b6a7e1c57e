/**
 * The host page's script of a customer account UI extension on the local Shopify
 * (docs/customer-accounts.md): starts the extension's worker (./worker.ts), mirrors what it
 * renders into `#extension-root` with remote-dom's DOMRemoteReceiver onto the `s-*` elements
 * (./elements.ts), and answers the worker's calls: a fresh session token of the signed-in customer
 * (the page's token route) and toasts in the page's polite live region.
 * The page's `#extension-config` JSON: {worker, bundle, token, translations}.
 */
import { release, retain, ThreadWebWorker } from '@quilted/threads';
import { DOMRemoteReceiver } from '@remote-dom/core/receivers';
import { defineElements } from './elements';
import type { HostApi, WorkerApi } from './worker';

interface HostConfig { worker: string; bundle: string; token: string; translations: Record<string, string> }

const config = JSON.parse(document.getElementById('extension-config')!.textContent!) as HostConfig;
const toastRegion = document.getElementById('toast')!;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

const host: HostApi = {
  async sessionToken() {
    const res = await fetch(config.token, { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`session token: ${res.status}`);
    return ((await res.json()) as { data: { token: string } }).data.token;
  },
  async toast(message) {
    toastRegion.textContent = message;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => (toastRegion.textContent = ''), 5000);
  },
};

defineElements();
const receiver = new DOMRemoteReceiver({ retain, release });
receiver.connect(document.getElementById('extension-root')!);
// perf/account-page.ts times the page's first paint from here
performance.mark('extension-worker-start');
const thread = new ThreadWebWorker<WorkerApi, HostApi>(new Worker(config.worker));
thread.imports.render(receiver.connection, host, new URL(config.bundle, location.href).href, config.translations).catch((e: unknown) => {
  console.error('[customer accounts] the extension failed:', e);
  document.getElementById('extension-error')!.hidden = false;
});
