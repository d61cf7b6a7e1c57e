// Element shells (src/elements/define.ts): nothing is drawn until an element comes near the
// viewport; a drawn element repaints on attribute changes, and the parser's own attributes cost
// no events before it is drawn.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { defineLazy } from '../../src/elements/define';

/** The one observer the shells make, driven by the test. */
let observed: Element[] = [];
let callback: IntersectionObserverCallback = () => {};
class FakeObserver {
  constructor(cb: IntersectionObserverCallback) {
    callback = cb;
  }
  observe(el: Element) {
    observed.push(el);
  }
  unobserve(el: Element) {
    observed = observed.filter((e) => e !== el);
  }
  disconnect() {}
}

/** Tells the shells that `el` came within 300 px of the viewport. */
function scrollNear(el: Element): void {
  callback([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
}

let name = '';
let drawn: HTMLElement[];
let torn: HTMLElement[];
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  observed = [];
  drawn = [];
  torn = [];
  // a new tag per test: customElements keeps its definitions
  name = `shell-${Math.random().toString(36).slice(2, 8)}`;
  defineLazy(name, ['product-id', 'product-title'], async () => (el) => {
    drawn.push(el);
    return () => torn.push(el);
  });
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

test('an element is drawn only once it comes near the viewport, and its attributes read as properties', async () => {
  document.body.innerHTML = `<status-${name} product-id="101" product-title="Tote"></status-${name}>`;
  const el = document.body.firstElementChild as HTMLElement & { productId: string | null; productTitle: string | null };
  expect(observed).toEqual([el]);
  await Promise.resolve();
  expect(drawn).toEqual([]);
  scrollNear(el);
  await vi.waitFor(() => expect(drawn).toEqual([el]));
  expect(observed).toEqual([]);
  expect(el.productId).toBe('101');
  el.productTitle = 'Canvas tote';
  expect(el.getAttribute('product-title')).toBe('Canvas tote');
});

test('a drawn element hears its attribute changes; before it is drawn, attributes send nothing', async () => {
  const el = document.createElement(`status-${name}`);
  const heard = vi.fn();
  el.addEventListener('status:attributes', heard);
  el.setAttribute('product-id', '101');
  document.body.append(el);
  el.setAttribute('product-title', 'Tote');
  expect(heard).not.toHaveBeenCalled();
  scrollNear(el);
  await vi.waitFor(() => expect(drawn).toEqual([el]));
  el.setAttribute('product-id', '102');
  expect(heard).toHaveBeenCalledTimes(1);
});

test('an element taken out of the page is torn down and drawn again when it comes back near the viewport', async () => {
  const el = document.createElement(`status-${name}`);
  document.body.append(el);
  scrollNear(el);
  await vi.waitFor(() => expect(drawn).toEqual([el]));
  el.remove();
  expect(torn).toEqual([el]);
  expect(observed).toEqual([]);
  document.body.append(el);
  expect(observed).toEqual([el]);
  scrollNear(el);
  await vi.waitFor(() => expect(drawn).toEqual([el, el]));
});
