/**
 * The panel build's entry (dist/status-panel.js; docs/architecture.md#what-loads-when). The launcher imports it by URL
 * on intent or open and calls `preload` / `open`. No side effects at import time. Nothing here
 * throws into the store page: entry points catch and report (lib/report.ts).
 */
import { render, type VNode } from 'preact';
import type { PageConfig } from '../settings/types';
import { setUpPage } from './page-setup';
import { bindStyles } from '../styles';
import { hostCss } from '../styles/theme';
import { type NonceWindow } from '../styles/nonce';
import { closeWidget, isOpen, openWidget } from './widget';
import { navigate, resetRoute, settingsArrived } from './router';
import { loadSettings } from '../settings/settings';
import { loadForYou } from '../features/for-you';
import { whenIdle } from '../lib/idle';
import { PanelApp } from './app';
import type { Dialog } from './dialog';
import type { EarlyForYou } from '../api/init';
import { preloadScreens } from './screen-slot';
import { report } from '../lib/report';

let host: HTMLElement | null = null;
let root: ShadowRoot | null = null;
let opener: HTMLElement | null = null;
let app: VNode | undefined;

function mount(config: PageConfig, page?: { host: HTMLElement }): ShadowRoot {
  if (!host || !host.isConnected || !root) {
    // a theme's own `status-panel` keeps its name (lib/own-element.ts, written out: the helper as a call grows the panel entry)
    host = page?.host || document.createElement(customElements.get('status-panel') ? 'status-panel-own' : 'status-panel');
    root = host.attachShadow({ mode: 'open' });
    app = undefined; // a new host (the page dropped ours) gets a tree of its own
    const style = document.createElement('style');
    // The page's CSP nonce, kept where goober's sheet then gets it too (styles/nonce.ts, written out as above).
    style.nonce = ((window as NonceWindow).__nonce__ ||= document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce)!;
    style.textContent = hostCss(config.theme);
    root.appendChild(style);
    bindStyles(root);
  }
  return root;
}

/**
 * Closes the panel: slide-out, focus back to the opener. The content stays, hidden (Dialog), so a
 * second open on this page is one frame, not a new render.
 */
function close(): void {
  try {
    if (!isOpen.value) return;
    closeWidget();
    // An opener the page removed takes no focus, and throws nothing either.
    opener?.focus();
    opener = null;
  } catch (e) {
    report(e, 'panel');
  }
}

/**
 * Opens the panel on `route` ('' or 'foryou' = For you; e.g. 'orders',
 * 'collection:recentlyViewed'); when already open, navigates there. `opener` gets focus back on
 * close. Unknown routes open For you (docs/product.md#routing-rules). `forYou` is the launcher's
 * early `GET /init/for-you/{shopId}` (api/init.ts `adoptForYouRequest`). `page` (full-page mode,
 * src/account-page.ts) is the page's own element and the frame to draw in it instead of the
 * slide-out dialog; page scroll is then not locked.
 */
export function open(opts: { config: PageConfig; route: string; opener: HTMLElement | null; forYou?: Promise<EarlyForYou | null>; page?: { host: HTMLElement; frame: typeof Dialog } }): void {
  try {
    // an open is intent too: the same warm-up (the screen host then starts the last visit's lists)
    const config = preload(opts?.config, opts?.forYou)!;
    if (isOpen.value) {
      navigate(opts.route || 'foryou');
      return;
    }
    opener = opts.opener ?? null;
    const page = opts.page;
    const shadow = mount(config, page);
    openWidget(page);
    resetRoute();
    navigate(opts.route || 'foryou');
    // The same element every time: Preact keeps the tree as it is, and only the dialog's frame (it reads isOpen) updates.
    render((app ??= <PanelApp onClose={close} frame={page?.frame} />), shadow);
    // A new host joins the page after its first render: goober's writes into a sheet outside the
    // document cost nothing, and the browser parses the sheet once, not after every new class.
    // A page's own element is in place already. Ours makes no box (its content is fixed), so it is
    // never a flex or grid item of the theme's <body> (no gap, no shift) nor a stacking context
    // (the dialog's z-index competes with the theme's headers).
    if (!host!.isConnected) document.body.appendChild(host!).style.display = 'contents';
    // The settings need identity (its chunk, a sign-in, a request): after the first frame, so they
    // never hold up For you's first paint, on the main thread or on a slow network.
    requestAnimationFrame(() => setTimeout(() => void loadSettings(config.shopId, config.locale.countryCode).then(settingsArrived)));
  } catch (e) {
    report(e, 'panel');
  }
}

/**
 * Warms up on intent (hover/focus/touchstart on the launcher) and on every open: loads For you's
 * lists from the launcher's early request (and the product cards and cache); when idle, runs the
 * screen host (which starts the last visit's lists, panel/last-visit.tsx) and fetches the Orders
 * and Profile chunks. Identity comes with the settings, after an open's first frame. Renders
 * nothing; asks the API nothing the launcher has not asked already.
 * @returns the page config bound (./page-setup.ts), undefined when something failed (reported)
 */
export function preload(config: PageConfig, forYou?: Promise<EarlyForYou | null>): PageConfig | undefined {
  try {
    const bound = setUpPage(config, forYou);
    void loadForYou({ noRefresh: true }); // For you's data, from the launcher's request, before the click lands
    whenIdle(() => preloadScreens(['orders', 'profile']), 1000);
    return bound;
  } catch (e) {
    report(e, 'panel');
  }
}
