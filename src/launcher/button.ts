/**
 * The floating me-button (SPEC.md 1 'meButton'; DESIGN.md 1, 3): drawn in its own open shadow
 * root from the config block alone, no request. Its box is fixed-position, so it causes no
 * layout shift. Returns the host element and the button.
 */
import type { PageConfig } from '../config/types';
import { launcherLabel } from './i18n';

const ICON =
  '<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 4-6 8-6s8 2 8 6"/></svg>';

export function drawButton(config: PageConfig): { host: HTMLElement; button: HTMLButtonElement } {
  const { display, placement } = config.meButton;
  const [v, h] = placement.split('-');
  const label = launcherLabel(config.locale.language);
  const host = document.createElement('status-launcher');
  const root = host.attachShadow({ mode: 'open' });
  // Colors come from the page's own config block; strip anything that could end the declaration.
  const color = (c: string) => c.replace(/[;{}<>]/g, '');
  root.innerHTML =
    `<style>:host{all:initial;position:fixed;${v}:20px;${h}:20px;z-index:2147483000}` +
    `button{display:flex;align-items:center;gap:8px;height:48px;min-width:48px;padding:0 ${display == 'icon' ? 14 : 18}px;border:0;border-radius:24px;` +
    `background:${color(config.theme.primary)};color:${color(config.theme.onPrimary)};font:600 15px/1 system-ui,sans-serif;cursor:pointer;box-shadow:0 2px 10px #0003}` +
    `button:focus-visible{outline:3px solid ${color(config.theme.primary)};outline-offset:3px}</style>` +
    `<button type="button" part="button" aria-haspopup="dialog">${display == 'text' ? '' : ICON}${display == 'icon' ? '' : '<span></span>'}</button>`;
  const button = root.querySelector('button')!;
  const span = root.querySelector('span');
  if (span) span.textContent = label;
  else button.setAttribute('aria-label', label);
  return { host, button };
}
