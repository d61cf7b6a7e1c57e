/**
 * Mounts an element body (docs/installing.md#page-elements): boots the shared stores once
 * (elements/boot.ts), renders `view` with Preact into the element's open shadow root, with goober classes
 * written into that root (theme CSS cannot reach them, ours cannot leak), re-renders when an observed
 * attribute changes (the shell's `status:attributes` event), and returns the teardown the shell calls on
 * disconnect (listeners removed, tree unmounted).
 */
import { h, render, type ComponentType } from 'preact';
import { css as gooberCss } from 'goober';
import type { PageConfig } from '../settings/types';
import { boot } from './boot';
import { cspNonce } from '../styles/nonce';
import { report } from '../lib/report';

/** goober's `css` bound to one shadow root; returns a class name. */
export type Css = typeof gooberCss;

/** Props every element view gets: its element (attributes are read from it) and the bound `css`. */
export interface ElementProps { el: HTMLElement; css: Css }

/** Renders `View` into `el`'s shadow root; returns the teardown. Never throws (logs once). */
export function mount(el: HTMLElement, config: PageConfig, View: ComponentType<ElementProps>): () => void {
  try {
    boot(config);
    const root = el.shadowRoot || el.attachShadow({ mode: 'open' });
    cspNonce(); // goober's sheet gets the page's CSP nonce (styles/nonce.ts)
    const css = ((...args: Parameters<Css>) => gooberCss.apply({ target: root } as never, args)) as Css;
    let n = 0;
    const paint = () => render(h(View, { el, css, key: 'v', n: n++ } as ElementProps), root);
    el.addEventListener('status:attributes', paint);
    paint();
    return () => {
      el.removeEventListener('status:attributes', paint);
      render(null, root);
    };
  } catch (e) {
    report(e, el.localName);
    return () => {};
  }
}
