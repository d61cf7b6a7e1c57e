/**
 * Full-page mode's entry (`status-page.js`; docs/product.md#routing-rules): on a standalone account page
 * (the demo store's `/pages/account`) the panel fills the page's `<status-account>` element instead of
 * sliding out, with no me-button needed. It opens at once on the route in the hash, else For you, whose
 * hash `#status` the router then puts in the address bar. Hash changes (the shopper's Back, a typed
 * hash) navigate; the panel's Close goes back to the store (`routes.root`). The launcher may be on the
 * page too: it finds the panel open and only navigates (panel/index.tsx `open`). Loaded by its own
 * `<script type="module">`, beside the page's config block (the same `#status-config` the app embed
 * renders). Nothing here throws into the page.
 */
import { parseConfig } from './settings/read';
import { statusRoute } from './routes/hash';
import { open } from './panel/index';
import { PageFrame } from './panel/page-frame';
import { safeUrl } from './lib/web-url';
import { report } from './lib/report';

const fail = (e: unknown) => report(e, 'account-page');

/** Opens the panel in `host` for the page's config; returns false when the page has no usable config. */
export function startPage(host: HTMLElement): boolean {
  const config = parseConfig(document.getElementById('status-config')?.textContent);
  if (!config) {
    fail('No shop id found');
    return false;
  }
  const page = { host, frame: PageFrame };
  const go = () => {
    const route = statusRoute(location.hash);
    if (route !== null) open({ config, route, opener: null, page });
  };
  addEventListener('hashchange', go);
  addEventListener('status:widget-close', () => location.assign(safeUrl(config.routes.root) || '/'));
  open({ config, route: statusRoute(location.hash) || '', opener: null, page });
  // the last visit's lists and the offline line: in the slide-out they start with the screen host
  // (panel/screens.tsx), which a page that stays on For you may never load
  import('./panel/last-visit').catch(fail);
  return true;
}

try {
  const host = document.querySelector<HTMLElement>('status-account');
  if (host) startPage(host);
} catch (e) {
  fail(e);
}
