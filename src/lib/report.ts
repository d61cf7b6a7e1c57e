/**
 * Error reporting (docs/product.md#error-messages: e.g. a mismatch between the widget user's email
 * and the store customer's email "is reported to an error-reporting service"). Locally each `kind`
 * is written to the console once per page; `setReportHook` is where a real service plugs in (it
 * then gets every report, not only the first of each kind). Never throws.
 */

/** Receives every report: a short slug such as 'store-email-mismatch' and plain JSON details. */
export type ReportHook = (kind: string, details: Record<string, unknown>) => void;

let hook: ReportHook | null = null;
const warned = new Set<string>();

/** Sets (or with null removes) the hook that forwards reports to an error-reporting service. */
export function setReportHook(next: ReportHook | null): void {
  hook = next;
}

/**
 * Reports a problem the shopper need not see. `details` must not carry secrets or tokens.
 * console.warn once per `kind`; the hook (if set) on every call; a throwing hook is ignored.
 */
export function reportError(kind: string, details: Record<string, unknown> = {}): void {
  try {
    hook?.(kind, details);
  } catch {
    /* a broken reporter must not break the widget */
  }
  if (warned.has(kind)) return;
  warned.add(kind);
  console.warn('[status] ' + kind, details);
}

/** Test helper: forget which kinds were already written to the console. */
export function resetReports(): void {
  warned.clear();
}
