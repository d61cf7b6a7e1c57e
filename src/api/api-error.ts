/**
 * The error every API call fails with: a status above 399, a body that is not JSON or
 * has no `data`, a network failure or a timeout, with the translation key screens show
 * (`t(error.messageKey)`). Its own module so client.ts, which throws it, and retry.ts, which
 * client.ts loads lazily and which reads it, both import it without importing each other.
 */
/** A failed API call. `status` 0 means no HTTP answer (network or timeout). */
export class ApiError extends Error {
  // `declare` + assignment: no class-field helpers in the bundle.
  declare readonly status: number;
  /** server error code (number for create-otc's 100/101/102, else a slug), or 'network' | 'timeout' | 'bad-response' */
  declare readonly code: number | string;
  /** translation key for what the shopper sees */
  declare readonly messageKey: string;
  /** the answer's `Retry-After` header (seconds or an HTTP date), when it had one */
  declare readonly retryAfter?: string | null;

  constructor(status: number, code: number | string, messageKey: string, message: string, retryAfter?: string | null) {
    super(message);
    Object.assign(this, { name: 'ApiError', status, code, messageKey, retryAfter });
  }
}
