/**
 * The host page's script of the local Shopify's customer accounts pages
 * (docs/customer-accounts.md): starts a worker (./worker.ts) per extension on the page, mirrors
 * what each renders into its slot with remote-dom's DOMRemoteReceiver onto the `s-*` elements
 * (./elements.ts), and answers each worker's calls (./host-api.ts).
 * The page's `#extension-config` JSON: {worker, token, language, extensions: [{root, bundle, translations}]}.
 */
import { release, retain, ThreadWebWorker } from '@quilted/threads';
import { DOMRemoteReceiver } from '@remote-dom/core/receivers';
import { defineElements } from './elements';
import { hostApi, type HostPage } from './host-api';
import type { HostApi, Translations, WorkerApi } from './worker';

interface HostConfig {
  worker: string;
  token: string;
  language: string;
  extensions: { root: string; bundle: string; translations: Translations }[];
}

const config = JSON.parse(document.getElementById('extension-config')!.textContent!) as HostConfig;
const page: HostPage = { tokenUrl: config.token, toastRegion: document.getElementById('toast')!, storage: localStorage, assign: (url) => location.assign(url) };

defineElements();
// perf/account-page.ts times the page's first paint from here
performance.mark('extension-worker-start');
for (const ext of config.extensions) {
  const receiver = new DOMRemoteReceiver({ retain, release });
  receiver.connect(document.getElementById(ext.root)!);
  const thread = new ThreadWebWorker<WorkerApi, HostApi>(new Worker(config.worker));
  thread.imports.render(receiver.connection, hostApi(ext.bundle, page), new URL(ext.bundle, location.href).href, ext.translations, config.language).catch((e: unknown) => {
    console.error('[customer accounts] an extension failed:', ext.bundle, e);
    document.getElementById('extension-error')!.hidden = false;
  });
}
