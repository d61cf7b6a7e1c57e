// Merchant rich text (docs/product.md#validation): bold, italic and links to a path or an https URL; everything else
// literal.
import { describe, expect, test } from 'vitest';
import { parseRichText, richLinkAllowed, type RichToken } from '../../../../src/features/content/lib/rich-text';

/** The tokens as a compact string: <b>..</b>, <i>..</i>, <a href>..</a>, text as is. */
const show = (tokens: RichToken[]): string =>
  tokens.map((t) => (t.type === 'text' ? t.text : t.type === 'link' ? `<a ${t.href}>${show(t.children)}</a>` : `<${t.type === 'strong' ? 'b' : 'i'}>${show(t.children)}</${t.type === 'strong' ? 'b' : 'i'}>`)).join('');
const rich = (s: string) => show(parseRichText(s));
/** The plain text of the tokens: nothing of the input is lost except the markers used. */
const plain = (tokens: RichToken[]): string => tokens.map((t) => (t.type === 'text' ? t.text : plain(t.children))).join('');

describe('the markers it knows', () => {
  test('bold, italic and both', () => {
    expect(rich('Free returns: **30 days** and *no questions*.')).toBe('Free returns: <b>30 days</b> and <i>no questions</i>.');
    expect(rich('***both***')).toBe('<b><i>both</i></b>');
    expect(rich('*a **b** c*')).toBe('<i>a <b>b</b> c</i>');
    expect(rich('**a *b* c**')).toBe('<b>a <i>b</i> c</b>');
  });

  test('links to a store path or an https URL, with marked-up text', () => {
    expect(rich('See [our FAQ](/pages/faq?x=1#top).')).toBe('See <a /pages/faq?x=1#top>our FAQ</a>.');
    expect(rich('[**Blog**](https://blog.example.com/a)')).toBe('<a https://blog.example.com/a><b>Blog</b></a>');
    expect(rich('**[Sale](/collections/sale)**')).toBe('<b><a /collections/sale>Sale</a></b>');
  });
});

describe('hostile input stays literal text', () => {
  const corpus = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '"><svg onload=alert(1)>',
    "' onmouseover='alert(1)",
    '&lt;b&gt;not bold&lt;/b&gt;',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](data:text/html,<script>alert(1)</script>)',
    '[click](//evil.example.com)',
    '[click](/\\evil.example.com)',
    '[click](http://plain.example.com)',
    '[click](https://x.example.com" onclick="alert(1))',
    '[click](/a b)',
    '[click](/a\tb)',
    '[click](vbscript:msgbox)',
    '[click]( /pages/faq)',
    '[](/pages/faq)',
  ];
  test.each(corpus)('%s', (input) => {
    const tokens = parseRichText(input);
    expect(tokens.every((t) => t.type !== 'link')).toBe(true);
    expect(plain(tokens)).toBe(input);
  });

  test('a link inside a link text is not a link, and brackets do not nest', () => {
    expect(rich('[a [b](/x)](/y)')).toBe('[a <a /x>b</a>](/y)');
  });

  test('unbalanced markers are literal', () => {
    expect(rich('**bold without end')).toBe('**bold without end');
    expect(rich('*italic without end')).toBe('*italic without end');
    expect(rich('2 * 3 = 6')).toBe('2 * 3 = 6');
    expect(rich('****')).toBe('****');
    expect(rich('*a**')).toBe('*a**');
    expect(rich('[text](/path')).toBe('[text](/path');
  });

  test('anything but a string gives nothing', () => {
    for (const v of [null, undefined, 42, { en: 'x' }, ['**x**']]) expect(parseRichText(v)).toEqual([]);
  });
});

describe('richLinkAllowed', () => {
  test('root-relative paths and https URLs only', () => {
    expect(richLinkAllowed('/pages/faq')).toBe(true);
    expect(richLinkAllowed('https://shop.example.com/a?b=1')).toBe(true);
    for (const bad of ['', '//x.example', '/\\x.example', 'http://x.example', 'javascript:alert(1)', 'data:,x', 'pages/faq', 'https://', 'https:/x', '/a\u0000b'])
      expect(richLinkAllowed(bad)).toBe(false);
  });
});
