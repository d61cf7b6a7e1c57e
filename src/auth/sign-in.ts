/**
 * The sign-in flows (docs/product.md#screens-and-parts 'Login flow', #sign-in-and-session, #api-calls,
 * #error-messages): a lazy chunk behind the sign-in store (src/features/sign-in/state/sign-in.ts), loaded on the first
 * submit, so the panel ships only the e-mail form. Each flow talks to the API and returns a result or throws a
 * `SignInError` carrying the docs/product.md#error-messages message; none of them knows a signal.
 */
import { ApiError } from '../api/client';
import { bearerToken } from '../api/call';
import { createMagicLink, createOtc, validateMagicLink, validateOtc } from '../api/auth';
import { checkCustomer, saveUnverifiedEmail } from '../api/member';
import { SignInError } from './errors';
import type { IdentityUser } from './identity';
import { addTexts } from '../i18n';
import signInEn from '../i18n/en/sign-in';

// Texts only the flows raise travel with them.
addTexts(signInEn);

/** How a code or a link is sent: `authMethod.method` (docs/product.md#data). */
export type LoginMethod = 'otp' | 'magicLink';

function codeOf(error: unknown): { status: number; code: number | string; message: string } {
  return error instanceof ApiError ? { status: error.status, code: error.code, message: error.message } : { status: 0, code: 'unknown', message: '' };
}

/**
 * docs/product.md#error-messages for create-otc and create-magic-link: 100/102 invalid e-mail, 101 format error with
 * the address; otherwise 'We weren't able to email you a login code' (code) or the generic
 * login error (link). Pure.
 */
export function sendErrorFor(error: unknown, email: string, method: LoginMethod): SignInError {
  const code = Number(codeOf(error).code);
  if (code === 100 || code === 102) return new SignInError('error.emailInvalid');
  if (code === 101) return new SignInError('error.emailFormat', { emailAddress: email });
  return new SignInError(method === 'otp' ? 'error.codeEmailFailed' : 'error.loginGeneric');
}

/**
 * docs/product.md#error-messages: 'Too many attempts.' (429) the attempts text, 400 incorrect code, else generic. Pure.
 */
export function verifyErrorFor(error: unknown): SignInError {
  const { status, code, message } = codeOf(error);
  if (status === 429 || code === 'too-many-attempts' || message === 'Too many attempts.') return new SignInError('error.codeTooManyTries');
  return new SignInError(status === 400 ? 'error.codeIncorrect' : 'error.verifyGeneric');
}

/**
 * Mails a 4-digit code (`otp`) or a sign-in link (`magicLink`, coming back to `returnUrl`) to
 * `email`, with `statusId` the current (usually anonymous) Firebase uid. Resolves to the new
 * code id ('' for a link).
 * @throws SignInError of sendErrorFor
 */
export async function sendCode(email: string, statusId: string, method: LoginMethod, returnUrl: string): Promise<string> {
  let codeId: unknown;
  try {
    if (method === 'magicLink') {
      await createMagicLink({ email, statusId, returnUrl });
      return '';
    }
    ({ codeId } = await createOtc({ email, statusId }));
  } catch (error) {
    throw sendErrorFor(error, email, method);
  }
  // An answer without a code id (`{data: 42}`): the mail cannot be confirmed.
  if (typeof codeId !== 'string' || !codeId) throw new SignInError('error.codeEmailFailed');
  return codeId;
}

/**
 * POST /member/unverified for a guest's address. Resolves to false when the server failed
 * (5xx: show 'Unable to save email address. Try again later.'), true otherwise. Never rejects:
 * the code or link still goes out.
 */
export function saveUnverified(email: string): Promise<boolean> {
  return saveUnverifiedEmail(email).then(
    () => true,
    (error: unknown) => codeOf(error).status < 500,
  );
}

/**
 * Checks a 4-digit `code` against every code id sent for this address (`ids`). Resolves to a
 * Firebase custom token.
 * @throws SignInError: incorrect code, too many tries, or the generic verification error
 */
export async function verifyCode(code: string, ids: string[]): Promise<string> {
  let token: unknown;
  try {
    ({ token } = await validateOtc({ otp: Number(code), ids }));
  } catch (error) {
    throw verifyErrorFor(error);
  }
  // An answer without a token (`{data: 42}`): the generic verification error.
  if (typeof token !== 'string' || !token) throw new SignInError('error.verifyGeneric');
  return token;
}

/**
 * Validates a magic link's `{codeId, token}`; resolves to a Firebase custom token.
 * @throws SignInError('error.magicLinkFailed') for a bad, expired or used link
 */
export async function verifyLink(codeId: string, token: string): Promise<string> {
  try {
    return (await validateMagicLink({ codeId, token })).token;
  } catch {
    throw new SignInError('error.magicLinkFailed');
  }
}

/** What check-customer needs besides the new user (docs/product.md#product-api 'POST /member/check-customer'). */
export interface CheckInContext {
  shopId: string;
  countryCode: string;
  /** the anonymous uid before the sign-in, so nothing the guest saved is lost; null for none */
  anonUserId: string | null;
  acceptsMarketing: boolean;
  /** the address typed, for users whose token carries no e-mail */
  emailHint: string;
}

/** A signed-in member and their Shopify customer id. */
export interface CheckedIn { member: IdentityUser; customerId: string }

/**
 * The upgrade every method ends in: `signIn` makes the new Firebase user (null = the shopper
 * cancelled: resolves null), then POST /member/check-customer links it to the store customer,
 * with the anonymous session's ID token (read before `signIn`) as proof of the guest's data.
 * @throws whatever `signIn` throws; SignInError('error.loginGeneric') when check-customer fails
 */
export async function checkIn(signIn: () => Promise<IdentityUser | null>, ctx: CheckInContext): Promise<CheckedIn | null> {
  // The guest's ID token, taken before the sign-in replaces it: the API moves only proven guest data.
  const anonIdToken = ctx.anonUserId ? await bearerToken().catch(() => null) : null;
  const user = await signIn();
  if (!user) return null;
  const email = user.email ?? ctx.emailHint;
  try {
    const customer = await checkCustomer({
      shopId: ctx.shopId,
      customerEmail: email,
      statusId: user.uid,
      anonUserId: ctx.anonUserId,
      anonIdToken,
      acceptsMarketing: ctx.acceptsMarketing,
      countryCode: ctx.countryCode,
    });
    return { member: { ...user, email: user.email ?? customer.email ?? email }, customerId: customer.customerId };
  } catch {
    throw new SignInError('error.loginGeneric');
  }
}
