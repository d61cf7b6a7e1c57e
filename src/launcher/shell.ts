/**
 * The panel's frame, drawn by the launcher in the frame of the tap while the panel's code loads
 * (a cold open answers at once instead of after a round trip). A busy, named dialog:
 * the panel's white sheet at the right (full width on small screens), empty. The launcher
 * removes it when the panel has rendered (the panel's dialog then starts in place, not sliding:
 * panel/dialog.tsx) or has failed to load.
 */
import { launcherLabel } from './i18n';
import { ownElement } from '../lib/own-element';

/** Appends the frame to the page; `language` names it ('My account'). Returns its host element. */
export function drawShell(language: string): HTMLElement {
  const host = ownElement('status-shell');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<div role="dialog" aria-modal="true" aria-busy="true" aria-label="${launcherLabel(language)}"></div>`;
  // With the page's CSP nonce (styles/nonce.ts; read here, not imported: this chunk must not import the panel's modules).
  const style = document.createElement('style');
  style.nonce = (window as { __nonce__?: string }).__nonce__ || document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce || '';
  style.textContent = ':host{all:initial}div{position:fixed;top:0;right:0;bottom:0;z-index:2147483647;width:100%;max-width:420px;background:#fff}';
  root.prepend(style);
  document.body.appendChild(host);
  return host;
}
