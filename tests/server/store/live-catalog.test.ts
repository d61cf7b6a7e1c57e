// @vitest-environment node
// The storefront reads the local Shopify's live catalog (server/store/catalog.ts): a price or
// stock change through PATCH /dev/variants and a product deleted through DELETE /dev/products show
// on the product page, in /products/{handle}.js and in the Ajax cart, as Admin GraphQL shows them.
import { describe, expect, it } from 'vitest';
import { makeClient } from './helpers';
import { localShopify } from './shopify-helpers';

/** Canvas Tote - Natural: 2800 cents and 20 in stock in the seed. */
const NATURAL = 400070011;
const TOTE = 7001;

/** A store app over its own local Shopify, with the Admin GraphQL caller of the installed app. */
function setup() {
  const s = localShopify();
  const client = makeClient({ shopify: s.shopify });
  const patch = (variantId: number, body: Record<string, unknown>) =>
    client.send(`/dev/variants/${variantId}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const adminVariant = async (variantId: number) => {
    const { body } = await s.gql(await s.install(), `{ nodes(ids: ["gid://shopify/ProductVariant/${variantId}"]) { ... on ProductVariant { price compareAtPrice inventoryQuantity availableForSale } } }`);
    return body.data.nodes[0] as { price: string; compareAtPrice: string | null; inventoryQuantity: number; availableForSale: boolean } | null;
  };
  return { ...client, s, patch, adminVariant };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (res: Response) => (await res.json()) as any;

describe('the storefront reads the live catalog', () => {
  it('a price change through /dev/variants shows on the product page, in /products/{handle}.js and in the cart, as Admin GraphQL shows it', async () => {
    const { send, postJson, patch, adminVariant } = setup();
    const before = await postJson('/cart/add.js', { id: NATURAL, quantity: 1 });
    expect((await json(before)).price).toBe(2800);

    expect((await patch(NATURAL, { price: 3150, compareAtPrice: 4000 })).status).toBe(200);
    expect(await adminVariant(NATURAL)).toMatchObject({ price: '31.50', compareAtPrice: '40.00' });

    const page = await (await send(`/products/canvas-tote?variant=${NATURAL}`)).text();
    const priceBlock = page.match(/<div class="price" id="product-price">([\s\S]*?)<\/div>/)?.[1];
    expect(priceBlock).toContain('$31.50');
    expect(priceBlock).toContain('<s>$40.00</s>');

    const product = await json(await send('/products/canvas-tote.js'));
    expect(product.variants.find((v: { id: number }) => v.id === NATURAL)).toMatchObject({ price: 3150, compare_at_price: 4000 });

    const added = await json(await postJson('/cart/add.js', { id: NATURAL, quantity: 2 }));
    expect(added).toMatchObject({ price: 3150, quantity: 3, final_line_price: 3 * 3150 });
    // the line added before the change is priced at the shop's current price too, as Shopify reprices carts
    const cart = await json(await send('/cart.js'));
    expect(cart.total_price).toBe(3 * 3150);
    // presentment prices follow the new price (the ?currency= cookie stays, so this comes last)
    const inEuros = await json(await send('/products/canvas-tote.js?currency=EUR'));
    expect(inEuros.variants[0].price).toBe(Math.round(3150 * 0.92));
  });

  it('inventory set to 0 through /dev/variants makes /cart/add.js answer Shopify\'s 422 sold-out text and the page say Sold out', async () => {
    const { send, postJson, patch, adminVariant } = setup();
    expect((await patch(NATURAL, { inventory: 0 })).status).toBe(200);
    expect(await adminVariant(NATURAL)).toMatchObject({ inventoryQuantity: 0, availableForSale: false });

    const res = await postJson('/cart/add.js', { id: NATURAL, quantity: 1 });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ status: 422, message: 'Cart Error', description: "The product 'Canvas Tote - Natural' is already sold out." });

    const product = await json(await send('/products/canvas-tote.js'));
    expect(product.variants.find((v: { id: number }) => v.id === NATURAL).available).toBe(false);
    const page = await (await send(`/products/canvas-tote?variant=${NATURAL}`)).text();
    expect(page).toContain('>Natural - Sold out</option>');
    expect(page).toMatch(/id="add-button" disabled>Sold out</);
  });

  it('a lower stock through /dev/variants caps what the cart takes', async () => {
    const { postJson, patch } = setup();
    await patch(NATURAL, { inventory: 2 });
    const res = await postJson('/cart/add.js', { id: NATURAL, quantity: 3 });
    expect(res.status).toBe(422);
    expect((await json(res)).description).toBe('You can only add 2 Canvas Tote - Natural to the cart.');
    expect((await postJson('/cart/add.js', { id: NATURAL, quantity: 2 })).status).toBe(200);
  });

  it('a product deleted through /dev/products answers the 404 page, a 404 product JSON and \'Cannot find variant\', and leaves the collections, search and carts', async () => {
    const { send, postJson, s } = setup();
    expect((await postJson('/cart/add.js', { id: NATURAL, quantity: 1 })).status).toBe(200);
    expect((await s.shopify.routes.request(`/dev/products/${TOTE}`, { method: 'DELETE' })).status).toBe(200);

    const page = await send('/products/canvas-tote');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<h1>Page not found</h1>');
    expect((await send('/products/canvas-tote.js')).status).toBe(404);

    const add = await postJson('/cart/add.js', { id: NATURAL, quantity: 1 });
    expect(add.status).toBe(422);
    expect((await json(add)).description).toBe('Cannot find variant');
    // Shopify drops the lines of a deleted product from carts
    const cart = await json(await send('/cart.js'));
    expect(cart).toMatchObject({ item_count: 0, items: [] });

    const collection = await (await send('/collections/accessories')).text();
    expect(collection).not.toContain('href="/products/canvas-tote"');
    expect(collection).toContain('href="/products/leather-wallet"');
    const search = (await (await send('/?theme=search-details')).text()).match(/<ul aria-label="Products">[\s\S]*?<\/ul>/)?.[0];
    expect(search).toContain('href="/products/leather-wallet"');
    expect(search).not.toContain('href="/products/canvas-tote"');
    // its image stays for old orders' line items
    expect((await send('/images/canvas-tote.png')).status).toBe(200);
  });
});
