/**
 * The host page's script of the local Shopify's customer accounts pages
 * (docs/customer-accounts.md): starts a worker (./worker.ts) per extension on the page, mirrors
 * what each renders into its slot with remote-dom's DOMRemoteReceiver onto the `s-*` elements
 * (./elements.ts), and answers the workers' calls: a fresh session token of the signed-in
 * customer (the page's token route) and toasts in the page's polite live region.
 * The page's `#extension-config` JSON: {worker, token, language, extensions: [{root, bundle, translations}]}.
 */
import { release, retain, ThreadWebWorker } from '@quilted/threads';
import { DOMRemoteReceiver } from '@remote-dom/core/receivers';
import { defineElements } from './elements';
import type { HostApi, Translations, WorkerApi } from './worker';

interface HostConfig {
  worker: string;
  token: string;
  language: string;
  extensions: { root: string; bundle: string; translations: Translations }[];
}

const config = JSON.parse(document.getElementById('extension-config')!.textContent!) as HostConfig;
const toastRegion = document.getElementById('toast')!;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

const host: HostApi = {
  async sessionToken() {
    const res = await fetch(config.token, { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`session token: ${res.status}`);
    return ((await res.json()) as { data: { token: string } }).data.token;
  },
  async toast(message) {
    toastRegion.textContent = message;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => (toastRegion.textContent = ''), 5000);
  },
};

defineElements();
// perf/account-page.ts times the page's first paint from here
performance.mark('extension-worker-start');
for (const ext of config.extensions) {
  const receiver = new DOMRemoteReceiver({ retain, release });
  receiver.connect(document.getElementById(ext.root)!);
  const thread = new ThreadWebWorker<WorkerApi, HostApi>(new Worker(config.worker));
  thread.imports.render(receiver.connection, host, new URL(ext.bundle, location.href).href, ext.translations, config.language).catch((e: unknown) => {
    console.error('[customer accounts] an extension failed:', ext.bundle, e);
    document.getElementById('extension-error')!.hidden = false;
  });
}
