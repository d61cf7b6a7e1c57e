/**
 * New customer accounts' hosted sign-in pages: Shopify's own plain pages,
 * no theme and no app embed (like the checkout page). Step 1 asks for the email address, step 2
 * for the 6-digit code emailed to it. Every dynamic value is escaped.
 */
import { esc } from '../html';

/** What the sign-in forms carry from page to page. */
export interface SignInCarry {
  /** the visitor's form token (CSRF), posted back as `authenticity_token` */
  formToken: string;
  /** where to land after sign-in (checked on use, not here) */
  returnTo: string;
  /** the address hint the sign-in started with ('' when none) */
  loginHint: string;
}

/** Shopify's sign-in look, not the theme's: a centred card. */
const STYLE = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#121212;background:#f5f5f5}
h1{font-size:24px;margin:8px 0}
.btn{display:block;background:#121212;color:#fff;border:0;border-radius:6px;padding:12px 16px;font:inherit;cursor:pointer}
.signin{background:#fff;max-width:420px;margin:48px auto;padding:32px;border:1px solid #ddd;border-radius:12px}
.signin label{display:block;font-weight:600;margin:16px 0 4px}
.signin input{width:100%;padding:10px 12px;font:inherit;border:1px solid #888;border-radius:6px}
.signin button{width:100%;margin-top:16px}
.signin .error{color:#b3261e}
.signin .shop{font-weight:700;font-size:20px;margin:0 0 8px}`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} – Demo Goods</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main id="main"><div class="signin">
<p class="shop">Demo Goods</p>
${body}
</div></main>
</body>
</html>`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${esc(value)}">`;
const carried = (carry: SignInCarry) => hidden('authenticity_token', carry.formToken) + hidden('return_to', carry.returnTo) + hidden('login_hint', carry.loginHint);
const errorLine = (id: string, error: string | undefined) => (error ? `<p class="error" id="${id}" role="alert">${esc(error)}</p>` : '');

/** Step 1: heading 'Sign in', a labelled 'Email' box (prefilled with `email`), 'Continue'. */
export function emailStepPage(carry: SignInCarry, email: string, error?: string): string {
  const described = error ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  return document('Sign in', `<h1>Sign in</h1>
<p>Enter your email and we'll send you a code to sign in.</p>
<form method="post" action="/customer_authentication/login" novalidate>
${carried(carry)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${esc(email)}"${described}>
${errorLine('email-error', error)}
<button class="btn" type="submit">Continue</button>
</form>`);
}

/**
 * Step 2: the code form for `email`: a labelled 'Code' box (numeric, one-time-code), 'Submit',
 * and 'Sign in with a different email'. With `needsNewCode` (expired or burned code) it also
 * offers 'Send a new code'.
 */
export function codeStepPage(carry: SignInCarry, email: string, opts: { error?: string; needsNewCode?: boolean } = {}): string {
  const described = opts.error ? ' aria-invalid="true" aria-describedby="code-error"' : '';
  const differentEmail = `/customer_authentication/login?${new URLSearchParams({ return_to: carry.returnTo }).toString()}`;
  const resend = opts.needsNewCode
    ? `<form method="post" action="/customer_authentication/login">${carried(carry)}${hidden('email', email)}<button class="btn" type="submit">Send a new code</button></form>`
    : '';
  return document('Enter code', `<h1>Enter code</h1>
<p>Sent to <strong>${esc(email)}</strong></p>
<form method="post" action="/customer_authentication/verify" novalidate>
${carried(carry)}
<label for="code">Code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required${described}>
${errorLine('code-error', opts.error)}
<button class="btn" type="submit">Submit</button>
</form>
${resend}
<p><a href="${esc(differentEmail)}">Sign in with a different email</a></p>`);
}
