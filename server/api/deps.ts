/**
 * What the API needs from the outside world, injected into `createApp` so tests can pass fakes
 * (no Firebase emulator, no mail transport, a fixed clock).
 */
import type { Db } from './db/db';
import type { EmbedAppConfig } from './shopify/embed-metafield';
import type { ShopifyAdmin } from './shopify/types';

/** A verified Firebase ID token, reduced to what the routes use. */
export interface AuthUser {
  uid: string;
  /** true for Firebase anonymous sessions (sign_in_provider 'anonymous') */
  isAnonymous: boolean;
  /** the token's email claim, lower-cased by nobody: compare case-insensitively */
  email?: string;
  /** all claims of the token, custom ones (shopId, customerId, email) included */
  claims: Record<string, unknown>;
}

/** One outgoing message; `text` and `html` carry the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ApiDeps {
  /** an open database (PGlite or PostgreSQL, see db/db.ts) with migrations applied (see db/migrations.ts) */
  db: Db;
  /** Verifies a Firebase ID token; rejects (any error) when the token is invalid or expired. */
  verifyIdToken(token: string): Promise<AuthUser>;
  /** Mints a Firebase custom token for `uid` carrying `claims`; the client exchanges it for an ID token. */
  createCustomToken(uid: string, claims: Record<string, unknown>): Promise<string>;
  /**
   * Deletes the Firebase users `uids` (docs/data-retention.md: redaction); a uid with no user is
   * no error, so a retry may name users already deleted. Rejects when Firebase does not delete
   * every one of them, so the redaction's job runs again.
   */
  deleteUsers(uids: string[]): Promise<void>;
  /** Sends one message; rejects when the transport fails. */
  sendMail(message: MailMessage): Promise<void>;
  /** The clock, epoch ms. */
  now(): number;
  /** Admin GraphQL of installed shops (shopify/admin-client.ts `createShopifyAdmin`): everything Shopify owns is read and written through it */
  shopify: ShopifyAdmin;
  /** what the app writes into every shop's app embed about itself: API base, Firebase web config (shopify/embed-metafield.ts) */
  embedApp: EmbedAppConfig;
}

/** Hono environment: what the envelope middleware puts on the context. */
export interface AppEnv {
  Variables: {
    /** set by the auth middleware on every authenticated route */
    user: AuthUser;
    /** the `data` object of a POST/PUT envelope; `{}` for GET and DELETE */
    body: EnvelopeBody;
    /** the client's address (lib/client-ip.ts), for per-address abuse limits */
    clientIp: string;
  };
}

/** The envelope's `data`: shopId always (for POST/PUT), the payload's own fields besides. */
export type EnvelopeBody = { shopId: string; customerId?: string | null; pageCursor?: string | null } & Record<string, unknown>;
