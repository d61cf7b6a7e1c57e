/** Shared class makers for panel controls. Call inside render (styles/index.ts). */
import { css } from './index';

/** The secondary button look: outlined, 44 px tall (touch target). */
export const buttonClass = () =>
  css`min-height:44px;padding:0 16px;border:1px solid var(--status-border);border-radius:var(--status-radius);background:var(--status-bg);color:var(--status-text);font:inherit;cursor:pointer;`;

/** An icon-only button: 44 px square, no border. */
export const iconButtonClass = () =>
  css`display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:none;color:inherit;font:inherit;cursor:pointer;&:hover{background:#f2f2f2;}`;
