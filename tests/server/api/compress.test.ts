// @vitest-environment node
// Answers over 1 KiB are gzipped for clients that accept it (server/api/compress.ts), whole and
// readable; small ones, HEAD-less clients and clients without gzip get plain JSON.
import { gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../server/api/compress';
import { anonToken, createHarness, HARNESS_START_MS, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const FOR_YOU = '/init/for-you/demo-shop?recentlyViewed=7001,7002';
const get = (path: string, acceptEncoding?: string) =>
  h.app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('API answer compression', () => {
  it("gzips For you's cards for a browser, and they read back as the same products", async () => {
    const plain = await (await get(FOR_YOU)).json() as { data: { products: { id: number }[] } };
    const res = await get(FOR_YOU, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const body = Buffer.from(await res.arrayBuffer());
    const json = JSON.parse(gunzipSync(body).toString()) as typeof plain;
    expect(json.data.products.map((p) => p.id)).toEqual(plain.data.products.map((p) => p.id));
    expect(body.length).toBeLessThan(JSON.stringify(plain).length / 3);
  });

  it('uses deflate when only deflate is accepted, and plain JSON when neither is', async () => {
    const deflated = await get(FOR_YOU, 'deflate');
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString()).data.popularToday).toHaveLength(8);
    for (const accept of [undefined, 'br', 'gzip;q=0, identity']) {
      const res = await get(FOR_YOU, accept);
      expect(res.headers.get('content-encoding'), String(accept)).toBeNull();
      expect(((await res.json()) as { data: { popularToday: number[] } }).data.popularToday).toHaveLength(8);
    }
  });

  it('leaves answers under 1 KiB plain, failures included', async () => {
    const health = await get('/health', 'gzip');
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toEqual({ data: { ok: true } });
    const denied = await h.app.request('/saved/wishlist-items', {
      method: 'POST', headers: { 'Accept-Encoding': 'gzip', 'Content-Type': 'application/json' }, body: '{"data":{"shopId":"demo-shop"}}',
    });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('content-encoding')).toBeNull();
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
  });

  it('gzips a signed-in POST answer over 1 KiB and keeps its no-store header', async () => {
    const res = await h.app.request('/products/batch', {
      method: 'POST',
      headers: { 'Accept-Encoding': 'gzip', 'Content-Type': 'application/json', Authorization: `Bearer ${anonToken('compress')}` },
      body: JSON.stringify({ data: { shopId: 'demo-shop', items: [7001, 7002, 7003, 7004].map((id) => ({ id })), includePresentmentPrices: true } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).data.items).toHaveLength(4);
  });

  it('picks the encoding by q-value', () => {
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, deflate')).toBe('deflate');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('br, *;q=0')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
