/**
 * The reference API playing the third-party loyalty service (docs/product.md#product-api 'a third-party loyalty
 * service'; docs/local-stack.md#what-runs), on its own path and with its own credential instead of our bearer token:
 *   GET /loyalty-service/credit?customer_id={id}&shop_url={shopify domain}
 *       header `access-token`: the shop's credit setting's `accessToken`
 *   -> LoyaltyCardResponse `{amount, gift_card_id, expires_on, code}`, plain JSON as such a
 *      service sends it (no `data` wrapper); `amount` major units as a decimal string ('25.00')
 * 400 `{error}` for a malformed query; 401 for a missing or wrong token, an unknown shop_url, or a
 * shop without a credit token (one answer, so a caller learns nothing about which); 404 when the
 * customer has no card in that shop.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { LoyaltyCardResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { ApiError, notFound } from '../errors';
import { settingVariants } from '../lib/shop-settings';
import { opaqueId, query, text } from '../validate';

const wrongToken = () => new ApiError(401, 'unauthenticated', 'Missing or wrong access-token.');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The stand-in loyalty service; see the file comment. */
export function loyaltyServiceRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/loyalty-service/credit', query({ customer_id: opaqueId, shop_url: text({ min: 1, max: 255 }) }), async (c) => {
    const { customer_id: customerId, shop_url: shopUrl } = c.req.valid('query');
    const token = c.req.header('access-token') ?? '';
    const domain = shopUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');
    const { rows: shops } = await deps.db.query<{ id: string }>('SELECT id FROM shops WHERE shopify_domain = $1', [domain]);
    if (!shops[0] || !token) throw wrongToken();
    const tokens = (await settingVariants(deps.db, shops[0].id, 'credit')).map((v) => v.accessToken).filter((t): t is string => typeof t === 'string' && !!t);
    if (!tokens.some((t) => same(t, token))) throw wrongToken();
    const { rows } = await deps.db.query<{ gift_card_id: string; code: string; amount_cents: string | number; expires_on: string | null }>(
      `SELECT k.gift_card_id, k.code, k.amount_cents, to_char(k.expires_on, 'YYYY-MM-DD') AS expires_on FROM loyalty_cards k
       JOIN customers u ON u.id = k.customer_id WHERE k.customer_id = $1 AND u.shop_id = $2`,
      [customerId, shops[0].id],
    );
    const card = rows[0];
    if (!card) throw notFound('No store credit for this customer.');
    const body: LoyaltyCardResponse = {
      amount: (Number(card.amount_cents) / 100).toFixed(2),
      gift_card_id: card.gift_card_id,
      expires_on: card.expires_on ?? null,
      code: card.code,
    };
    return c.json(body);
  });

  return app;
}
