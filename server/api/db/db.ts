/**
 * The database the API talks to, the same on both engines it runs on: PGlite (embedded
 * PostgreSQL in WASM, the local default) and a PostgreSQL server through `pg` (see pglite.ts,
 * postgres.ts and connect.ts). Values come back alike on both: timestamptz, timestamp and date
 * as `Date`, json/jsonb parsed, int2/int4/float as `number`, numeric as a string, int8
 * (bigint, bigserial, count(*)) as a `number` when it is a safe integer and a `bigint` beyond
 * that, arrays as JS arrays of those. Parameters are `$1, $2, ...`; JS arrays bind to
 * PostgreSQL arrays (`$1::text[]`), `Date`s to timestamps.
 */

/** Rows of one statement, as objects keyed by column name. */
export interface QueryResult<T> { rows: T[] }

/** A row when the caller names no type (as PGlite and pg default it): columns of any type. */
export type Row = { [column: string]: any };

/** What runs SQL: the database itself, or one transaction of it. */
export interface Queryable {
  /**
   * Runs one statement with `$n` parameters (bound, never spliced into the text).
   * @throws the engine's error (a pg `DatabaseError` with `code`, e.g. '23505' unique violation)
   */
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations, DDL, a job queue's locked blocks); the rows of every statement, in order. */
  exec(sql: string): Promise<QueryResult<Row>>;
}

/** An open database. */
export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction on one connection: COMMIT when it resolves, ROLLBACK when it
   * throws (and rethrows). Statements of `fn` go through `tx` only; the database's own
   * `query` may run on another connection meanwhile (PostgreSQL) or wait for the commit (PGlite).
   * @returns what `fn` resolved to
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the database (PGlite) or every pooled connection (PostgreSQL). */
  close(): Promise<void>;
}
