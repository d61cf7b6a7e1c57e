/**
 * True for a same-origin path ('/x'; never '//host' or '/\host', which browsers read as another
 * host, even with tabs or line breaks between: '/\t/x' is '//x' to a browser, which drops them).
 * Its own module: the storefront root and sign-in hand-off need it without the rest of the URL
 * rule (lib/web-url.ts), which then stays in the lazy chunks that show links.
 */
export const isSameOriginPath = (path: unknown): path is string => typeof path == 'string' && /^\/(?![\t\n\r]*[/\\])/.test(path);
