/**
 * The one error path (docs/architecture.md#rules-the-checks-hold-you-to): every catch in src/ that
 * ends an error, rather than handing it on or falling back on purpose, calls `report`. The shopper
 * sees the widget's own message where one applies (docs/product.md#error-messages), never this.
 * A report goes
 * - to the page, as a `status:error` event on document (docs/installing.md#page-elements), every
 *   time: the hook a merchant wires to their error-reporting service;
 * - to the console as `[status] {context}`, for whoever opens the developer tools: a warning,
 *   since the widget handled it and a store's console errors count against its Lighthouse score
 *   ('errors-in-console').
 * Never throws, whatever `error` is.
 */
import { emit } from '../storefront/page-events';

/** What `status:error` carries: where it happened, the error's message, and plain JSON details. */
export interface ErrorReport {
  /** a short slug of what failed, e.g. 'cart-sync', 'chunk', 'store-email-mismatch' */
  context: string;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * Reports an error the shopper need not see.
 * @param error what was caught (an Error, or anything thrown)
 * @param context a short slug of what failed, e.g. 'cart-sync'
 * @param details plain JSON that helps, never a secret or a token (ids are fine)
 */
export function report(error: unknown, context: string, details?: Record<string, unknown>): void {
  try {
    console.warn('[status] ' + context, error, details ?? '');
    emit('status:error', { context, message: String((error as Error | null)?.message ?? error), details } satisfies ErrorReport);
  } catch {
    // a hostile error (a throwing getter or toString) or a page that broke CustomEvent: the widget goes on
  }
}
