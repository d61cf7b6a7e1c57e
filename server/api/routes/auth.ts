/**
 * Sign-in by one-time code (SPEC.md 4, 7, 8):
 *   POST /authentication/create-otc   {email} -> {codeId}; mails a 4-digit code
 *   GET  /authentication/create-otc   -> PendingCodeResponse | null, the bearer's pending code
 *   POST /authentication/validate-otc {otp, ids} -> {token}, a Firebase custom token
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type {
  CreateCodeResponse, PendingCodeResponse, ValidateOtcResponse,
} from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { ApiError, badRequest } from '../errors';
import { CODE_TTL_MS, LOCKOUT_WINDOW_MS, MAX_ATTEMPTS, codeMatches, generateCode, hashCode, normalizeCode } from '../lib/codes';
import { findOrCreateCustomer } from '../lib/customers';
import { checkLoginEmail } from '../lib/email';

/** The most code ids one validate-otc call may list. */
export const MAX_CODE_IDS = 10;

const invalidCode = () => new ApiError(400, 'invalid-code', 'The code you entered is incorrect');
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
export function loginCodeMail(to: string, code: string) {
  return {
    to,
    subject: 'Your login code',
    text: `Your login code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
    html: `<p>Your login code is</p><p style="font-size:28px;letter-spacing:6px"><strong>${code}</strong></p>`
      + '<p>It expires in 10 minutes. If you did not ask for it, ignore this email.</p>',
  };
}

/** The code sign-in routes; see the file comment for shapes and errors (400 100/101/102, 400 invalid-code, 429 too-many-attempts, 502 email-failed). */
export function authRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.post('/authentication/create-otc', async (c) => {
    const body = c.get('body');
    const email = checkLoginEmail(body.email);
    const code = generateCode();
    const { hash, salt } = await hashCode(code);
    const id = randomUUID();
    const now = deps.now();
    await db.query(
      `INSERT INTO login_codes (id, shop_id, kind, email, code_hash, salt, uid, expires_at, created_at)
       VALUES ($1, $2, 'otc', $3, $4, $5, $6, $7, $8)`,
      [id, body.shopId, email, hash, salt, c.get('user').uid, new Date(now + CODE_TTL_MS).toISOString(), new Date(now).toISOString()],
    );
    try {
      await deps.sendMail(loginCodeMail(email, code));
    } catch {
      await db.query('DELETE FROM login_codes WHERE id = $1', [id]);
      throw new ApiError(502, 'email-failed', "We weren't able to email you a login code. Please try again later.");
    }
    return c.json({ data: { codeId: id } satisfies CreateCodeResponse });
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
    const { rows } = await db.query<CodeRow>(
      `SELECT id, email, code_hash, salt, used, attempts, expires_at FROM login_codes
       WHERE id = ANY($1::text[]) AND shop_id = $2 AND kind = 'otc'`,
      [ids, body.shopId],
    );
    if (rows.length === 0) throw invalidCode();
    const emails = [...new Set(rows.map((r) => r.email))];
    const failures = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_failures WHERE shop_id = $1 AND email = ANY($2::text[]) AND failed_at > $3',
      [body.shopId, emails, new Date(now - LOCKOUT_WINDOW_MS).toISOString()],
    );
    if (failures.rows[0].n >= MAX_ATTEMPTS || rows.some((r) => r.attempts >= MAX_ATTEMPTS)) throw tooManyAttempts();

    const code = normalizeCode(body.otp);
    let match: CodeRow | undefined;
    if (code !== null) {
      for (const row of rows) if (await codeMatches(code, row.code_hash, row.salt)) match = row;
    }
    if (match && !match.used && match.expires_at.getTime() > now) {
      const { id, email } = match;
      const customer = await db.transaction(async (tx) => {
        const claimed = await tx.query('UPDATE login_codes SET used = true WHERE id = $1 AND NOT used RETURNING id', [id]);
        return claimed.rows.length ? findOrCreateCustomer(tx, body.shopId, email, { now }) : null;
      });
      if (customer) {
        try {
          const token = await deps.createCustomToken(`customer-${customer.id}`, {
            email, shopId: body.shopId, customerId: customer.id,
          });
          return c.json({ data: { token } satisfies ValidateOtcResponse });
        } catch (err) {
          await db.query('UPDATE login_codes SET used = false WHERE id = $1', [id]);
          throw err;
        }
      }
    }
    // Wrong, expired or used: one failed attempt on every listed code and for every email.
    await db.query('UPDATE login_codes SET attempts = attempts + 1 WHERE id = ANY($1::text[])', [rows.map((r) => r.id)]);
    for (const email of emails) {
      await db.query('INSERT INTO login_failures (shop_id, email, failed_at) VALUES ($1, $2, $3)', [body.shopId, email, new Date(now).toISOString()]);
    }
    throw invalidCode();
  });

  return app;
}
