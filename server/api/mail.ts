/**
 * Mail through nodemailer, with every sent message kept in the `outbox` table so
 * `GET /dev/outbox` (and tests) can read it back.
 */
import type { Queryable } from './db/db';
import nodemailer from 'nodemailer';
import type { MailMessage } from './deps';

export const MAIL_FROM = 'Demo Shop <no-reply@demo-shop.test>';

/**
 * A `sendMail` for `ApiDeps`: sends with `transport` (default: nodemailer's JSON transport,
 * which builds the message and delivers it nowhere), then stores it in `outbox`.
 * @param now clock, epoch ms, for `sent_at`
 * @throws whatever the transport rejects with; nothing is stored then
 */
export function createOutboxMailer(
  db: Queryable,
  now: () => number,
  transport: nodemailer.Transporter = nodemailer.createTransport({ jsonTransport: true }),
): (message: MailMessage) => Promise<void> {
  return async (message) => {
    const info = (await transport.sendMail({ from: MAIL_FROM, ...message })) as { messageId?: string };
    await db.query(
      'INSERT INTO outbox (to_addr, subject, text, html, message_id, sent_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [message.to, message.subject, message.text, message.html, info.messageId ?? null, new Date(now()).toISOString()],
    );
  };
}
