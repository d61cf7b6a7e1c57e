/**
 * The style kit: class makers for the controls every screen shares (buttons, visually hidden
 * text; form fields and error text in ./form.ts, which only lazy chunks need). One look per
 * control, so screens never restyle a button. Call inside render (styles/index.ts): classes land
 * in the panel's shadow root.
 */
import { css } from './index';

/** A button, 44 px tall (touch target): filled in the merchant's primary color, or outlined when `secondary`. */
export function buttonClass(secondary = false): string {
  const [line, text, fill] = secondary ? ['border', 'text', 'bg'] : ['primary', 'on-primary', 'primary'];
  return css`min-height:44px;padding:10px 16px;font:inherit;font-size:15px;font-weight:600;cursor:pointer;border-radius:var(--status-radius);border:1px solid var(--status-${line});color:var(--status-${text});background:var(--status-${fill});&[aria-disabled='true']{opacity:.6;cursor:progress;}&:disabled{opacity:.5;cursor:not-allowed;}`;
}

/** An icon-only button: 44 px square, no border. */
export const iconButtonClass = () =>
  css`display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:none;color:inherit;font:inherit;cursor:pointer;&:hover{background:#f2f2f2;}`;

/** Text for screen readers only (live regions, labels that the layout shows otherwise). */
export const visuallyHiddenClass = () =>
  css`position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;`;
