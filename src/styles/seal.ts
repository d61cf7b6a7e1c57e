/**
 * The seal on the outermost element we draw in a shadow root (the panel's frame, the page toasts'
 * box, the me-button, each page element's button, badge or list): the declarations that drop
 * every text style the store theme hands down through our host element (docs/security.md
 * 'Hostile pages: theme CSS'). A `:host` rule cannot do it alone: a theme's rule on `*` matches
 * the host itself and beats any normal `:host` declaration, so the host passes the theme's
 * letter spacing, case, line height or color on to everything inside.
 *
 * - `all: initial` resets every property but custom properties (our `--status-*` variables still
 *   come down from `:host`) and `direction`.
 * - `visibility: inherit`: a host the page hides (the launcher stepping aside, an element in a
 *   closed theme drawer) hides what is inside it.
 * - `direction: ltr`: the widget's languages (English, German, French) read left to right, also
 *   on a right-to-left store page; a right-to-left language would set it from its own language.
 *
 * Goes first in the element's declarations; the rule's own declarations (display, font, color)
 * follow it. Ends with `;` (goober drops an unterminated last declaration).
 */
export const SEAL = 'all:initial;visibility:inherit;direction:ltr;';
