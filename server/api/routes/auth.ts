/**
 * Sign-in by one-time code and by magic link (docs/product.md#behaviour, #api-calls, #error-messages):
 *   POST /authentication/create-otc   {email} -> {codeId}; mails a 4-digit code (valid 10 minutes)
 *   GET  /authentication/create-otc   -> PendingCodeResponse | null, the bearer's pending code
 *   POST /authentication/validate-otc {otp, ids} -> {token}, a Firebase custom token
 *   POST /authentication/create-magic-link   {email, statusId, returnUrl} -> {codeId}; mails
 *        '{returnUrl without #fragment}#status-magic-link:{codeId}+{token}' (valid 15 minutes)
 *   POST /authentication/validate-magic-link {codeId, token} -> {token}, a Firebase custom token
 *
 * Both kinds live in `login_codes` (kind 'otc' or 'magic-link') holding only a salted scrypt hash
 * of the secret, single use, with the requesting uid. A code is bound to the session that asked
 * for it (validate-otc only looks at the bearer's own codes); a link works in any browser (its
 * 192-bit token cannot be guessed). Abuse limits (lib/limits.ts, docs/deploying.md 'Abuse limits'): sends per
 * session, address and email; checks per session and address, every listed code id counting;
 * MAX_ATTEMPTS wrong guesses per code or link; a per-email ceiling on wrong codes.
 * Errors: 400 100/101/102 (email, see lib/email.ts), 400 'bad-return-url', 400 'invalid-code',
 * 400 'invalid-link' ('Could not log into your account'), 429 'too-many-attempts' ('Too many attempts.'),
 * 429 'too-many-requests' (sending), 502 'email-failed'.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type {
  CreateCodeResponse, PendingCodeResponse, ValidateOtcResponse,
} from '../../../src/api/types';
import type { ApiDeps, AppEnv, MailMessage } from '../deps';
import { ApiError } from '../errors';
import { CODE_TTL_MS, MAX_ATTEMPTS, codeMatches, generateCode, hashCode, normalizeCode } from '../lib/codes';
import { findOrCreateCustomer } from '../lib/customers';
import { customerCustomToken } from '../lib/custom-token';
import { checkLoginEmail } from '../lib/email';
import { LIMITS, addHits, consume, hitsOf, limitKeys } from '../lib/limits';
import { checkReturnUrl, storefrontOf } from '../lib/shops';
import { envelope, firebaseUid, opaqueId } from '../validate';

/** The most code ids one validate-otc call may list. */
export const MAX_CODE_IDS = 10;
/** A magic link is valid for 15 minutes, ms. */
export const MAGIC_LINK_TTL_MS = 900_000;
/** Random bytes in a magic-link token (base64url: 32 characters). */
export const MAGIC_LINK_TOKEN_BYTES = 24;

type CodeKind = 'otc' | 'magic-link';

const invalidCode = () => new ApiError(400, 'invalid-code', 'The code you entered is incorrect');
const invalidLink = () => new ApiError(400, 'invalid-link', 'Could not log into your account');
const tooManyAttempts = () => new ApiError(429, 'too-many-attempts', 'Too many attempts.');
const tooManyRequests = () => new ApiError(429, 'too-many-requests', 'Too many login emails were asked for. Please try again later.');
interface CodeRow {
  id: string;
  email: string;
  code_hash: string;
  salt: string;
  used: boolean;
  attempts: number;
  expires_at: Date;
}

