/**
 * The merchant's look inside the panel's shadow root (docs/security.md#hostile-pages-theme-css: the theme from settings
 * as CSS custom properties inside the shadow root; merchant customCss after ours): the theme
 * tokens of `customizations.theme` become `--status-*` custom properties on `:host` (after our
 * own `:host` rule, styles/theme.ts, so they win), and `customCss` goes into a style element
 * after every one of ours (the theme's and goober's), so the merchant's rules win at equal
 * specificity. Applied when the user init arrives (settings/settings-load.ts hands the look over),
 * into the root the panel bound (styles/index.ts `bindStyles`): the settings never touch the panel's
 * DOM. Values were checked by settings/settings-check.ts; a second call replaces the first.
 */
import type { NonceWindow } from './nonce';
import { target } from './index';

/** Theme token -> our custom property (styles/theme.ts names). */
export const THEME_PROPERTIES: Record<string, string> = {
  primary: '--status-primary',
  primaryText: '--status-on-primary',
  background: '--status-bg',
  text: '--status-text',
  muted: '--status-muted',
  border: '--status-border',
  radius: '--status-radius',
};

/** The `:host` rule for `theme` (checked tokens; `radius` in px, '8' or '8px'); '' when it sets nothing. */
export function themeRule(theme: Record<string, string>): string {
  const decls = Object.keys(THEME_PROPERTIES)
    .filter((token) => typeof theme[token] === 'string' && theme[token])
    .map((token) => `${THEME_PROPERTIES[token]}:${token === 'radius' ? theme[token]!.replace(/(\d)$/, '$1px') : theme[token]}`);
  return decls.length ? `:host{${decls.join(';')}}` : '';
}

/** The style element with `id` in `root`, made (empty) where `place` puts it when missing. */
function styleIn(root: ShadowRoot, id: string, place: (el: HTMLStyleElement) => void): HTMLStyleElement {
  let el = root.getElementById(id) as HTMLStyleElement | null;
  if (!el) {
    el = document.createElement('style');
    el.nonce = (window as NonceWindow).__nonce__!; // a strict CSP's nonce, read by the panel's mount (styles/nonce.ts)
    el.id = id;
    place(el);
  }
  return el;
}

/**
 * Writes the theme's custom properties right after our base style (the root's first style) and
 * `customCss` as the root's last child, after goober's sheet (made here when the panel has drawn
 * nothing yet, so goober later writes into it and not after the merchant's rules), in the panel's
 * shadow root; nothing before the panel has one.
 */
export function applyMerchantStyles(theme: Record<string, string>, customCss: string, root = target): void {
  if (!root) return;
  const base = root.querySelector('style');
  styleIn(root, 'status-theme', (el) => root.insertBefore(el, base ? base.nextSibling : root.firstChild)).textContent = themeRule(theme);
  styleIn(root, '_goober', (el) => {
    el.textContent = ' '; // goober writes into the sheet's first child (a text node)
    root.appendChild(el);
  });
  const custom = styleIn(root, 'status-custom-css', (el) => root.appendChild(el));
  custom.textContent = customCss;
  if (custom.nextSibling) root.appendChild(custom); // stays last
}
