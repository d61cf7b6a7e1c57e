import { expect, test } from 'vitest';
import { registerPages } from '../../src/routes/dynamic-pages';
import { previousRoute, resolveRoute, routeDef, routeToHash } from '../../src/routes/table';
import { variantFor } from '../../src/settings/country-variant';
/** The title the nav and the page show for route `name`. */
const title = (name: string) => routeDef(name)?.title;

const sizeGuide = { handle: 'size-guide', title: { en: 'Size guide', de: 'Größentabelle' }, nav: true, targets: ['page-size-guide'] };

test('a dynamic page opens at #status-{handle} once its setting is merged in, and is unknown before', () => {
  expect(resolveRoute('#status-care', { signedIn: false }).route).toBe('foryou');
  expect(registerPages({ isActive: true, pages: [{ handle: 'care', title: { en: 'Care' }, back: 'profile', targets: ['page-care', 7, ''] }] }, 'en')).toEqual([]);
  expect(resolveRoute('#status-care', { signedIn: false }).route).toBe('care');
  expect(routeToHash('care')).toBe('#status-care');
  expect(routeDef('care')).toMatchObject({ screen: 'dynamic-page', tab: false, page: { targets: ['page-care'] } });
  // not in the nav: it shows Back, which goes to the page the merchant named when the history is empty
  expect(previousRoute('care')).toBe('profile');
  expect(title('care')).toBe('Care');
});

test('pages whose nav is visible come back as nav tabs, titled in the shopper\'s language', () => {
  expect(registerPages({ isActive: true, pages: [sizeGuide, { handle: 'faq', title: { en: 'FAQ' }, nav: false }] }, 'de-CH')).toEqual(['size-guide']);
  expect(routeDef('size-guide')?.tab).toBe(true);
  expect(title('size-guide')).toBe('Größentabelle');
  expect(title('faq')).toBe('FAQ');
});

test('a switched-off or malformed setting adds nothing', () => {
  expect(registerPages({ isActive: false, pages: [{ handle: 'off-page' }] }, 'en')).toEqual([]);
  expect(registerPages({ isActive: true, pages: 'nope' }, 'en')).toEqual([]);
  expect(registerPages(null, 'en')).toEqual([]);
  expect(registerPages('x', 'en')).toEqual([]);
  expect(routeDef('off-page')).toBeUndefined();
});

test('pages cannot take a built-in route, an alias, a bad handle or a repeated one', () => {
  const tabs = registerPages({
    isActive: true,
    pages: [
      { handle: 'orders', nav: true, title: 'Hijack' },
      { handle: 'quiz', nav: true },
      { handle: 'Bad Handle', nav: true },
      { handle: '<script>', nav: true },
      { handle: 'constructor', nav: true },
      null,
      { handle: 'gift-cards', nav: true, title: { fr: 'Cartes' }, back: 'no-such-route' },
      { handle: 'gift-cards', nav: true, title: { en: 'Second' } },
    ],
  }, 'en');
  expect(tabs).toEqual(['gift-cards']);
  expect(routeDef('orders')).toMatchObject({ tab: true, screen: 'orders' });
  expect(title('orders')).toBeUndefined();
  // no English title: any title the merchant gave; a Back to no route goes to For you
  expect(title('gift-cards')).toBe('Cartes');
  expect(previousRoute('gift-cards')).toBe('foryou');
  expect(resolveRoute('Bad Handle', { signedIn: false }).route).toBe('foryou');
});

test('a page without any title is named by its handle', () => {
  registerPages({ isActive: true, pages: [{ handle: 'returns', title: { en: '  ' } }] }, 'en');
  expect(title('returns')).toBe('returns');
});

// docs/product.md#page-config
test("a setting's country variant wins, else the one without countries, else it is inactive", () => {
  const list = [{ countries: ['DE', 'AT'], isActive: true, pages: ['de'] }, { isActive: true, pages: ['all'] }];
  expect(variantFor(list, 'AT')).toMatchObject({ pages: ['de'] });
  expect(variantFor(list, 'US')).toMatchObject({ pages: ['all'] });
  expect(variantFor([{ countries: ['DE'], isActive: true }], 'US')).toEqual({ isActive: false });
  expect(variantFor({ isActive: true }, 'US')).toEqual({ isActive: true });
  expect(variantFor(undefined, 'US')).toEqual({ isActive: false });
  expect(variantFor([null, 3], 'US')).toEqual({ isActive: false });
});
