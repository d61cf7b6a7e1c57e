/**
 * The style kit's form pieces (see ./ui.ts): text fields and error text, for the sign-in views
 * and later forms. Its own module so the panel's first chunk does not carry them. Call inside render.
 */
import { css } from './index';

/** The bordered text-field look shared by the e-mail box and the code digits. */
export const fieldClass = () =>
  css`color:var(--status-text);background:transparent;border:1px solid var(--status-border);border-radius:var(--status-radius);&:focus{outline:2px solid var(--status-primary);outline-offset:1px;}`;

/** Error text under a field or a form (shown with role="alert"). */
export const errorClass = () => css`margin:0 0 12px;font-size:14px;color:#b00020;`;
