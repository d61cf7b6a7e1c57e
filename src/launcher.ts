/**
 * The only script a store page loads (docs/architecture.md#what-loads-when), requested by the embed's loader after the
 * page's largest paint (extensions/account-widget/blocks/app-embed.liquid): plain TypeScript and
 * DOM, no Preact.
 * Reads what it uses of the config block (the shop, the API, the me-button's switch: the late
 * half checks the rest, and the panel, the cart sync and the elements wait for it), takes over the embed's me-button (or draws it; it steps aside while the
 * theme shows its own dialog, drawer or menu), opens the panel on `#status` hashes, on clicks of
 * store links containing `#status` and on the button (a redirect sign-in comes back to a
 * `#status` address: auth/google.ts; no storage is read here), drawing the panel's frame until the panel's code is
 * here; preloads the panel on intent, asks the API for For you's public data on intent or open
 * (its only request, never before the shopper acts). It also watches the theme's cart changes
 * (storefront/cart-observer.ts) and defines the `status-*` element shells (elements/shells.ts).
 * What is not needed before the shopper acts (the step-aside watcher, the panel's frame, the
 * button's markup where the embed drew none, the recently viewed recorder, the tracking queue and
 * the store's consent: launcher/tracking.ts) is in `status-late.js` (launcher/late.ts), fetched
 * on the first pointerdown, keydown or touchstart anywhere or when the browser is idle; it also
 * draws the page elements (elements/face/), so the shells load it as soon as one is near the
 * viewport. Nothing else of ours loads before the shopper touches the page.
 * Announces `status:loaded` on document (bubbling) when it runs.
 * Nothing here may throw into the store page: every entry point catches and reports once.
 */
import { readConfig, showsMeButton } from './settings/read';
import type { PageConfig } from './settings/types';
import { statusRoute } from './routes/hash';
import { loadPanel } from './launcher/panel-loader';
import type { EarlyForYou } from './api/init';
import { loadChunk } from './launcher/chunks';
import { readRecentlyViewed } from './local/recently-viewed';
import { observeCart } from './storefront/cart-observer';
import { defineElements } from './elements/shells';
import { report } from './lib/report';

type Late = typeof import('./launcher/late');

const fail = (e: unknown) => report(e, 'launcher');

