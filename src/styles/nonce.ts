/**
 * The page's Content-Security-Policy nonce (docs/security.md 'Content-Security-Policy'). A page
 * whose policy has `style-src 'nonce-N'` without 'unsafe-inline' blocks every `<style>` without
 * that nonce, in shadow roots too, so each one we make carries it: our base sheet
 * (panel/index.tsx), the merchant's theme and customCss (styles/merchant.ts), the icon's sheet,
 * and goober's sheets, to which goober itself gives `window.__nonce__` (its own convention) on
 * every write. The page states its nonce either as `window.__nonce__` or as
 * `<meta property="csp-nonce" nonce="N">` (the convention of Vite's `html.cspNonce`); our module
 * scripts have no `document.currentScript` to read it from. Inline `style` attributes need
 * nothing: Preact sets them through CSSOM, which CSP allows.
 */

/** `window` with goober's nonce convention. */
export type NonceWindow = Window & { __nonce__?: string };

/**
 * The page's CSP nonce (undefined when it states none), kept in `window.__nonce__` so goober's
 * sheets get it too. Call before the first render into a shadow root.
 */
export function cspNonce(): string | undefined {
  const w = window as NonceWindow;
  return (w.__nonce__ ||= document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce);
}
