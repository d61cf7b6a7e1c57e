/**
 * `<status-login>` body (SPEC.md 1 'customer login block', 4 'Login visibility'): for a visitor who
 * is not signed in, a 'Sign in' button that opens the panel's sign-in (`#status-sign-in`, which the
 * launcher routes); for a signed-in customer, nothing (the block collapses to its reserved
 * minimum). The page's own light-DOM fallback (e.g. a link to the store's login) shows through a
 * slot until this loads and when it fails. Its 48 px minimum height is reserved by the embed's CSS.
 */
import type { PageConfig } from '../config/types';
import { isSignedIn } from '../state/session';
import { addTexts, t } from '../i18n';
import texts from '../i18n/en/elements';
import { mount, type ElementProps } from './mount';

addTexts(texts);

function Login({ css }: ElementProps) {
  if (isSignedIn.value) return null;
  const button = css`all:initial;box-sizing:border-box;display:inline-flex;align-items:center;height:48px;padding:0 20px;border-radius:24px;background:#111;color:#fff;font:600 15px/1 system-ui,sans-serif;cursor:pointer;&:focus-visible{outline:3px solid #111;outline-offset:3px;}`;
  return (
    <button type="button" class={button} part="button" aria-haspopup="dialog" onClick={() => (location.hash = 'status-sign-in')}>
      {t('element.signIn')}
    </button>
  );
}

/** Renders the login block into `el`; returns its teardown (shell: disconnect). */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  return mount(el, config, Login);
}
