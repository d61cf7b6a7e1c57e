/**
 * Where Google sign-in is offered (docs/product.md#roles): pure rules over a user-agent string, no DOM.
 *
 * Hidden on every iOS browser (they are all WebKit, and third-party-cookie blocking breaks the
 * popup handshake), on macOS Safari 16.1+ (same storage partitioning; Chrome, Edge and Firefox on
 * a Mac are fine), and in in-app browsers and Android WebViews, where Google refuses OAuth
 * ('disallowed_useragent') and popups go nowhere.
 */

/** Social apps' in-app browsers and Android WebViews (`; wv)` in the platform part). */
const IN_APP = /FBAN|FBAV|FB_IAB|Instagram|\bLine\/|musical_ly|Bytedance|TikTok|Snapchat|Pinterest|Twitter|LinkedInApp|MicroMessenger|; wv\)/i;

/** True for iPhone, iPad and iPod browsers (any engine); `touchPoints` > 1 with a Mac UA is iPadOS. */
export function isIOS(ua: string, touchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
}

/** True for an in-app browser (Facebook, Instagram, Line, TikTok, Snapchat, Pinterest, Twitter, LinkedIn, WeChat) or a WebView. */
export function isInAppBrowser(ua: string): boolean {
  return IN_APP.test(ua);
}

/** True for desktop Safari 16.1 or later on macOS (not Chrome, Edge, Firefox or Opera on a Mac). */
export function isSafari161OrLater(ua: string): boolean {
  if (!/Macintosh/.test(ua) || /Chrome|Chromium|CriOS|Edg|Firefox|FxiOS|OPR/.test(ua)) return false;
  const m = /Version\/(\d+)(?:\.(\d+))?.*Safari\//.exec(ua);
  return !!m && (+m[1] > 16 || (+m[1] === 16 && +(m[2] || 0) >= 1));
}

/** True when the 'Continue with Google' button may show for this browser. */
export function supportsGoogleSignIn(ua: string, touchPoints = 0): boolean {
  return !isIOS(ua, touchPoints) && !isInAppBrowser(ua) && !isSafari161OrLater(ua);
}
