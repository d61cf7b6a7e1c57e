/**
 * What an element's face (its first draw, in the launcher's late half: src/elements/face/) hands
 * its body (`status-{name}.js`, loaded on intent: src/elements/{name}.ts). The face draws the
 * element from the page and this browser alone and keeps the shopper's presses until the body is
 * here; the body takes over the same nodes (focus stays where it is) and applies those presses.
 * Face and body are separate files, so they meet only through this object.
 */
import type { PageConfig } from '../../settings/types';

/** An element as its face drew it. */
export interface Face {
  /** the element's open shadow root, drawn by the face */
  root: ShadowRoot;
  /** the element's button (toggles, the login block) */
  button?: HTMLButtonElement;
  /** the polite live region that announces a change (toggles), or the saved link's badge */
  said?: HTMLElement;
  /** a toggle's state the shopper asked for with presses before the body took over; undefined when none */
  wish?: boolean;
  /** set by the body once it paints and answers presses itself: the face then only stands by */
  live?: boolean;
}

/** What an element body exports: `live` takes over the face's nodes and returns the teardown. */
export interface ElementLive {
  live(el: HTMLElement, config: PageConfig, face: Face): () => void;
}
