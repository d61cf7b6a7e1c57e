/**
 * Merchant theme tokens for the panel's shadow root (docs/security.md#hostile-pages-theme-css). The launcher's theme
 * colors become CSS custom properties on `:host`, which also resets everything the store theme could
 * inherit into us (`all: initial`). The font is `!important`: a theme's `* {font-family: …
 * !important}` matches our host, and only an `!important` inside the shadow root beats it
 * (docs/security.md 'Hostile pages: theme CSS'; the dialog sets its own color). A theme's normal
 * rule on `*` beats `:host` too (letter spacing, case, line height): the panel's frame seals itself
 * (styles/seal.ts) and takes this font back with `font: inherit`. Sizes are px: themes set
 * `html { font-size: 62.5% }`.
 */

/** Theme colors from the page config; anything missing falls back to neutral defaults. */
export interface ThemeTokens { primary?: string; onPrimary?: string }

/** Keeps a merchant color from closing the declaration or the rule (`;`, braces, angle brackets). */
const safe = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.replace(/[;{}<>\\]/g, '') : fallback);

/**
 * The `:host` rule with `--status-primary`, `--status-on-primary`, `--status-text`,
 * `--status-muted`, `--status-border`, `--status-radius`, plus base typography and the
 * reduced-motion switch. Returned as CSS text for one <style> in the shadow root.
 */
export function hostCss(theme: ThemeTokens | null | undefined): string {
  return (
    `:host{all:initial;--status-primary:${safe(theme?.primary, '#111')};--status-on-primary:${safe(theme?.onPrimary, '#fff')};` +
    '--status-text:#1a1a1a;--status-muted:#5c5c5c;--status-border:#e2e2e2;--status-radius:8px;--status-bg:#fff;' +
    'font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif!important;color:var(--status-text)}' +
    '*,*:before,*:after{box-sizing:border-box}' +
    ':focus-visible{outline:2px solid var(--status-primary);outline-offset:2px}' +
    '@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}'
  );
}
