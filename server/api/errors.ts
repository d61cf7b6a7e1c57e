/**
 * API failures. Routes throw `ApiError`; `createApp`'s error handler turns it into
 * `status` with `{error: {code, message}}` (src/api/types.ts `ApiErrorBody`).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  /**
   * @param status HTTP status, > 399
   * @param code numeric (100/101/102 for code and link requests, docs/product.md#error-messages) or a slug such
   * as 'invalid-code'
   * @param message English text for logs and fallbacks
   */
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number | string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 'invalid-argument': the request is malformed. */
export const badRequest = (message: string) => new ApiError(400, 'invalid-argument', message);
/** 401 'unauthenticated': no valid bearer token, or the call needs a signed-in customer. */
export const unauthenticated = (message = 'Sign in required.') => new ApiError(401, 'unauthenticated', message);
/** 403 'permission-denied': the signed-in user may not do this. */
export const forbidden = (message: string) => new ApiError(403, 'permission-denied', message);
/** 404 'not-found'. */
export const notFound = (message = 'Not found.') => new ApiError(404, 'not-found', message);
/** 409 with a slug such as 'not-cancelable': the request is fine but the resource's state forbids it. */
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
