/**
 * Opaque page cursors for keyset paging over (created_at DESC, id DESC): base64url of
 * `{t: epoch ms, id}` of the last row of the previous page.
 */
import { badRequest } from '../errors';

export interface CursorKey { t: number; id: string }

export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * @returns null for a missing cursor (first page)
 * @throws ApiError 400 when the cursor was not made by encodeCursor
 */
export function decodeCursor(cursor: unknown): CursorKey | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  try {
    const key = JSON.parse(Buffer.from(String(cursor), 'base64url').toString('utf8')) as Partial<CursorKey>;
    if (typeof key.t === 'number' && Number.isFinite(key.t) && typeof key.id === 'string') return { t: key.t, id: key.id };
  } catch {
    // fall through
  }
  throw badRequest('Invalid pageCursor.');
}
