/**
 * Sign-in by one-time code and by magic link (SPEC.md 4, 7, 8):
 *   POST /authentication/create-otc   {email} -> {codeId}; mails a 4-digit code (valid 10 minutes)
 *   GET  /authentication/create-otc   -> PendingCodeResponse | null, the bearer's pending code
 *   POST /authentication/validate-otc {otp, ids} -> {token}, a Firebase custom token
 *   POST /authentication/create-magic-link   {email, statusId, returnUrl} -> {codeId}; mails
 *        '{returnUrl without #fragment}#status-magic-link:{codeId}+{token}' (valid 15 minutes)
 *   POST /authentication/validate-magic-link {codeId, token} -> {token}, a Firebase custom token
 *
 * Both kinds live in `login_codes` (kind 'otc' or 'magic-link') holding only a salted scrypt hash
 * of the secret, single use, with the requesting uid. Wrong codes and wrong link tokens count
 * towards one per-email limit (MAX_ATTEMPTS within LOCKOUT_WINDOW_MS).
 * Errors: 400 100/101/102 (email, see lib/email.ts), 400 'bad-return-url', 400 'invalid-code',
 * 400 'invalid-link' ('Could not log into your account'), 429 'too-many-attempts' ('Too many attempts.'),
 * 502 'email-failed'.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type {
  CreateCodeResponse, PendingCodeResponse, ValidateOtcResponse,
} from '../../../src/api/types';
import type { ApiDeps, AppEnv, MailMessage } from '../deps';
import { ApiError, badRequest } from '../errors';
import { CODE_TTL_MS, LOCKOUT_WINDOW_MS, MAX_ATTEMPTS, codeMatches, generateCode, hashCode, normalizeCode } from '../lib/codes';
import { findOrCreateCustomer } from '../lib/customers';
import { checkLoginEmail } from '../lib/email';
import { checkReturnUrl, storefrontOf } from '../lib/shops';

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

  /** @throws 429 too-many-attempts when any of `emails` hit the wrong-attempt limit, or any row did */
  async function assertNotLocked(shopId: string, rows: CodeRow[], now: number): Promise<void> {
    const emails = [...new Set(rows.map((r) => r.email))];
    const failures = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_failures WHERE shop_id = $1 AND email = ANY($2::text[]) AND failed_at > $3',
      [shopId, emails, new Date(now - LOCKOUT_WINDOW_MS).toISOString()],
    );
    if (failures.rows[0].n >= MAX_ATTEMPTS || rows.some((r) => r.attempts >= MAX_ATTEMPTS)) throw tooManyAttempts();
  }

  /** Counts one failed attempt on every row and once for every distinct email among them. */
  async function recordFailure(shopId: string, rows: CodeRow[], now: number): Promise<void> {
    await db.query('UPDATE login_codes SET attempts = attempts + 1 WHERE id = ANY($1::text[])', [rows.map((r) => r.id)]);
    for (const email of new Set(rows.map((r) => r.email))) {
      await db.query('INSERT INTO login_failures (shop_id, email, failed_at) VALUES ($1, $2, $3)', [shopId, email, new Date(now).toISOString()]);
    }
  }

  /**
   * Uses up `row` (when still unused and unexpired), finds or creates the shop's customer for its
   * email and mints their custom token (uid 'customer-{id}', claims {email, shopId, customerId}).
   * @returns the token, or null when the row was used, expired, or taken by a concurrent call
   */
  async function signIn(shopId: string, row: CodeRow, now: number): Promise<string | null> {
    if (row.used || row.expires_at.getTime() <= now) return null;
    const { id, email } = row;
    const customer = await db.transaction(async (tx) => {
      const claimed = await tx.query('UPDATE login_codes SET used = true WHERE id = $1 AND NOT used RETURNING id', [id]);
      return claimed.rows.length ? findOrCreateCustomer(tx, shopId, email, { now }) : null;
    });
    if (!customer) return null;
    try {
      return await deps.createCustomToken(`customer-${customer.id}`, { email, shopId, customerId: customer.id });
    } catch (err) {
      await db.query('UPDATE login_codes SET used = false WHERE id = $1', [id]);
      throw err;
    }
  }

  const selectCodes = (ids: string[], shopId: string, kind: CodeKind) => db.query<CodeRow>(
    `SELECT id, email, code_hash, salt, used, attempts, expires_at FROM login_codes
     WHERE id = ANY($1::text[]) AND shop_id = $2 AND kind = $3`,
    [ids, shopId, kind],
  );

  app.post('/authentication/create-otc', async (c) => {
    const body = c.get('body');
    const email = checkLoginEmail(body.email);
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

  app.post('/authentication/validate-otc', async (c) => {
    const body = c.get('body');
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_CODE_IDS || !ids.every((i) => typeof i === 'string')) {
      throw badRequest(`ids must list 1 to ${MAX_CODE_IDS} code ids.`);
    }
    const now = deps.now();
    const { rows } = await selectCodes(ids, body.shopId, 'otc');
    if (rows.length === 0) throw invalidCode();
    await assertNotLocked(body.shopId, rows, now);

    const code = normalizeCode(body.otp);
    let match: CodeRow | undefined;
    if (code !== null) {
      for (const row of rows) if (await codeMatches(code, row.code_hash, row.salt)) match = row;
    }
    const token = match ? await signIn(body.shopId, match, now) : null;
    if (token) return c.json({ data: { token } satisfies ValidateOtcResponse });
    // Wrong, expired or used: one failed attempt on every listed code and for every email. The
    // wrong code that reaches the limit already answers 'Too many attempts.' (issue 2).
    await recordFailure(body.shopId, rows, now);
    await assertNotLocked(body.shopId, rows, now);
    throw invalidCode();
  });

  app.post('/authentication/create-magic-link', async (c) => {
    const body = c.get('body');
    const email = checkLoginEmail(body.email);
    const { origin } = await storefrontOf(db, body.shopId);
    const returnUrl = checkReturnUrl(body.returnUrl, origin);
    const token = randomBytes(MAGIC_LINK_TOKEN_BYTES).toString('base64url');
    const codeId = await issueCode({
      kind: 'magic-link', shopId: body.shopId, email, uid: c.get('user').uid, secret: token, ttlMs: MAGIC_LINK_TTL_MS,
      mail: (id) => loginLinkMail(email, magicLink(returnUrl, id, token)),
      failure: "We weren't able to email you a login link. Please try again later.",
    });
    return c.json({ data: { codeId } satisfies CreateCodeResponse });
  });

  app.post('/authentication/validate-magic-link', async (c) => {
    const body = c.get('body');
    const { codeId, token } = body;
    if (typeof codeId !== 'string' || codeId === '') throw invalidLink();
    const now = deps.now();
    const { rows } = await selectCodes([codeId], body.shopId, 'magic-link');
    const row = rows[0];
    if (!row) throw invalidLink();
    await assertNotLocked(body.shopId, rows, now);
    const matches = typeof token === 'string' && token.length > 0 && token.length <= 128
      && await codeMatches(token, row.code_hash, row.salt);
    if (!matches) {
      // Only a wrong token is a guess; a used or expired link with the right token is not.
      await recordFailure(body.shopId, rows, now);
      throw invalidLink();
    }
    const customToken = await signIn(body.shopId, row, now);
    if (!customToken) throw invalidLink();
    return c.json({ data: { token: customToken } satisfies ValidateOtcResponse });
  });

  return app;
}
