// The route table is one table, fixed at build time (docs/architecture.md#rules-the-checks-hold-you-to): frozen and
// without a prototype, the merchant's dynamic pages kept apart from it and merged for lookups, every alias and Back
// naming a real route, and every `#status` hash made and parsed by src/routes/ alone.
import { afterEach, describe, expect, test } from 'vitest';
import { ALIASES, COLLECTIONS, ROUTES, dynamicPages, parseRoute, previousRoute, resolveRoute, routeDef, routeFromHash, routeToHash, tabs, type RouteDef } from '../../src/routes/table';
import { registerPages } from '../../src/routes/dynamic-pages';
import { statusHash, statusRoute } from '../../src/routes/hash';

afterEach(() => {
  registerPages(null, 'en'); // no dynamic pages
});

describe('the built-in table is fixed', () => {
  test('the table, each route, the aliases and the collection names are frozen', () => {
    for (const table of [ROUTES, ALIASES, COLLECTIONS]) expect(Object.isFrozen(table)).toBe(true);
    for (const [name, def] of Object.entries(ROUTES)) expect(Object.isFrozen(def), name).toBe(true);
  });

  test('adding, changing or removing a route throws (modules run in strict mode) and changes nothing', () => {
    const routes = ROUTES as Record<string, RouteDef>;
    expect(() => {
      routes['hijack'] = { screen: 'orders' };
    }).toThrow(TypeError);
    expect(() => {
      (routes.orders as RouteDef).login = true;
    }).toThrow(TypeError);
    expect(() => {
      delete routes.profile;
    }).toThrow(TypeError);
    expect(() => {
      (ALIASES as Record<string, string>).wishlist = 'orders';
    }).toThrow(TypeError);
    expect(routeDef('hijack')).toBeUndefined();
    expect(routeDef('orders')?.login).toBeUndefined();
    expect(resolveRoute('wishlist', { signedIn: true }).route).toBe('foryou');
    expect(tabs()).toEqual(['foryou', 'orders', 'profile']);
  });

  test('the tables have no prototype: #status-constructor and names on Object.prototype find no route', () => {
    for (const table of [ROUTES, ALIASES, COLLECTIONS]) expect(Object.getPrototypeOf(table)).toBeNull();
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(routeDef(name), name).toBeUndefined();
      expect(resolveRoute(`#status-${name}`, { signedIn: true }).route, name).toBe('foryou');
      expect(resolveRoute(`collection:${name}`, { signedIn: true }).route, name).toBe('foryou');
    }
  });

  test("dynamic pages are a separate signal: they never appear in the built-in table, and lookups see them merged", () => {
    expect(registerPages({ isActive: true, pages: [{ handle: 'size-guide', title: 'Size guide', nav: true }, { handle: 'care', back: 'size-guide' }] }, 'en')).toEqual(['size-guide']);
    expect('size-guide' in ROUTES).toBe(false);
    expect(Object.keys(ROUTES)).not.toContain('care');
    expect(Object.keys(dynamicPages.value)).toEqual(['size-guide', 'care']);
    expect(Object.isFrozen(dynamicPages.value)).toBe(true);
    expect(routeDef('size-guide')).toMatchObject({ screen: 'dynamic-page', tab: true, title: 'Size guide' });
    expect(tabs()).toEqual(['foryou', 'orders', 'profile', 'size-guide']);
    expect(previousRoute('care')).toBe('size-guide');
    expect(resolveRoute('#status-care', { signedIn: false }).route).toBe('care');
    // The next settings replace them.
    registerPages({ isActive: false }, 'en');
    expect(routeDef('size-guide')).toBeUndefined();
    expect(tabs()).toEqual(['foryou', 'orders', 'profile']);
  });
});

describe('every name in the table is a real route', () => {
  test('every alias names a built-in route', () => {
    expect(Object.keys(ALIASES).length).toBeGreaterThan(0);
    for (const [alias, to] of Object.entries(ALIASES)) {
      expect(to in ROUTES, `${alias} -> ${to}`).toBe(true);
      expect(alias in ROUTES, alias).toBe(false);
    }
  });

  test('every `back` names a built-in route', () => {
    for (const [name, def] of Object.entries(ROUTES)) if (def.back) expect(def.back in ROUTES, `${name} back -> ${def.back}`).toBe(true);
  });
});

describe('routeToHash and routeFromHash', () => {
  const samples = ['1001', 'gid://shopify/Order/1001', 'a b', '100%', 'Größe', 'x#y', 'q?x=1&y=2'];

  test('round-trip every route, with params that need encoding', () => {
    for (const [name, def] of Object.entries(ROUTES)) {
      const n = def.params ?? 0;
      const cases = n ? samples.map((s) => Array.from({ length: n }, (_, i) => `${s}${i || ''}`)) : [[]];
      for (const params of cases) {
        const route = params.length ? `${name}:${params.join('+')}` : name;
        const hash = routeToHash(route);
        expect(hash.startsWith(name === 'foryou' ? '#status' : `#status-${name}`), route).toBe(true);
        expect(routeFromHash(hash), route).toBe(route);
        expect(parseRoute(routeFromHash(hash)!), route).toEqual({ name, params });
        // the launcher's tiny parser reads the same route
        expect(statusRoute(hash) || 'foryou', route).toBe(route);
      }
    }
  });

  test('For you is #status, everything else #status-{route}', () => {
    expect(routeToHash('foryou')).toBe('#status');
    expect(routeToHash('')).toBe('#status');
    expect(statusHash('')).toBe('#status');
    expect(statusHash('sign-in')).toBe('#status-sign-in');
    expect(routeToHash('order:gid://shopify/Order/1')).toBe('#status-order:gid%3A%2F%2Fshopify%2FOrder%2F1');
  });
});

describe('no hand-built hashes', () => {
  const sources = import.meta.glob<string>('../../src/**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' });
  /** `#status` text that is no hash made by hand: an element id, the launcher's selector for our links (it parses them with statusRoute). */
  const NOT_HASHES = ["'#status-info-phone'", 'a[href*="#status"]'];

  /** The code of `src` without comments (block comments, and `//` comments after a space or at a line's start). */
  const code = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

  test('outside src/routes/, no file writes a #status hash: links and the address bar ask routeToHash', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const [file, src] of Object.entries(sources)) {
      if (file.startsWith('../../src/routes/')) continue;
      code(src)
        .split('\n')
        .forEach((line, i) => {
          let rest = line;
          for (const ok of NOT_HASHES) rest = rest.split(ok).join('');
          // '#status…' in a string, or a hash assigned as text ('status-sign-in')
          if (/#status/.test(rest) || /\.hash\s*=\s*['"`]/.test(rest)) found.push(`${file.slice(6)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
