/**
 * The floating me-button (docs/product.md#me-button; docs/architecture.md#what-loads-when,
 * docs/security.md#hostile-pages-theme-css): an open shadow root drawn from the config block alone, no request. Its box
 * is fixed-position, so it causes no layout shift. The app embed renders the same markup as a declarative shadow root
 * (`launcherMarkup`), so the button paints with the page before this script has loaded; `drawButton` then takes that
 * element over, and draws it itself where the browser has no declarative shadow DOM.
 * The icon blinks every 20 s and bounces every 7.5 s (docs/product.md#limits): short CSS animations that
 * run while the icon has the attribute `k` or `b`, which the launcher's late half sets on a timer
 * (lib/icon-motion.ts), so the markup holds no script and nothing animates between two movements;
 * none for a shopper who prefers reduced motion.
 */
import type { PageConfig } from '../settings/types';
import { launcherLabel } from './i18n';
import { SEAL } from '../styles/seal';

// The icon sits in an <i> that carries its animations: Chrome runs transform and opacity
// animations on the compositor for HTML elements but not for <svg>, whose animation costs the
// main thread every frame (perf:open measured our script before interaction 2-3x slower).
const ICON =
  '<i><svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 4-6 8-6s8 2 8 6"/></svg></i>';

/** The launcher's shadow-root HTML (style and button) for `config`. */
export function launcherMarkup(config: PageConfig): string {
  const { display, placement } = config.meButton;
  const [v, h] = placement.split('-');
  // Colors come from the page's own config block; strip anything that could end the declaration.
  const color = (c: string) => c.replace(/[;{}<>]/g, '');
  const label = launcherLabel(config.locale.language);
  return `<style>:host{all:initial;position:fixed;${v}:20px;${h}:20px;z-index:2147483000}` +
    // Sealed (styles/seal.ts), with the button's own box sizing back (`all` drops the browser's).
    `button{${SEAL}box-sizing:border-box;display:flex;align-items:center;gap:8px;height:48px;min-width:48px;padding:0 ${display == 'icon' ? 14 : 18}px;border:0;border-radius:24px;` +
    `background:${color(config.theme.primary)};color:${color(config.theme.onPrimary)};font:600 15px/1 system-ui,sans-serif;cursor:pointer;box-shadow:0 2px 10px #0003}` +
    `button:focus-visible{outline:3px solid ${color(config.theme.primary)};outline-offset:3px}` +
    // The bounce (b, 525 ms) and the blink (k, 400 ms) each run once per attribute set
    // (lib/icon-motion.ts): transform and opacity of the icon alone, so neither the button's box nor the page moves.
    'i{display:flex}i[b]{animation:b .525s}i[k]{animation:k .4s}i[b][k]{animation:b .525s,k .4s}' +
    '@keyframes b{0%,to{transform:none}28.6%{transform:translateY(-5px)}64.3%{transform:translateY(-2px)}}' +
    '@keyframes k{0%,to{opacity:1}50%{opacity:.15}}' +
    '@media (prefers-reduced-motion:reduce){i{animation:none!important}}</style>' +
    `<button type="button" part="button" aria-haspopup="dialog"${display == 'icon' ? ` aria-label="${label}"` : ''}>${display == 'text' ? '' : ICON}${display == 'icon' ? '' : `<span>${label}</span>`}</button>`;
}

/** The page's launcher element with its button: the one the embed rendered, or a new one (not yet in the page). */
export function drawButton(config: PageConfig): { host: HTMLElement; button: HTMLButtonElement } {
  const host = document.querySelector<HTMLElement>('status-launcher') || document.createElement('status-launcher');
  const root = host.shadowRoot || host.attachShadow({ mode: 'open' });
  if (!root.querySelector('button')) root.innerHTML = launcherMarkup(config);
  return { host, button: root.querySelector('button')! };
}
