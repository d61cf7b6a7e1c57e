/** The favorite button's look, shared by its first stage (plain DOM) and its full body (Preact), so both draw the same 40 x 40 px heart. */
export const FAVORITE_BOX_CSS =
  'all:initial;display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;width:40px;height:40px;border-radius:50%;background:#fff;color:#111;cursor:pointer;&:focus-visible{outline:2px solid currentColor;outline-offset:2px;}&:disabled{opacity:.4;cursor:default;}';
/** The heart's SVG path (24 x 24 view box). */
export const HEART = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';