/** The message carrying a login code; `text` and `html` both contain it. */
export function loginCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your login code',
    text: `Your login code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
    html: `<p>Your login code is</p><p style="font-size:28px;letter-spacing:6px"><strong>${code}</strong></p>`
      + '<p>It expires in 10 minutes. If you did not ask for it, ignore this email.</p>',
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The message carrying a magic link (subject 'Your login link'); `text` and `html` both contain `link`. */
export function loginLinkMail(to: string, link: string): MailMessage {
  const safe = escapeHtml(link);
  return {
    to,
    subject: 'Your login link',
    text: `Open this link to log in: ${link}\nIt expires in 15 minutes and works once. If you did not ask for it, ignore this email.`,
    html: `<p><a href="${safe}">Log in to your account</a></p><p>Or paste this address into your browser:<br>${safe}</p>`
      + '<p>It expires in 15 minutes and works once. If you did not ask for it, ignore this email.</p>',
  };
}

/**
 * The magic link for a stored link code: `returnUrl` without its fragment, plus
 * '#status-magic-link:{codeId}+{token}' (the widget's MagicLink route).
 */
export function magicLink(returnUrl: URL, codeId: string, token: string): string {
  const url = new URL(returnUrl.href);
  url.hash = '';
  return `${url.href}#status-magic-link:${codeId}+${token}`;
}

