/**
 * Sign-in calls of the product API (docs/product.md#product-api 'authentication'). Thin wrappers over `apiCall`:
 * every function resolves to the response's `data` or rejects with an `ApiError` (never anything
 * else); mapping codes to shopper texts is the auth store's job (docs/product.md#error-messages).
 */
import { apiCall } from './call';
import type { CreateCodeRequest, CreateCodeResponse, ValidateOtcRequest, ValidateOtcResponse } from './types';

/**
 * `POST /authentication/create-otc`: e-mails a 4-digit login code to `email`. `statusId` is the
 * current (usually anonymous) Firebase uid.
 * @throws ApiError; `code` 100 or 102 = invalid e-mail, 101 = e-mail format, others = mail failed
 */
export function createOtc(request: CreateCodeRequest): Promise<CreateCodeResponse> {
  return apiCall<CreateCodeResponse>('POST', '/authentication/create-otc', request);
}

/**
 * `POST /authentication/validate-otc` with `{otp, ids}` (the code as a number and every codeId
 * sent for this e-mail); resolves to a Firebase custom token.
 * @throws ApiError; status 400 ('invalid-code') = wrong code, 429 ('too-many-attempts') = locked
 */
export function validateOtc(request: ValidateOtcRequest): Promise<ValidateOtcResponse> {
  return apiCall<ValidateOtcResponse>('POST', '/authentication/validate-otc', request);
}

/** `POST /authentication/create-magic-link` body: the address, the current uid, and the page to come back to. */
export interface CreateMagicLinkRequest { email: string; statusId: string; returnUrl: string }

/**
 * `POST /authentication/create-magic-link`: e-mails a sign-in link that comes back to `returnUrl`
 * with `#status-magic-link:{codeId}+{token}`. `statusId` is the current (usually anonymous) uid.
 * @throws ApiError; `code` 100/101/102 as for create-otc, others = mail failed
 */
export function createMagicLink(request: CreateMagicLinkRequest): Promise<CreateCodeResponse> {
  return apiCall<CreateCodeResponse>('POST', '/authentication/create-magic-link', request);
}

/**
 * `POST /authentication/validate-magic-link` with the link's `{codeId, token}`; resolves to a
 * Firebase custom token. A link works once.
 * @throws ApiError; status 400 ('invalid-link') = a bad, expired or used link
 */
export function validateMagicLink(request: { codeId: string; token: string }): Promise<ValidateOtcResponse> {
  return apiCall<ValidateOtcResponse>('POST', '/authentication/validate-magic-link', request);
}
