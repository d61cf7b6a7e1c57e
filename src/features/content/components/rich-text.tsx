/**
 * Renders merchant rich text (docs/product.md#validation; features/content/lib/rich-text.ts) as <strong>, <em> and
 * <a>; everything else as text nodes, so HTML in a merchant's text shows as the characters typed. Store links get
 * the UTM parameters (tracking/utm.ts) through `link`.
 */
import type { ComponentChildren } from 'preact';
import { parseRichText, type RichToken } from '../lib/rich-text';

function render(tokens: RichToken[], link: (href: string) => string): ComponentChildren {
  return tokens.map((t) => {
    if (t.type === 'text') return t.text;
    if (t.type === 'link') return <a href={link(t.href)}>{render(t.children, link)}</a>;
    return t.type === 'strong' ? <strong>{render(t.children, link)}</strong> : <em>{render(t.children, link)}</em>;
  });
}

/**
 * @param text the merchant's text, e.g. 'Free returns: **30 days**'; a non-string renders nothing
 * @param link maps an allowed link target to the href shown (default: unchanged)
 */
export function RichText({ text, link = (href) => href }: { text: unknown; link?: (href: string) => string }) {
  return <>{render(parseRichText(text), link)}</>;
}
