/**
 * The `s-*` Polaris web components as the local Shopify draws them in new customer accounts, with
 * the roles, names and states the Polaris docs give each: a page has its heading (h1), a section
 * its heading (h2) and is a region named by it, a button is a button named by
 * `accessibilityLabel` when set (a link when it has an `href`), a link is a link, a banner is an alert (critical) or a status,
 * a spinner a progress bar named by its label. Each draws into its own shadow root; properties
 * come from the extension through remote-dom (./host.ts).
 */
import { PROPERTIES, TAGS } from './components';

type Props = Partial<Record<(typeof PROPERTIES)[number], unknown>>;
const esc = (v: unknown) => String(v ?? '').replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const has = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== false;

const secondary = (p: Props) => p.variant === 'secondary';

/**
 * An extension's `href` as the page's URL: customer accounts' custom protocols
 * (`extension://{handle}` another extension's full page, `shopify:customer-account/{orders,profile}`
 * the host's pages) on the local Shopify's paths; any other URL as it is.
 */
export function resolveHref(href: unknown): string {
  const url = String(href ?? '');
  const page = /^extension:\/\/([a-z0-9-]+)\/?$/.exec(url);
  if (page) return `/account/pages/${page[1]}`;
  const host = /^shopify:customer-account\/(orders|profile)$/.exec(url);
  return host ? `/account/${host[1]}` : url;
}
const buttonCss = (p: Props) => `font:inherit;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #8a8a8a;cursor:pointer;display:inline-block;text-decoration:none;` +
  `background:${secondary(p) ? '#fff' : '#303030'};color:${secondary(p) ? '#303030' : '#fff'}`;
const critical = (p: Props) => p.tone === 'critical';

/** Each tag's sheet (from its properties) and markup; its children go to the `<slot>`. */
const DRAW: Record<(typeof TAGS)[number], { css: (p: Props) => string; html: (p: Props) => string }> = {
  's-page': {
    css: () => ':host{display:block;max-width:56rem}h1{font-size:1.5rem;margin:0 0 1rem}',
    html: (p) => `<h1>${esc(p.heading)}</h1><slot></slot>`,
  },
  's-section': {
    css: () => ':host{display:block;margin:0 0 1rem}h2{font-size:1.125rem;margin:0 0 .5rem}',
    html: (p) => (has(p.heading)
      ? `<section aria-labelledby="h"><h2 id="h">${esc(p.heading)}</h2><slot></slot></section>`
      : '<section><slot></slot></section>'),
  },
  's-stack': {
    css: (p) => ':host{display:block}div{display:flex;' +
      `flex-direction:${p.direction === 'inline' ? 'row' : 'column'};` +
      `gap:${p.gap === 'small-300' ? '.25rem' : '.75rem'};` +
      `align-items:${p.alignItems === 'center' ? 'center' : 'stretch'}}`,
    html: () => '<div><slot></slot></div>',
  },
  's-paragraph': { css: () => 'p{margin:0 0 .5rem}', html: () => '<p><slot></slot></p>' },
  's-text': {
    css: (p) => `span{color:${p.color === 'subdued' ? '#616161' : 'inherit'}}`,
    html: () => '<span><slot></slot></span>',
  },
  's-link': { css: () => 'a{color:#005bd3}', html: (p) => `<a href="${esc(resolveHref(p.href))}"><slot></slot></a>` },
  's-button': {
    css: (p) => `button,a{${buttonCss(p)}}button:focus-visible,a:focus-visible{outline:2px solid #005bd3;outline-offset:2px}`,
    html: (p) => {
      const label = has(p.accessibilityLabel) ? ` aria-label="${esc(p.accessibilityLabel)}"` : '';
      return has(p.href) && !p.disabled
        ? `<a href="${esc(resolveHref(p.href))}"${label}><slot></slot></a>`
        : `<button type="button"${label}${p.disabled ? ' disabled' : ''}><slot></slot></button>`;
    },
  },
  's-image': {
    css: (p) => `img{display:block;width:4rem;height:4rem;object-fit:${p.objectFit === 'cover' ? 'cover' : 'contain'};border-radius:.5rem}`,
    html: (p) => `<img src="${esc(p.src)}" alt="${esc(p.alt)}">`,
  },
  's-banner': {
    css: (p) => `div{padding:.75rem 1rem;border-radius:.75rem;background:${critical(p) ? '#fee9e8' : '#eaf4ff'}}`,
    html: (p) => `<div role="${critical(p) ? 'alert' : 'status'}">${has(p.heading) ? `<strong>${esc(p.heading)}</strong>` : ''}<slot></slot></div>`,
  },
  's-spinner': {
    css: () => 'span{display:inline-block;width:1.5rem;height:1.5rem;border:3px solid #ccc;border-top-color:#303030;' +
      'border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(1turn)}}',
    html: (p) => `<span role="progressbar" aria-label="${esc(p.accessibilityLabel)}"></span>`,
  },
};

const PROPS = Symbol('props');

/** Redraws `el`'s shadow root from its properties. */
function redraw(el: HTMLElement, tag: (typeof TAGS)[number], props: Props): void {
  const { css, html } = DRAW[tag];
  el.shadowRoot!.innerHTML = `<style>${css(props)}</style>${html(props)}`;
}

/** Defines the `s-*` elements on the host page (once). */
export function defineElements(): void {
  for (const tag of TAGS) {
    if (customElements.get(tag)) continue;
    class PolarisElement extends HTMLElement {
      [PROPS]: Props = {};
      constructor() {
        super();
        this.attachShadow({ mode: 'open' });
        redraw(this, tag, this[PROPS]);
      }
    }
    for (const name of PROPERTIES) {
      Object.defineProperty(PolarisElement.prototype, name, {
        get(this: PolarisElement) {
          return this[PROPS][name];
        },
        set(this: PolarisElement, value: unknown) {
          this[PROPS][name] = value;
          redraw(this, tag, this[PROPS]);
        },
        configurable: true,
      });
    }
    customElements.define(tag, PolarisElement);
  }
}
