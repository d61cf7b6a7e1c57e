/**
 * Fault injection through the page's own DevTools session (CDP's Fetch domain), for the API's
 * origin only. Playwright's `route()` does the same but turns the HTTP cache off for the page,
 * so every cell of a group would download and compile the widget's files again; here only
 * requests to the API pause, and the widget's files come from the cache as a returning
 * shopper's do. Fetch pauses a request before the HTTP cache, so a cached API answer cannot
 * spare a cell its faulted request.
 */
import type { Page } from 'playwright-core';
import { faultAnswer, type Fault } from './table';

/** The request a fault answers: its method and a pattern of its URL. */
export interface Target { method: string; url: RegExp }

/** A header's value from CDP's header object, whatever the case of its name. */
const header = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * From now on, answers the requests of `page` to `api` (an origin) that match `target` with
 * `fault` (faultAnswer, `shape` its wrong-shape data); every other request goes on to the
 * network (or the cache) as it is, CORS preflights included.
 * @returns `faulted`, which resolves when the first faulted request has paused
 */
export async function injectFault(page: Page, api: string, target: Target, fault: Fault, shape?: unknown): Promise<{ faulted: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  let hit!: () => void;
  const faulted = new Promise<void>((resolve) => (hit = resolve));
  // A closed page ends the session with requests still paused: nothing is left to answer.
  const send = (method: 'Fetch.continueRequest' | 'Fetch.fulfillRequest' | 'Fetch.failRequest', params: object) =>
    cdp.send(method as never, params as never).catch(() => {});
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    if (request.method !== target.method || !target.url.test(request.url)) return void send('Fetch.continueRequest', { requestId });
    hit();
    const a = faultAnswer(fault, header(request.headers, 'origin'), shape);
    if (a === 'refused') return void send('Fetch.failRequest', { requestId, errorReason: 'ConnectionRefused' });
    if (a === 'silence') return;
    void send('Fetch.fulfillRequest', {
      requestId,
      responseCode: a.status,
      responseHeaders: Object.entries(a.headers).map(([name, value]) => ({ name, value })),
      body: Buffer.from(a.body).toString('base64'),
    });
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `${api}/*`, requestStage: 'Request' }] });
  return { faulted };
}
