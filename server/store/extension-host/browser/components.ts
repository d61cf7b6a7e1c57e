/**
 * The Polaris web components the local host draws for customer account UI extensions: the tags
 * and properties an extension sets (shopify.dev, customer account UI extensions, Polaris web
 * components), shared by the worker (which defines placeholders that forward them) and the host
 * page (which draws them).
 */

/** Every `s-*` tag the host draws. */
export const TAGS = ['s-page', 's-section', 's-stack', 's-paragraph', 's-text', 's-link', 's-button', 's-image', 's-banner', 's-spinner'] as const;

/** The properties the host reads, on any tag (a tag ignores those it has no use for). */
export const PROPERTIES = [
  'heading', 'href', 'variant', 'accessibilityLabel', 'tone', 'src', 'alt', 'direction', 'gap', 'alignItems', 'color',
  'inlineSize', 'aspectRatio', 'objectFit', 'disabled',
] as const;

/** The events an extension may listen to on them. */
export const EVENTS = ['click'] as const;
