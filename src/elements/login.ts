/**
 * `<status-login>` body (docs/product.md#page-elements 'customer login block', #sign-in-and-session), loaded by the
 * launcher's late half after the shopper's first touch of the page (elements/face/index.ts; until
 * then the page's own fallback link shows, and works: the launcher routes `#status-sign-in`): plain
 * DOM, no Preact. For a visitor who is not signed in, a 'Sign in' button that opens the panel's sign-in
 * (`#status-sign-in`, which the launcher routes); for a signed-in customer (the store session's
 * customer, a remembered member, or, once the runtime is on the page, the session store's
 * answer), nothing: the block collapses to its reserved minimum. The page's own light-DOM
 * fallback (e.g. a link to the store's login) shows through a slot until this draws. Its 48 px
 * minimum height is reserved by the embed's CSS.
 */
import type { PageConfig } from '../settings/types';
import { elementTexts } from './light/texts';
import { guarded, memberRemembered, shadowWith } from './light/page';
import { onRuntime, runtime } from './light/runtime';
import { statusHash } from '../routes/hash';
import { SEAL } from '../styles/seal';
import { report } from '../lib/report';

const CSS =
  `button{${SEAL}vertical-align:top;box-sizing:border-box;display:inline-flex;align-items:center;height:48px;padding:0 20px;border-radius:24px;background:#111;color:#fff;font:600 15px/1 system-ui,sans-serif;cursor:pointer}` +
  'button:focus-visible{outline:3px solid #111;outline-offset:3px}button[hidden]{display:none}';

/** Draws the block into `el`; returns its teardown (shell: disconnect). Never throws. */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  return guarded(el.localName, () => {
    const root = shadowWith(el, CSS);
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('part', 'button');
    button.setAttribute('aria-haspopup', 'dialog');
    button.textContent = elementTexts(config)('element.signIn');
    button.addEventListener('click', () => (location.hash = statusHash('sign-in')));
    root.append(button);
    button.hidden = !!config.customerId || memberRemembered();

    let stopEffect: (() => void) | undefined;
    let gone = false;
    // The session store decides once it is on the page (a sign-in or sign-out in the panel).
    const stopRuntime = onRuntime(
      () =>
        void runtime(config).then(
          (m) => {
            if (gone) return;
            stopEffect = m.effect(() => {
              button.hidden = m.isSignedIn.value;
              button.textContent = m.t('element.signIn');
            });
          },
          (e: unknown) => report(e, 'status-login'),
        ),
    );
    return () => {
      gone = true;
      stopRuntime();
      stopEffect?.();
    };
  });
}
