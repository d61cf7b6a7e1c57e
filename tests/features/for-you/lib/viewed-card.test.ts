import { viewedCardProducts } from '../../../../src/features/for-you/lib/viewed-card';
import type { ViewedCard } from '../../../../src/settings/types';

const card = (over: Partial<ViewedCard> = {}): ViewedCard =>
  ({ id: 7001, title: 'Canvas Tote', url: '/products/canvas-tote', image: '/images/canvas-tote.png', price: 2550, compareAtPrice: 3000, currency: 'EUR', ...over });

test('a card becomes a stale product priced in the page currency', () => {
  const [p] = viewedCardProducts([card()], 'EUR');
  expect(p).toMatchObject({ id: 7001, title: 'Canvas Tote', url: '/products/canvas-tote', image: '/images/canvas-tote.png', variantTitle: '', cacheUntil: 0 });
  expect(p.prices).toEqual([{ currencyCode: 'EUR', price: { amount: '25.50', currencyCode: 'EUR' }, compareAtPrice: { amount: '30.00', currencyCode: 'EUR' } }]);
});

test('cards in another currency, with unsafe links or broken fields are left out', () => {
  const bad = [
    card({ currency: 'USD' }),
    card({ url: 'javascript:alert(1)' }),
    card({ url: '//evil.example/x' }),
    card({ image: 'data:image/svg+xml,<svg onload=alert(1)>' }),
    card({ title: '' }),
    card({ title: 5 as never }),
    card({ price: -1 }),
    card({ price: 12.5 }),
    card({ compareAtPrice: 'x' as never }),
    card({ id: 0 }),
    null as never,
    'x' as never,
  ];
  expect(viewedCardProducts(bad, 'EUR')).toEqual([]);
  expect(viewedCardProducts([card({ image: 'https://cdn.shopify.com/t.png', compareAtPrice: null })], 'EUR')[0].prices[0].compareAtPrice).toBeNull();
});
