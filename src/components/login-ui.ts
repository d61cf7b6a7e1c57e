/**
 * Class makers shared by the login section's views (e-mail form, code form, waiting view, Google
 * button, magic-link screen). Its own module so the lazy views need not import the e-mail form
 * (which imports them back lazily: the bundler then splits the panel into more files).
 * Call inside render (styles/index.ts).
 */
import { css } from '../styles';

/** Class of the section's buttons; `secondary` for the outlined ones. Call inside render. */
export function buttonClass(secondary = false): string {
  return css`
    box-sizing: border-box;
    min-height: 44px;
    padding: 10px 16px;
    font: inherit;
    font-size: 15px;
    font-weight: 600;
    cursor: pointer;
    border-radius: var(--status-radius, 8px);
    border: 1px solid ${secondary ? 'var(--status-border, #999)' : 'var(--status-primary, #111)'};
    color: ${secondary ? 'var(--status-text, #111)' : 'var(--status-on-primary, #fff)'};
    background: ${secondary ? 'transparent' : 'var(--status-primary, #111)'};
    &[aria-disabled='true'] {
      opacity: 0.6;
      cursor: progress;
    }
    &:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
  `;
}

/** The bordered text-field look shared by the e-mail box and the code digits. Call inside render. */
export function fieldClass(): string {
  return css`
    color: var(--status-text, #111);
    background: transparent;
    border: 1px solid var(--status-border, #999);
    border-radius: var(--status-radius, 8px);
    &:focus {
      outline: 2px solid var(--status-primary, #111);
      outline-offset: 1px;
    }
  `;
}

/** Class of error messages. Call inside render. */
export function errorClass(): string {
  return css`
    margin: 0 0 12px;
    font-size: 14px;
    color: #b00020;
  `;
}

