/**
 * Production mail: login codes and links go out through the merchant's SMTP server and are not
 * kept anywhere (the local stack's outbox table is for development only).
 */
import nodemailer from 'nodemailer';
import type { MailMessage } from './deps';

/**
 * A `sendMail` for `ApiDeps`.
 * @param url e.g. 'smtps://user:password@smtp.example.com:465'
 * @param from the sender, e.g. 'My Shop <no-reply@shop.example>'
 * @throws whatever the SMTP server refuses (the route answers 502 'email-failed')
 */
export function createSmtpMailer(url: string, from: string, transport = nodemailer.createTransport(url)): (message: MailMessage) => Promise<void> {
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}
