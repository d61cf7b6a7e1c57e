/** Pieces the page elements' plain-DOM bodies share: the heart and the visually hidden live region's rule. */

const SVG = 'http://www.w3.org/2000/svg';
const HEART = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';

/** The live region (`span[role=status]`) is read by screen readers and not seen. */
export const LIVE_REGION_CSS = '[role=status]{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';

let heartSvg: SVGSVGElement | undefined;

/** A 22 px heart outline (decorative: the button names itself), cloned from one drawn once, and `fill(on)`, which fills it for a favorite. */
export function heart(): { svg: SVGSVGElement; fill(on: boolean): void } {
  if (!heartSvg) {
    heartSvg = document.createElementNS(SVG, 'svg');
    for (const [k, v] of [['aria-hidden', 'true'], ['width', '22'], ['height', '22'], ['viewBox', '0 0 24 24'], ['stroke', 'currentColor'], ['stroke-width', '2']]) heartSvg.setAttribute(k, v);
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', HEART);
    heartSvg.append(path);
  }
  const svg = heartSvg.cloneNode(true) as SVGSVGElement;
  return { svg, fill: (on) => svg.setAttribute('fill', on ? 'currentColor' : 'none') };
}

/** A `span[role=status]` for announcements (style it with LIVE_REGION_CSS). */
export function liveRegion(): HTMLSpanElement {
  const said = document.createElement('span');
  said.setAttribute('role', 'status');
  return said;
}
