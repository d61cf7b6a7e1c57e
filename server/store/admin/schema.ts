/**
 * The executable Admin GraphQL schema: schema.graphql (the committed SDL) built by graphql-js,
 * executed with root resolvers over the shop's data (queries.ts, *-mutations.ts, views.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, execute, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import { addressMutations } from './address-mutations';
import { customerMutations } from './customer-mutations';
import { otherMutations } from './other-mutations';
import { queryRoot } from './queries';
import type { ShopStore } from './shop-store';
import type { AdminContext } from './themes';

/** The schema of schema.graphql, built once. */
export const ADMIN_SCHEMA: GraphQLSchema = buildSchema(readFileSync(join(import.meta.dirname, 'schema.graphql'), 'utf8'));

/** Shopify's error codes for graphql-js's validation messages. */
const CODES: [RegExp, string][] = [
  [/^Cannot query field/, 'undefinedField'],
  [/^Unknown argument/, 'argumentNotAccepted'],
  [/^Field ".*" argument ".*" of type ".*" is required/, 'missingRequiredArguments'],
  [/^Variable ".*" of required type|^Variable ".*" got invalid value/, 'variableMismatch'],
  [/^Unknown type/, 'undefinedType'],
  [/^Expected value of type|cannot represent/, 'argumentLiteralsIncompatible'],
  [/^Syntax Error/, 'parseError'],
];

/** A graphql-js error as Shopify answers it: message, locations, path, extensions.code. */
export function errorJson(e: GraphQLError) {
  const json = e.toJSON();
  const code = json.extensions?.code ?? CODES.find(([re]) => re.test(e.message))?.[1] ?? 'GRAPHQL_VALIDATION_FAILED';
  return { ...json, extensions: { ...json.extensions, code } };
}

/** A parsed and validated request, or the errors graphql-js gives (syntax or validation). */
export function prepare(query: string): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (err) {
    return { errors: [err as GraphQLError] };
  }
  const errors = validate(ADMIN_SCHEMA, document);
  return errors.length ? { errors } : { document };
}

/**
 * Runs a validated document against the shop's data. `scopes` are the access token's granted
 * scopes (comma-separated): fields that need a scope the token lacks answer ACCESS_DENIED.
 */
export async function run(store: ShopStore, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | undefined, scopes = ''): Promise<ExecutionResult> {
  const rootValue = { ...queryRoot(store), ...customerMutations(store), ...addressMutations(store), ...otherMutations(store) };
  const contextValue: AdminContext = { scopes };
  return execute({ schema: ADMIN_SCHEMA, document, rootValue, contextValue, variableValues: variables, operationName });
}
