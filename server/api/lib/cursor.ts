/**
 * Opaque page cursors for keyset paging over (created_at DESC, id DESC): base64url of
 * `{t: epoch ms, id}` of the last row of the previous page.
 */
export interface CursorKey { t: number; id: string }

/**
 * Earliest and latest cursor times, epoch ms: 0001-01-01 to 9999-12-31 UTC, the years an ISO
 * date writes with four digits. A JS Date reaches further, but PostgreSQL refuses its signed
 * six-digit years ('+275760-09-13T00:00:00.000Z').
 */
export const MIN_CURSOR_TIME = -62_135_596_800_000;
export const MAX_CURSOR_TIME = 253_402_300_799_999;
/** Longest accepted cursor text, characters. */
export const MAX_CURSOR_LENGTH = 512;

const CURSOR_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * Decodes a cursor made by `encodeCursor`. Pure, never throws.
 * @returns the key, with `t` an integer within MIN_CURSOR_TIME..MAX_CURSOR_TIME and `id` 1-128
 *   characters of [A-Za-z0-9._:-]; null for anything else
 */
export function parseCursor(cursor: string): CursorKey | null {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorKey> | null;
    const { t, id } = key ?? {};
    if (Number.isInteger(t) && t! >= MIN_CURSOR_TIME && t! <= MAX_CURSOR_TIME && typeof id === 'string' && CURSOR_ID.test(id)) {
      return { t: t!, id };
    }
  } catch {
    // not JSON: fall through
  }
  return null;
}