/** The code sign-in routes; see the file comment for shapes and errors. */
export function authRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  /**
   * Stores a login secret (hash only) for `email`, then mails what `mail(codeId)` builds.
   * On a mail failure the stored code is removed and 502 'email-failed' is thrown.
   * @returns the new code id
   */
  async function issueCode(opts: {
    kind: CodeKind; shopId: string; email: string; uid: string; secret: string; ttlMs: number;
    mail: (codeId: string) => MailMessage; failure: string;
  }): Promise<string> {
    const { hash, salt } = await hashCode(opts.secret);
    const id = randomUUID();
    const now = deps.now();
    await db.query(
      `INSERT INTO login_codes (id, shop_id, kind, email, code_hash, salt, uid, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, opts.shopId, opts.kind, opts.email, hash, salt, opts.uid, new Date(now + opts.ttlMs).toISOString(), new Date(now).toISOString()],
    );
    try {
      await deps.sendMail(opts.mail(id));
    } catch {
      await db.query('DELETE FROM login_codes WHERE id = $1', [id]);
      throw new ApiError(502, 'email-failed', opts.failure);
    }
    return id;
  }

  /**
   * Counts a send for the session, the client address, the address mailed to from this client,
   * and the address mailed to in all (a ceiling one client cannot reach alone, so an attacker on
   * one connection cannot spend a shopper's codes).
   * @throws 429 'too-many-requests' when one of them is over its limit
   */
  async function consumeSend(c: { get(k: 'user'): { uid: string }; get(k: 'clientIp'): string }, shopId: string, email: string): Promise<void> {
    await consume(db, [
      [limitKeys.sendUid(c.get('user').uid), LIMITS.sendPerSession],
      [limitKeys.sendIp(c.get('clientIp')), LIMITS.sendPerIp],
      [limitKeys.sendEmailIp(shopId, email, c.get('clientIp')), LIMITS.sendPerEmailAndIp],
      [limitKeys.sendEmail(shopId, email), LIMITS.sendPerEmail],
    ], deps.now(), 1, tooManyRequests);
  }

  /**
   * Counts `n` checks (listed code ids, or one link) for the session and the client address.
   * @throws 429 'too-many-attempts' when either is over its limit
   */
  async function consumeChecks(c: { get(k: 'user'): { uid: string }; get(k: 'clientIp'): string }, n: number): Promise<void> {
    await consume(db, [
      [limitKeys.checkUid(c.get('user').uid), LIMITS.validatePerSession],
      [limitKeys.checkIp(c.get('clientIp')), LIMITS.validatePerIp],
    ], deps.now(), n, tooManyAttempts);
  }

  /** True when an address among `rows` has reached the per-email ceiling of wrong codes. */
  async function emailLocked(shopId: string, rows: CodeRow[], now: number): Promise<boolean> {
    for (const email of new Set(rows.map((r) => r.email))) {
      if (await hitsOf(db, limitKeys.wrongEmail(shopId, email), LIMITS.wrongPerEmail, now) >= LIMITS.wrongPerEmail.max) return true;
    }
    return false;
  }

  /** One wrong guess on every row (and, for codes, on the per-email ceiling of each row's address). */
  async function recordFailure(shopId: string, rows: CodeRow[], now: number, perEmail: boolean): Promise<void> {
    await db.query('UPDATE login_codes SET attempts = attempts + 1 WHERE id = ANY($1::text[])', [rows.map((r) => r.id)]);
    if (!perEmail) return;
    const perKey = new Map<string, number>();
    for (const row of rows) {
      const key = limitKeys.wrongEmail(shopId, row.email);
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
    }
    if (perKey.size) await addHits(db, [...perKey].map(([key, n]) => [key, LIMITS.wrongPerEmail, n]), now);
  }

  /**
   * Uses up `row` (when still unused and unexpired), finds or creates the shop's Shopify customer
   * for its email (lib/customers.ts) and mints their custom token (uid 'customer-{id}', claims {email, shopId, customerId}).
   * @returns the token, or null when the row was used, expired, or taken by a concurrent call
   */
  async function signIn(shopId: string, row: CodeRow, now: number): Promise<string | null> {
    if (row.used || row.expires_at.getTime() <= now) return null;
    const { id, email } = row;
    const claimed = await db.query('UPDATE login_codes SET used = true WHERE id = $1 AND NOT used RETURNING id', [id]);
    if (!claimed.rows.length) return null;
    try {
      // Shopify may be slow or down: the code is given back when the customer cannot be found or made.
      const customer = await findOrCreateCustomer(deps, shopId, email, { now });
      return await customerCustomToken(deps, shopId, { id: customer.id, email });
    } catch (err) {
      await db.query('UPDATE login_codes SET used = false WHERE id = $1', [id]);
      throw err;
    }
  }

  /** The listed codes of `kind`; with `uid`, only those that session asked for. */
  const selectCodes = (ids: string[], shopId: string, kind: CodeKind, uid: string | null) => db.query<CodeRow>(
    `SELECT id, email, code_hash, salt, used, attempts, expires_at FROM login_codes
     WHERE id = ANY($1::text[]) AND shop_id = $2 AND kind = $3 AND ($4::text IS NULL OR uid = $4::text)`,
    [ids, shopId, kind, uid],
  );

  // `email` and `returnUrl` are checked by checkLoginEmail and checkReturnUrl, whose codes the widget reads.
  app.post('/authentication/create-otc', envelope({ email: z.unknown().optional(), statusId: firebaseUid.nullish() }), async (c) => {
    const body = c.req.valid('json').data;
    const email = checkLoginEmail(body.email);
    await consumeSend(c, body.shopId, email);
    const code = generateCode();
    const codeId = await issueCode({
      kind: 'otc', shopId: body.shopId, email, uid: c.get('user').uid, secret: code, ttlMs: CODE_TTL_MS,
      mail: () => loginCodeMail(email, code),
      failure: "We weren't able to email you a login code. Please try again later.",
    });
    return c.json({ data: { codeId } satisfies CreateCodeResponse });
  });

  app.get('/authentication/create-otc', async (c) => {
    const { rows } = await db.query<{ id: string; email: string; expires_at: Date }>(
      `SELECT id, email, expires_at FROM login_codes
       WHERE uid = $1 AND kind = 'otc' AND NOT used AND expires_at > $2
       ORDER BY created_at DESC, seq DESC LIMIT 1`,
      [c.get('user').uid, new Date(deps.now()).toISOString()],
    );
    const row = rows[0];
    const data: PendingCodeResponse | null = row ? { codeId: row.id, email: row.email, cacheUntil: row.expires_at.getTime() } : null;
    return c.json({ data });
  });

  app.post('/authentication/validate-otc', envelope({
    otp: z.union([z.number(), z.string().max(16)], { error: 'expected the code as a number or a string' }),
    ids: z.array(opaqueId).min(1, { error: `must list 1 to ${MAX_CODE_IDS} code ids` }).max(MAX_CODE_IDS, { error: `must list 1 to ${MAX_CODE_IDS} code ids` }),
  }), async (c) => {
    const body = c.req.valid('json').data;
    const ids = [...new Set(body.ids)];
    await consumeChecks(c, ids.length);
    const now = deps.now();
    const { rows } = await selectCodes(ids, body.shopId, 'otc', c.get('user').uid);
    if (rows.length === 0) throw invalidCode();
    if (await emailLocked(body.shopId, rows, now)) throw tooManyAttempts();
    // Only live codes are hashed: at most MAX_CODE_IDS per call, and the checks limit bounds calls.
    const live = rows.filter((r) => !r.used && r.expires_at.getTime() > now && r.attempts < MAX_ATTEMPTS);
    if (live.length === 0 && rows.some((r) => r.attempts >= MAX_ATTEMPTS)) throw tooManyAttempts();

    const code = normalizeCode(body.otp);
    let match: CodeRow | undefined;
    if (code !== null) {
      for (const row of live) if (!match && await codeMatches(code, row.code_hash, row.salt)) match = row;
    }
    const token = match ? await signIn(body.shopId, match, now) : null;
    if (token) return c.json({ data: { token } satisfies ValidateOtcResponse });
    // Wrong, expired or used: one wrong guess on every live listed code and its address. The
    // wrong code that reaches a code's limit already answers 'Too many attempts.': the shopper
    // learns at once that another guess is no use.
    await recordFailure(body.shopId, live, now, true);
    if (live.some((r) => r.attempts + 1 >= MAX_ATTEMPTS) || await emailLocked(body.shopId, rows, now)) throw tooManyAttempts();
    throw invalidCode();
  });

  app.post('/authentication/create-magic-link', envelope({ email: z.unknown().optional(), statusId: firebaseUid.nullish(), returnUrl: z.unknown().optional() }), async (c) => {
    const body = c.req.valid('json').data;
    const email = checkLoginEmail(body.email);
    const { origins } = await storefrontOf(db, body.shopId);
    const returnUrl = checkReturnUrl(body.returnUrl, origins);
    await consumeSend(c, body.shopId, email);
    const token = randomBytes(MAGIC_LINK_TOKEN_BYTES).toString('base64url');
    const codeId = await issueCode({
      kind: 'magic-link', shopId: body.shopId, email, uid: c.get('user').uid, secret: token, ttlMs: MAGIC_LINK_TTL_MS,
      mail: (id) => loginLinkMail(email, magicLink(returnUrl, id, token)),
      failure: "We weren't able to email you a login link. Please try again later.",
    });
    return c.json({ data: { codeId } satisfies CreateCodeResponse });
  });

  // Any malformed link is the same 'Could not log into your account' to the shopper.
  app.post('/authentication/validate-magic-link', envelope({ codeId: z.unknown().optional(), token: z.unknown().optional() }), async (c) => {
    const body = c.req.valid('json').data;
    const { token } = body;
    const id = opaqueId.safeParse(body.codeId);
    if (!id.success) throw invalidLink();
    const codeId = id.data;
    await consumeChecks(c, 1);
    const now = deps.now();
    // Not bound to the session: a link is often opened on another device than the one that asked.
    const { rows } = await selectCodes([codeId], body.shopId, 'magic-link', null);
    const row = rows[0];
    if (!row || row.attempts >= MAX_ATTEMPTS) throw invalidLink();
    const matches = typeof token === 'string' && token.length > 0 && token.length <= 128
      && await codeMatches(token, row.code_hash, row.salt);
    if (!matches) {
      // Only a wrong token is a guess; a used or expired link with the right token is not.
      await recordFailure(body.shopId, rows, now, false);
      throw invalidLink();
    }
    const customToken = await signIn(body.shopId, row, now);
    if (!customToken) throw invalidLink();
    return c.json({ data: { token: customToken } satisfies ValidateOtcResponse });
  });

  return app;
}
