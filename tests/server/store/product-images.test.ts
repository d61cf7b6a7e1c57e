// @vitest-environment node
// The local Shopify's product images: Admin GraphQL's `url(transform:)` sizes them as Shopify's CDN
// does, the storefront draws them at the size asked, and a data file written when they were SVG is
// read with the PNG names the image route serves.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalShopify } from '../../../server/store/admin';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';
import { CLIENT_ID, localShopify } from './shopify-helpers';
import { makeClient } from './helpers';

const s = localShopify();
let token = '';
beforeAll(async () => { token = await s.install(); });

const TOTE = 'gid://shopify/Product/7001';
/** The tote's featured image and first order line item's image `url` with `transform`. */
async function imageUrls(transform: string) {
  const { body } = await s.gql(token, `{
    nodes(ids: ["${TOTE}"]) { ... on Product { featuredImage { url${transform} } featuredMedia { preview { image { url${transform} } } } } }
    orders(first: 1) { nodes { lineItems(first: 1) { nodes { image { url${transform} } } } } }
  }`);
  return body;
}

describe('Admin GraphQL image urls', () => {
  it('answers the original without a transform, and the size asked with one, never above the original', async () => {
    const original = await imageUrls('');
    expect(original.errors).toBeUndefined();
    expect(original.data.nodes[0].featuredImage.url).toMatch(/\/images\/canvas-tote\.png$/);

    const sized = await imageUrls('(transform: {maxWidth: 400, maxHeight: 300})');
    expect(sized.errors).toBeUndefined();
    expect(sized.data.nodes[0].featuredImage.url).toMatch(/\/images\/canvas-tote\.png\?width=300&height=300$/);
    expect(sized.data.nodes[0].featuredMedia.preview.image.url).toBe(sized.data.nodes[0].featuredImage.url);
    expect(sized.data.orders.nodes[0].lineItems.nodes[0].image.url).toMatch(/\.png\?width=300&height=300$/);

    const retina = await imageUrls('(transform: {maxWidth: 200, scale: 3})');
    expect(retina.data.nodes[0].featuredImage.url).toMatch(/\?width=600&height=600$/);
    const huge = await imageUrls('(transform: {maxWidth: 5000})');
    expect(huge.data.nodes[0].featuredImage.url).toMatch(/\?width=800&height=800$/);
  });

  it('refuses a size outside 1..5760 px or a scale outside 1..3', async () => {
    for (const transform of ['{maxWidth: 0}', '{maxHeight: 6000}', '{maxWidth: 100, scale: 4}']) {
      const { errors } = await imageUrls(`(transform: ${transform})`);
      expect(errors?.[0]?.message).toMatch(/between 1 and 5760/);
    }
  });
});

describe('the storefront image route', () => {
  it('draws the size a transformed url asks for, and the original for a bad or larger size', async () => {
    const { send } = makeClient();
    const size = async (path: string) => {
      const png = PNG.sync.read(Buffer.from(await (await send(path)).arrayBuffer()));
      return [png.width, png.height];
    };
    expect(await size('/images/canvas-tote.png?width=300&height=300')).toEqual([300, 300]);
    expect(await size('/images/canvas-tote.png?width=120')).toEqual([120, 120]);
    expect(await size('/images/canvas-tote.png?width=3000&height=3000')).toEqual([800, 800]);
    expect(await size('/images/canvas-tote.png?width=-5&height=abc')).toEqual([800, 800]);
  });
});

describe('the product images in the data file', () => {
  it('names PNG images for products and line items of a data file written when they were SVG', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shopify-images-')), 'shopify.json');
    const first = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile: file });
    first.store.changed();
    await first.flush();
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"\/images\/([a-z0-9-]+)\.png"/g, '"/images/$1.svg"'));
    expect(readFileSync(file, 'utf8')).toContain('"/images/canvas-tote.svg"');

    const upgraded = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile: file });
    expect(upgraded.data.products.find((p) => p.handle === 'canvas-tote')!.image).toBe('/images/canvas-tote.png');
    const images = upgraded.data.orders.flatMap((o) => o.lineItems.map((l) => l.image));
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image.endsWith('.png'))).toBe(true);
  });
});
