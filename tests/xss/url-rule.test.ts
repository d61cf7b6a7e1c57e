// @vitest-environment-options {"url":"https://demo-shop.example/products/x"}
// The one URL rule (src/lib/web-url.ts): on a store page (https) only same-origin
// paths and https: URLs pass; the triggers' copy in the launcher's late half agrees on every URL.
import { afterEach, describe, expect, test } from 'vitest';
import { safeUrl } from '../../src/lib/web-url';
import { readTriggers } from '../../src/local/triggers';
import { richLinkAllowed } from '../../src/features/content/lib/rich-text';
import { ALL_PAYLOADS, HTTP_URLS, SAFE_URLS, XSS_URLS } from '../fixtures/xss-payloads';

const triggerPage = (page: string) => readTriggers([{ event: 'page_view', amount: 1, destination: 'page', page }])[0]?.page;
const at = (url: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);

afterEach(() => at('https://demo-shop.example/products/x'));

describe('the URL rule on a store page', () => {
  test.each(XSS_URLS)('refuses %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
    expect(triggerPage(url)).toBeUndefined();
    expect(richLinkAllowed(url)).toBe(false);
  });

  test.each(SAFE_URLS)('keeps %j unchanged', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  test.each(HTTP_URLS)('refuses %j while the page is https', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  test('refuses every text payload that does not start as a path or https URL, and non-strings', () => {
    for (const p of ALL_PAYLOADS) if (!/^(\/|https:)/i.test(p)) expect(safeUrl(p), p).toBeUndefined();
    for (const v of [null, undefined, 1, {}, ['/x'], { toString: () => '/x' }]) expect(safeUrl(v)).toBeUndefined();
  });

  test("the triggers' copy of the rule agrees with safeUrl on every payload, on https and local pages", () => {
    for (const page of ['https://demo-shop.example/', 'http://127.0.0.1:3000/', 'http://localhost:5173/x', 'http://shop.example/']) {
      at(page);
      for (const url of [...ALL_PAYLOADS, ...HTTP_URLS, ...SAFE_URLS]) expect(triggerPage(url), `${page} ${url}`).toBe(safeUrl(url));
    }
  });
});

describe('the URL rule on the local stack', () => {
  test('accepts http: only while the page itself is http: on localhost or 127.0.0.1', () => {
    at('http://127.0.0.1:8787/');
    expect(safeUrl('http://127.0.0.1:8788/images/a.png')).toBe('http://127.0.0.1:8788/images/a.png');
    at('http://localhost:3000/');
    expect(safeUrl('http://localhost:3001/x')).toBe('http://localhost:3001/x');
    at('http://localhost.evil.example/');
    expect(safeUrl('http://localhost:3001/x')).toBeUndefined();
    at('http://shop.example/');
    expect(safeUrl('http://shop.example/x')).toBeUndefined();
    for (const url of XSS_URLS) expect(safeUrl(url), url).toBeUndefined();
  });
});
