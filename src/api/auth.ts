/**
 * Sign-in calls of the product API (SPEC.md 7 'authentication'). Thin wrappers over `apiCall`:
 * every function resolves to the response's `data` or rejects with an `ApiError` (never anything
 * else); mapping codes to shopper texts is the auth store's job (SPEC.md 8).
 */
import { apiCall } from './client';
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
