/**
 * The storefront emulator's mail: what Shopify would email a customer (new customer
 * accounts' sign-in codes) lands in an in-memory outbox, read back by `GET /dev/store-outbox`
 * in the same shape as the API's `/dev/outbox`.
 */

/** One sent message; `sentAt` is an ISO 8601 time. */
export interface StoreMail { to: string; subject: string; text: string; sentAt: string }

const MAX_KEPT = 500;
/** Messages one read returns at most (as the API's outbox). */
export const OUTBOX_LIMIT = 20;

/** In-memory outbox keeping the newest 500 messages. */
export class StoreOutbox {
  private readonly mails: StoreMail[] = [];

  constructor(private readonly now: () => number) {}

  /** Records a message to `to`, sent now. */
  send(mail: Omit<StoreMail, 'sentAt'>): void {
    this.mails.push({ ...mail, sentAt: new Date(this.now()).toISOString() });
    if (this.mails.length > MAX_KEPT) this.mails.shift();
  }

  /** Messages to `to` (case-insensitive; all when omitted), newest first, at most 20. */
  list(to?: string): StoreMail[] {
    const want = to?.toLowerCase();
    const out: StoreMail[] = [];
    for (let i = this.mails.length - 1; i >= 0 && out.length < OUTBOX_LIMIT; i--) {
      const m = this.mails[i]!;
      if (!want || m.to.toLowerCase() === want) out.push(m);
    }
    return out;
  }
}
