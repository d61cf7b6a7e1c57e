/**
 * The page-side probe perf/open.ts injects before navigation (`addInitScript`), as a source
 * string: a function passed to Playwright would be serialised after tsx's transform, which may
 * add a `__name` helper the page does not have.
 *
 * It exposes `window.__perfOpen`:
 * - `events`: PerformanceEventTiming entries (`type: 'event'`, `durationThreshold: 16`, buffered)
 *   and the `first-input` entry, as plain objects (ms, page clock);
 * - `arm()`: the next `pointerdown` (capture, on window, so also through shadow roots) becomes
 *   t0 (its `timeStamp`, ms) and starts a per-frame watch for
 *   - `dialogMs`: the first frame in which a visible `dialog[open]` / `[role=dialog]` exists
 *     anywhere (open shadow roots included; hidden ones, such as a theme's closed cart drawer,
 *     are passed over), timed after that frame is painted (rAF, then a
 *     MessageChannel task), minus t0;
 *   - `productsMs`: the same for the first frame in which that dialog holds a product link
 *     (`a[href*="/products/"]`);
 *   then `done` (or after 30,000 ms with nulls);
 * - `dialogVisible()`: whether a visible dialog exists now (to wait for it to close).
 */
export const PROBE_SCRIPT = String.raw`(() => {
  if (window.__perfOpen) return;
  const S = (window.__perfOpen = { events: [], t0: null, dialogMs: null, productsMs: null, done: false, armed: false, error: null });
  const keep = (list) => {
    for (const e of list.getEntries()) {
      S.events.push({ name: e.name, entryType: e.entryType, startTime: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd, interactionId: e.interactionId || 0 });
    }
  };
  try {
    new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  } catch (e) {
    S.error = String(e);
  }
  const find = (root, sel) => {
    const hit = root.querySelector(sel);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        const h = find(el.shadowRoot, sel);
        if (h) return h;
      }
    }
    return null;
  };
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (!el.checkVisibility || el.checkVisibility({ visibilityProperty: true }));
  };
  const findAll = (root, sel, out) => {
    out.push(...root.querySelectorAll(sel));
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) findAll(el.shadowRoot, sel, out);
    return out;
  };
  // the first VISIBLE dialog: a theme keeps its closed drawers in the page (the demo store's cart drawer)
  const dialog = () => (document.body && findAll(document.documentElement, 'dialog[open], [role="dialog"]', []).find(visible)) || null;
  S.dialogVisible = () => !!dialog();
  const afterPaint = (cb) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => cb(performance.now());
    ch.port2.postMessage(0);
  };
  const watch = () => {
    let sawDialog = false;
    const tick = () => {
      if (S.done) return;
      if (performance.now() - S.t0 > 30000) {
        S.done = true;
        return;
      }
      const d = dialog();
      if (d && !sawDialog) {
        sawDialog = true;
        afterPaint((t) => (S.dialogMs = t - S.t0));
      }
      if (d && find(d, 'a[href*="/products/"]')) {
        afterPaint((t) => {
          if (S.dialogMs === null) S.dialogMs = t - S.t0;
          S.productsMs = t - S.t0;
          S.done = true;
        });
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  S.arm = () => {
    Object.assign(S, { t0: null, dialogMs: null, productsMs: null, done: false, armed: true });
  };
  addEventListener('pointerdown', (e) => {
    if (!S.armed) return;
    S.armed = false;
    S.t0 = e.timeStamp;
    watch();
  }, true);
})();`;
