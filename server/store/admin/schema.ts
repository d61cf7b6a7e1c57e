/**
 * The Admin GraphQL API as the local Shopify runs it: Shopify's published schema of the API
 * version asked for (shopify-schema/), executed over the shop's data by root resolvers
 * (queries.ts, *-mutations.ts) that answer views (views.ts, themes.ts): plain objects whose own
 * properties are the fields they resolve. A field a view does not carry answers a GraphQL error
 * naming it ("The local Shopify does not resolve Shop.billingAddress"), never a silent null, so
 * an operation passes here only with fields the local Shopify really answers.
 */
import {
  execute, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLError, type GraphQLFieldResolver, type GraphQLSchema,
} from 'graphql';
import { addressMutations } from './address-mutations';
import { customerMutations } from './customer-mutations';
import { notResolved } from './not-resolved';
import { otherMutations } from './other-mutations';
import { queryRoot } from './queries';
import { adminSchema, adminSchemaFile } from './shopify-schema';
import type { ShopStore } from './shop-store';
import type { AdminContext } from './themes';

/**
 * The schema that serves a request to `/admin/api/{requested}/graphql.json`: that version's when
 * its published schema is committed, otherwise `declared` (the app's API version in
 * shopify.app.toml), as Shopify serves a version it does not support with one it does.
 * @returns the version served (Shopify names it in `X-Shopify-API-Version`) and its schema
 * @throws Error when neither version's schema is committed
 */
export function schemaFor(requested: string, declared: string): { version: string; schema: GraphQLSchema } {
  const version = adminSchemaFile(requested) ? requested : declared;
  return { version, schema: adminSchema(version) };
}

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

/** A parsed request valid against `schema`, or the errors graphql-js gives (syntax or validation). */
export function prepare(schema: GraphQLSchema, query: string): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (err) {
    return { errors: [err as GraphQLError] };
  }
  const errors = validate(schema, document);
  return errors.length ? { errors } : { document };
}

/**
 * Every field's resolver: the parent's own property of the field's name, called with
 * `(args, context, info)` when it is a function. A parent without that own property is a field
 * of Shopify's schema the local Shopify does not serve: the error names it (type.field), and
 * graphql-js nulls the nearest nullable parent as Shopify does for a failed field.
 * Adding a field to a view (views.ts) is all it takes to serve it.
 */
export const viewFieldResolver: GraphQLFieldResolver<unknown, AdminContext, Record<string, unknown>> = (source, args, context, info) => {
  if (source !== null && typeof source === 'object' && Object.hasOwn(source, info.fieldName)) {
    const value = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).call(source, args, context, info) : value;
  }
  throw notResolved(`${info.parentType.name}.${info.fieldName}`);
};

/**
 * Runs a document already valid against `schema` over the shop's data. `scopes` are the access
 * token's granted scopes (comma-separated): fields that need a scope the token lacks answer
 * ACCESS_DENIED, and orders older than 60 days stay hidden without `read_all_orders`.
 */
export async function run(
  store: ShopStore, schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined,
  operationName: string | undefined, scopes = '',
): Promise<ExecutionResult> {
  const rootValue = { ...queryRoot(store), ...customerMutations(store), ...addressMutations(store), ...otherMutations(store) };
  const contextValue: AdminContext = { scopes };
  return execute({ schema, document, rootValue, contextValue, variableValues: variables, operationName, fieldResolver: viewFieldResolver });
}
