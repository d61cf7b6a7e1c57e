/**
 * A PostgreSQL server through `pg` (node-postgres): a connection pool, with result parsers set
 * so values come back as PGlite returns them (see db.ts).
 */
import pg from 'pg';
import type { Db, Queryable } from './db';

const INT8 = 20;
const TEXT_ARRAY = 1009;
const INT8_ARRAY = 1016;
const DATE = 1082;
const DATE_ARRAY = 1182;

/**
 * int8 text to a number when it is a safe integer, else a bigint: what PGlite does, so
 * bigserial ids (outbox.id, login_codes.seq) and count(*) are plain numbers on both engines.
 */
export function parseInt8(text: string): number | bigint {
  const n = BigInt(text);
  return n < BigInt(Number.MIN_SAFE_INTEGER) || n > BigInt(Number.MAX_SAFE_INTEGER) ? n : Number(n);
}

/** date text to a `Date` at UTC midnight (PGlite's `new Date(text)`), ±Infinity for ±infinity. */
export function parseDate(text: string): Date | number {
  return text === 'infinity' ? Infinity : text === '-infinity' ? -Infinity : new Date(text);
}

/** Applies `parse` to every element of an array pg-types has already split (nested for multi-dimensional arrays). */
const mapArray = (parse: (text: string) => unknown) => {
  const each = (v: unknown): unknown => (Array.isArray(v) ? v.map(each) : v === null ? null : parse(v as string));
  return (split: unknown) => each(split);
};

/** pg-types' own parser for an oid, typed for oids its `TypeId` enum does not list (arrays). */
const builtinParser = pg.types.getTypeParser as (oid: number, format: 'text') => (text: string) => unknown;
// text[]'s parser splits any array literal into (nested) strings and nulls.
const textArray = builtinParser(TEXT_ARRAY, 'text');
const int8Array = mapArray(parseInt8);
const dateArray = mapArray(parseDate);

/** pg's text parsers, but int8 and date (and their arrays) as PGlite parses them. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === undefined || format === 'text') {
      if (oid === INT8) return parseInt8;
      if (oid === DATE) return parseDate;
      if (oid === INT8_ARRAY) return (text: string) => int8Array(textArray(text));
      if (oid === DATE_ARRAY) return (text: string) => dateArray(textArray(text));
    }
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query(sql, params) {
      const { rows } = await target.query(sql, params);
      return { rows };
    },
    async exec(sql) {
      // Without parameters pg uses the simple query protocol, which runs several statements and
      // answers one result per statement (an array) when there are several.
      const answer: pg.QueryResult | pg.QueryResult[] = await target.query(sql);
      return { rows: (Array.isArray(answer) ? answer : [answer]).flatMap((r) => r.rows ?? []) };
    },
  };
}

/**
 * Connects to the PostgreSQL server at `url` ('postgres://user:password@host:port/database').
 * Connections open lazily; the first query rejects when the server cannot be reached.
 * @param max most connections held at once (pg's default is 10)
 */
export function openPostgres(url: string, opts: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, types, max: opts.max });
  // An idle connection that the server drops (restart, idle timeout) emits 'error' on the pool;
  // without a listener that would end the process. The pool discards it and opens another.
  pool.on('error', (err) => console.error(`PostgreSQL: idle connection lost: ${err.message}`));
  // pool.end() resolves once it has asked every connection to end, not once they have: count
  // them, so close() returns when the server has seen every one go (a DROP DATABASE may follow).
  let connections = 0;
  let allEnded: (() => void) | undefined;
  pool.on('connect', () => { connections++; });
  pool.on('remove', () => {
    if (--connections === 0) allEnded?.();
  });
  return {
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        // A connection that cannot even roll back is not handed to the next caller.
        await client.query('ROLLBACK').catch((e: Error) => { broken = e; });
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      const ended = new Promise<void>((resolve) => { allEnded = resolve; });
      await pool.end();
      if (connections > 0) await ended;
    },
  };
}
