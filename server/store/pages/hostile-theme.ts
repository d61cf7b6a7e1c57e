/**
 * The hostile-theme fixture page (docs/security.md 'Hostile pages'), served at
 * `/pages/hostile-theme`: the privacy policy's content in the same theme shell (a page whose look
 * depends on the widget only through the me-button, so it compares with `?status=off`), plus the
 * worst global CSS that real themes ship, loaded after the theme's own sheet. The widget's panel, toasts and
 * elements live in shadow roots: page selectors cannot reach them, but inherited properties of
 * their host elements (color, fonts, line height, letter spacing...) and `rem` units can, and a
 * fixed header at the highest z-index can cover them. tests/e2e/isolation.test.ts compares the
 * panel here with the same panel on the clean privacy policy page, and this page with and without the widget.
 */
import type { PageContent } from './layout';
import { policyPage } from './info';

/**
 * The hostile sheet. Rules marked "crosses" reach into a shadow root through its host (inheritance,
 * `!important` on `*`, `rem`) or paint over it (z-index); the rest must not cross at all.
 */
export const HOSTILE_CSS = [
  'html{font-size:62.5%}', // crosses: 1rem = 10px inside shadow roots too
  'body{display:grid;gap:7px;line-height:2.4;letter-spacing:.08em;word-spacing:.3em;text-transform:uppercase;text-align:center;' +
    'text-indent:3px;text-shadow:0 0 1px #f0f;cursor:crosshair;font-style:italic;font-variant:small-caps;white-space:pre-wrap;' +
    'visibility:visible;direction:ltr;quotes:"<<" ">>";list-style:square inside;caret-color:lime;accent-color:orange;tab-size:20}', // inherited by hosts
  'div:empty,span:empty{display:none}',
  '*{box-sizing:content-box}',
  '*,*::before,*::after{transition:all 2s}',
  '*{color:red!important;font-family:"Comic Sans MS",cursive!important}', // crosses: !important on the host element
  'button{all:unset}',
  '[hidden]{display:block}',
  'dialog{display:block}',
  'svg{width:100%}',
  'img{max-width:none}',
  'a{text-transform:uppercase}',
  'input,select,textarea{appearance:none;border:0}',
  'ul,ol{padding:0;list-style:none}',
  'h1,h2,h3,h4,p{margin:0}',
  '[role=dialog],[aria-modal]{display:none!important}',
  ':host{all:unset;color:blue!important}',
  '::part(dialog),::part(panel){display:none!important}',
  // The theme's own header and announcement bar over everything.
  '.site-header{position:sticky;top:0;z-index:2147483647;background:#ff0}',
  '.announce{position:fixed;top:0;left:0;right:0;z-index:2147483647}',
].join('\n');

/** The privacy policy's content with the hostile sheet after the theme's. */
export function hostileThemePage(): PageContent {
  const policy = policyPage('privacy-policy');
  return { ...policy, title: 'Hostile theme', main: `<style id="hostile-theme">${HOSTILE_CSS}</style>\n${policy.main}` };
}
