// UTM parameters on the links we create to store pages (docs/product.md#limits: source 'status', medium 'link', setting
// overrides).
import { describe, expect, test } from 'vitest';
import { withUtm } from '../../src/tracking/utm';

const BASE = 'https://shop.example.com/products/tote';

describe('withUtm', () => {
  test('adds source and medium to a store path, keeping its query and hash', () => {
    expect(withUtm('/pages/faq?x=1#top', undefined, [], BASE)).toBe('/pages/faq?x=1&utm_source=status&utm_medium=link#top');
  });

  test("the merchant's medium and campaign win over the default medium", () => {
    expect(withUtm('/collections/sale', { medium: 'panel', campaign: 'spring' }, [], BASE)).toBe(
      '/collections/sale?utm_source=status&utm_medium=panel&utm_campaign=spring',
    );
    expect(withUtm('/a', { medium: '', campaign: 42 }, [], BASE)).toBe('/a?utm_source=status&utm_medium=link');
  });

  test("absolute URLs of the store's origins get them; other origins are left alone", () => {
    expect(withUtm('https://shop.example.com/a', null, [], BASE)).toBe('https://shop.example.com/a?utm_source=status&utm_medium=link');
    expect(withUtm('https://demo.myshopify.com/a', null, ['https://demo.myshopify.com'], BASE)).toBe('https://demo.myshopify.com/a?utm_source=status&utm_medium=link');
    expect(withUtm('https://blog.example.com/a', null, ['https://demo.myshopify.com'], BASE)).toBe('https://blog.example.com/a');
    expect(withUtm('//evil.example.com/a', null, [], BASE)).toBe('//evil.example.com/a');
  });

  test('parameters the link already has are kept', () => {
    expect(withUtm('/a?utm_source=email', { campaign: 'c' }, [], BASE)).toBe('/a?utm_source=email&utm_medium=link&utm_campaign=c');
  });

  test('hash links, other schemes and malformed URLs come back unchanged', () => {
    for (const href of ['#status-favorites', 'mailto:a@example.com', 'javascript:alert(1)', 'http://[bad'])
      expect(withUtm(href, null, [], BASE)).toBe(href);
  });
});
