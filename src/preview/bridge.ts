/**
 * Preview mode's message channel (docs/product.md#roles 'Preview mode (build flag) replaces server calls and
 * auth with messages from a parent page'): in the preview build (`npm run build:preview`) the
 * widget runs in an iframe of the merchant's admin, and every API call and identity question goes
 * to the parent page as a `postMessage` instead of the network. The production build does not
 * contain this module (build/preview-swap.ts swaps it in only with `--mode preview`; tests/built/preview.test.ts).
 *
 * Protocol, both ways plain objects tagged `source: 'status-preview'`:
 *   widget -> parent  {source, id, type: 'api', payload: {method, path, body}}
 *                     {source, id, type: 'auth', payload: {action: 'user' | 'token' | 'signIn' | 'signOut', customToken?}}
 *   parent -> widget  {source, id, ok: true, result} or {source, id, ok: false, error: string}
 * `id` is a per-page request number. The widget posts only to the origins of the config block's
 * `previewOrigins` allow-list (exact origins such as 'https://admin.example.com'), and takes an
 * answer only when its `event.origin` is exactly one of them, it comes from the parent window, and
 * its id is a request still waiting; everything else is ignored. A request not answered within
 * `timeoutMs` (default 10,000 ms) rejects with PreviewError 'timeout'.
 */

export const SOURCE = 'status-preview';
/** ms a request waits for its answer before it rejects. */
export const PREVIEW_TIMEOUT_MS = 10000;

export type PreviewType = 'api' | 'auth';
export interface PreviewRequest { source: typeof SOURCE; id: number; type: PreviewType; payload: unknown }
export interface PreviewReply { source: typeof SOURCE; id: number; ok: boolean; result?: unknown; error?: string }

/** Why a request failed: no allowed parent ('no-parent'), no answer in time ('timeout'), or the parent's own error. */
export class PreviewError extends Error {
  declare readonly code: string;
  constructor(code: string, message = code) {
    super(message);
    Object.assign(this, { name: 'PreviewError', code });
  }
}

/** The exact origins in `raw` (e.g. ['https://admin.example.com']); anything that is not an http(s) origin is left out. */
export function allowedOrigins(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((o): o is string => {
    if (typeof o !== 'string') return false;
    try {
      const u = new URL(o);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === o;
    } catch {
      return false;
    }
  });
}

export interface Bridge {
  /** Asks the parent; resolves to its `result`, rejects with PreviewError. */
  request(type: PreviewType, payload: unknown, timeoutMs?: number): Promise<unknown>;
  /** Stops listening; waiting requests reject with 'closed'. */
  close(): void;
}

/**
 * A channel from `self` (the widget's window) to `parent`, answering only from `origins`.
 * With no origins or no parent every request rejects at once with 'no-parent'.
 */
export function createBridge(opts: { self: Window; parent: Window | null; origins: string[]; timeoutMs?: number }): Bridge {
  const { self, parent, origins } = opts;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: PreviewError): void; timer: ReturnType<typeof setTimeout> }>();
  let next = 1;
  const onMessage = (e: MessageEvent) => {
    if (!origins.includes(e.origin) || e.source !== parent) return;
    const m = e.data as Partial<PreviewReply> | null;
    if (!m || typeof m !== 'object' || m.source !== SOURCE || typeof m.id !== 'number') return;
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    clearTimeout(w.timer);
    if (m.ok === true) w.resolve(m.result);
    else w.reject(new PreviewError('parent', typeof m.error === 'string' ? m.error : 'preview error'));
  };
  self.addEventListener('message', onMessage);
  return {
    request(type, payload, timeoutMs = opts.timeoutMs ?? PREVIEW_TIMEOUT_MS) {
      if (!parent || parent === self || !origins.length) return Promise.reject(new PreviewError('no-parent'));
      const id = next++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new PreviewError('timeout'));
        }, timeoutMs);
        waiting.set(id, { resolve, reject, timer });
        const message: PreviewRequest = { source: SOURCE, id, type, payload };
        // Each allowed origin: the browser delivers it only if the parent is at that origin.
        for (const origin of origins) parent.postMessage(message, origin);
      });
    },
    close() {
      self.removeEventListener('message', onMessage);
      for (const [id, w] of waiting) {
        clearTimeout(w.timer);
        w.reject(new PreviewError('closed'));
        waiting.delete(id);
      }
    },
  };
}

let page: Bridge | null = null;

/**
 * The page's channel to its parent, made on first use from the config block's `previewOrigins`
 * (read raw here: the launcher's config reader keeps only the fields every build needs).
 */
export function previewBridge(): Bridge {
  if (!page) {
    let raw: unknown;
    try {
      raw = JSON.parse(document.getElementById('status-config')?.textContent || 'null')?.previewOrigins;
    } catch {
      raw = null;
    }
    page = createBridge({ self: window, parent: window.parent === window ? null : window.parent, origins: allowedOrigins(raw) });
  }
  return page;
}