function start(): void {
  const w = window as Window & { __statusLauncher?: true; __statusTouched?: true };
  if (w.__statusLauncher) return; // the embed may be on the page twice
  w.__statusLauncher = true;
  const raw = readConfig(document.getElementById('status-config')?.textContent);
  if (!raw) return fail('No shop id found');

  let opener: HTMLElement | null = null;
  let late: Late | undefined;
  const ric = w.requestIdleCallback || ((fn: () => void) => setTimeout(fn, 1));
  let host: HTMLElement | undefined;
  const button = showsMeButton(raw);
  // Every field but the few read here is checked by the late half (settings/read.ts pageConfig), which the panel, the cart sync and the elements wait for.
  let config: PageConfig;
  const withConfig = () => loadChunk<Late>('late').then((l) => ((config ||= l.pageConfig(raw)), l));
  // The first wake draws the button where the embed drew none (its touch file) and starts stepping aside.
  const loadLate = () =>
    withConfig().then((l) => {
      if (!late) {
        // A task of its own, not the late half's evaluation: its first storage reads are long waits on a slow phone.
        setTimeout(() => l.startTracking(config));
        if (button && host) l.stepAside(host);
        else if (button) {
          l.drawButton(config).then((drawn) => {
            host = wire(drawn.host, drawn.button);
            l.stepAside(host);
          }, fail);
        }
      }
      late = l;
      return l;
    });
  // For you's public data, asked for on intent or open in parallel with the panel's code (so
  // the first paint waits for one of them, not for one after the other);
  // the panel uses the answer (api/init.ts) only for the URL it would build itself (8 ids:
  // features/for-you/state/for-you.ts RECENTLY_VIEWED_SHOWN; a helper shared with the panel would grow the panel entry). A failure
  // resolves to null: the panel asks again. So does a page `fetch` that throws at once (a theme may patch it).
  // Read in full as it arrives, while the panel's files are still on their way: the panel then
  // takes it with no task between its first render and For you's cards (api/init.ts).
  let early: Promise<EarlyForYou | null> | undefined;
  const forYou = () =>
    (early ??= new Promise<Response>((r) => r(fetch(`${raw.apiBase}/init/for-you/${encodeURIComponent(raw.shopId)}?recentlyViewed=${readRecentlyViewed().slice(0, 8)}`)))
      .then((res) => res.json().then((body: unknown): EarlyForYou => [res.url, res.ok && body]))
      .catch(() => null));
  let loaded = false;
  const panel = () =>
    Promise.all([loadPanel(import.meta.url), withConfig()]).then(([p]) => {
      loaded = true;
      return p;
    });
  // An open from the address bar (route null) reads the hash when the panel is here, not before: the
  // panel may have opened on its own meanwhile (full-page mode) and the shopper moved on in it (the
  // router keeps the hash current), and an open with the old route would take them back.
  const open = (route: string | null) => {
    const res = forYou();
    // Until the panel's code is here, its frame answers the tap; the panel takes its place in the same frame.
    const shell = loaded ? null : late?.drawShell(config.locale.language);
    panel().then((p) => p.open({ config, route: route ?? statusRoute(location.hash) ?? '', opener, forYou: res }), fail).finally(() => shell?.remove());
  };
  let warmed = false;
  const preload = () => {
    if (warmed) return;
    warmed = true;
    const res = forYou();
    panel().then((p) => p.preload(config, res), fail);
  };

  function wire(host: HTMLElement, button: HTMLButtonElement): HTMLElement {
    opener = button;
    button.addEventListener('click', () => open(''));
    for (const type of ['pointerenter', 'focus', 'touchstart']) button.addEventListener(type, preload, { passive: true });
    if (!host.isConnected) document.body.appendChild(host);
    return host;
  }
  // A wake by the shopper's input (an event, not an idle deadline) marks the page as touched for the late half (elements/face/wake.ts).
  const wake = (e?: unknown) => {
    if ((e as Event | undefined)?.type) w.__statusTouched = true;
    void loadLate().catch(fail);
  };
  if (button) {
    // The embed's own (declarative) button stays where it is, focus and all; without one the late half draws it now.
    const embed = document.querySelector<HTMLElement>('status-launcher');
    const b = embed?.shadowRoot?.querySelector('button');
    if (embed && b) host = wire(embed, b);
    else wake();
  }
  for (const type of ['pointerdown', 'keydown', 'touchstart']) addEventListener(type, wake, { once: true, passive: true, capture: true });
  ric(wake, { timeout: 3000 });

  const onHash = () => {
    if (statusRoute(location.hash) !== null) open(null);
  };
  addEventListener('hashchange', onHash);
  document.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.('a[href*="#status"]') as HTMLAnchorElement | null;
    const route = a && statusRoute(a.hash);
    if (route == null || e.defaultPrevented || e.metaKey || e.ctrlKey) return;
    e.preventDefault();
    open(route);
  });
  onHash();

  // The sync (its chunk, identity, our requests) waits for an idle moment: the theme is still reading
  // and rendering its answer when the observer sees it, and must not share the main thread with us.
  const pageFetch = observeCart((url, body) =>
    ric(() => void Promise.all([loadChunk<typeof import('./cart-sync')>('cart-sync'), withConfig()]).then(([m]) => m.cartChanged(url, body, config, pageFetch), fail), { timeout: 2000 }));
  document.dispatchEvent(new CustomEvent('status:loaded', { bubbles: true }));
  // Last: a page whose `customElements.define` throws (a theme may patch it) loses the elements, and only them.
  defineElements(() => withConfig().then((l) => (el: HTMLElement) => l.upgrade(el, config)));
}

try {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
} catch (e) {
  fail(e);
}
