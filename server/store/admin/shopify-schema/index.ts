/**
 * Shopify's published Admin API schemas, one per API version: the introspection results that the
 * registry package @shopify/dev-mcp publishes (README.md here; extract.sh re-extracts one),
 * committed gzipped as `admin_<version>.json.gz` and built with graphql-js's `buildClientSchema`
 * once per version per process (2026-07: about 0.2 s to gunzip, parse and build; 13 MB of heap kept, the process grows by about 50 MB).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

const DIR = import.meta.dirname;
const VERSION = /^(\d{4}-\d{2}|unstable)$/;
const built = new Map<string, GraphQLSchema>();

/** The committed file of `version`'s schema, or null when none is committed. */
export function adminSchemaFile(version: string): string | null {
  if (!VERSION.test(version)) return null;
  const file = join(DIR, `admin_${version}.json.gz`);
  return existsSync(file) ? file : null;
}

/**
 * The introspection result of `version` as published (`{__schema}`).
 * @throws Error when no schema of that version is committed or the file is not an introspection result
 */
export function adminIntrospection(version: string): IntrospectionQuery {
  const file = adminSchemaFile(version);
  if (!file) throw new Error(`No Admin API schema of version '${version}' is committed in ${DIR} (extract.sh adds one).`);
  const parsed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { data?: IntrospectionQuery };
  if (!parsed.data?.__schema) throw new Error(`${file} is not a GraphQL introspection result.`);
  return parsed.data;
}

/**
 * Shopify's Admin API schema of `version`, built on first use and kept for the process.
 * `assumeValid`: the schema is Shopify's as published; graphql-js 17 adds a schema rule that it
 * breaks in six places (a deprecated `id`, `metafield` or `hasTimelineComment` on a type whose
 * interface's field is not deprecated), which changes nothing for validating or running
 * operations (tests/server/api/admin-graphql-operations.test.ts checks that these are the only
 * schema errors).
 * @throws Error when no schema of that version is committed
 */
export function adminSchema(version: string): GraphQLSchema {
  let schema = built.get(version);
  if (!schema) {
    schema = buildClientSchema(adminIntrospection(version), { assumeValid: true });
    built.set(version, schema);
  }
  return schema;
}
