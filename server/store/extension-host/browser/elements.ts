/**
 * The `s-*` Polaris web components as the local Shopify draws them in new customer accounts, with
 * the roles, names and states the Polaris docs give each: a page has its heading (h1), a section
 * its heading (h2) and is a region named by it, a button is a button named by
 * `accessibilityLabel` when set, a link is a link, a banner is an alert (critical) or a status,
 * a spinner a progress bar named by its label. Each draws into its own shadow root; properties
 * come from the extension through remote-dom (./host.ts).
 */
import { PROPERTIES, TAGS } from './components';

type Props = Partial<Record<(typeof PROPERTIES)[number], unknown>>;
const esc = (v: unknown) => String(v ?? '').replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const has = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== false;

/** The shadow markup of each tag from its properties. */
const DRAW: Record<(typeof TAGS)[number], (p: Props) => string> = {
  's-page': (p) => `<style>:host{display:block;max-width:56rem}h1{font-size:1.5rem;margin:0 0 1rem}</style><h1>${esc(p.heading)}</h1><slot></slot>`,
  's-section': (p) => has(p.heading)
    ? `<style>:host{display:block;margin:0 0 1rem}h2{font-size:1.125rem;margin:0 0 .5rem}</style><section aria-labelledby="h"><h2 id="h">${esc(p.heading)}</h2><slot></slot></section>`
    : '<style>:host{display:block;margin:0 0 1rem}</style><section><slot></slot></section>',
  's-stack': (p) => `<style>:host{display:block}div{display:flex;flex-direction:${p.direction === 'inline' ? 'row' : 'column'};gap:${p.gap === 'small-300' ? '.25rem' : '.75rem'};align-items:${p.alignItems === 'center' ? 'center' : 'stretch'}}</style><div><slot></slot></div>`,
  's-paragraph': () => '<style>p{margin:0 0 .5rem}</style><p><slot></slot></p>',
  's-text': (p) => `<style>span{color:${p.color === 'subdued' ? '#616161' : 'inherit'}}</style><span><slot></slot></span>`,
  's-link': (p) => `<style>a{color:#005bd3}</style><a href="${esc(p.href)}"><slot></slot></a>`,
  's-button': (p) => `<style>button{font:inherit;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #8a8a8a;background:${p.variant === 'secondary' ? '#fff' : '#303030'};color:${p.variant === 'secondary' ? '#303030' : '#fff'};cursor:pointer}button:focus-visible{outline:2px solid #005bd3;outline-offset:2px}</style><button type="button"${has(p.accessibilityLabel) ? ` aria-label="${esc(p.accessibilityLabel)}"` : ''}${p.disabled ? ' disabled' : ''}><slot></slot></button>`,
  's-image': (p) => `<style>img{display:block;width:4rem;height:4rem;object-fit:${p.objectFit === 'cover' ? 'cover' : 'contain'};border-radius:.5rem}</style><img src="${esc(p.src)}" alt="${esc(p.alt)}">`,
  's-banner': (p) => `<style>div{padding:.75rem 1rem;border-radius:.75rem;background:${p.tone === 'critical' ? '#fee9e8' : '#eaf4ff'}}</style><div role="${p.tone === 'critical' ? 'alert' : 'status'}">${has(p.heading) ? `<strong>${esc(p.heading)}</strong>` : ''}<slot></slot></div>`,
  's-spinner': (p) => `<style>span{display:inline-block;width:1.5rem;height:1.5rem;border:3px solid #ccc;border-top-color:#303030;border-radius:50%;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(1turn)}}</style><span role="progressbar" aria-label="${esc(p.accessibilityLabel)}"></span>`,
};

const PROPS = Symbol('props');

/** Redraws `el`'s shadow root from its properties. */
function redraw(el: HTMLElement, tag: (typeof TAGS)[number], props: Props): void {
  el.shadowRoot!.innerHTML = DRAW[tag](props);
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
