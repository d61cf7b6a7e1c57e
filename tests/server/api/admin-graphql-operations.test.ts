// @vitest-environment node
// Every Admin GraphQL operation the app sends is valid against Shopify's published Admin schema
// of the API version the app declares, uses no deprecated field or argument, and is affordable.
// The operations are found in the sources (server/api, and admin/ should the merchant's admin
// ever call Admin GraphQL itself): every string that starts with `query`/`mutation` or follows a
// `/* GraphQL */` comment, then read as the modules export them (with their fragments filled in).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  buildClientSchema, Kind, NoDeprecatedCustomRule, parse, specifiedRules, validate, validateSchema, type DocumentNode, type OperationDefinitionNode,
} from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../../../server/api/shopify/api';
import { readAppConfig } from '../../../server/store/admin/app-config';
import { queryCost } from '../../../server/store/admin/cost';
import { adminIntrospection, adminSchema } from '../../../server/store/admin/shopify-schema';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCE_DIRS = ['server/api', 'admin'];

/** An operation written in a source file: its file, line and name (null for an anonymous one). */
interface Found { file: string; line: number; name: string | null }

/** The start of an operation: its keyword, its name if it has one, then its variables, directives or selections. */
const OPERATION = /^\s*(query|mutation|subscription)(?:\s+([A-Za-z_]\w*))?\s*[({@]/;

/**
 * The GraphQL operations written in `text` (a TypeScript source): string and template literals
 * that start with an operation keyword, or that a `/* GraphQL *\/` comment marks (fragments and
 * other text behind such a comment are not operations and are left out).
 */
export function operationsIn(file: string, text: string): Found[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text
      : ts.isTemplateExpression(node) ? node.head.text : null;
    if (literal !== null) {
      // a comment on the literal's own line is, to TypeScript, trailing trivia of the token before it
      const comments = [...ts.getLeadingCommentRanges(text, node.pos) ?? [], ...ts.getTrailingCommentRanges(text, node.pos) ?? []];
      const marked = comments.some((c) => /^\/\*\s*GraphQL\s*\*\/$/i.test(text.slice(c.pos, c.end)));
      const m = OPERATION.exec(literal);
      if (m || (marked && /^\s*\{/.test(literal))) {
        found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, name: m?.[2] ?? null });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((f) => !f.split('/').includes('node_modules'));
}

const operationsOf = (document: DocumentNode) =>
  document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** Every operation the app's sources write, and the text each is sent as (by operation name). */
async function appOperations(): Promise<{ found: Found[]; texts: Map<string, string> }> {
  const found = SOURCE_DIRS.flatMap(sourceFiles).flatMap((f) => operationsIn(f, readFileSync(join(ROOT, f), 'utf8')));
  const texts = new Map<string, string>();
  for (const file of new Set(found.map((f) => f.file))) {
    const exports = await import(join(ROOT, file)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (typeof value !== 'string' || !OPERATION.test(value)) continue;
      for (const op of operationsOf(parse(value))) if (op.name) texts.set(op.name.value, value);
    }
  }
  return { found, texts };
}

const { found, texts } = await appOperations();
const schema = adminSchema(API_VERSION);
const RULES = [...specifiedRules, NoDeprecatedCustomRule];

describe(`the app's Admin GraphQL operations against Shopify's published schema (${API_VERSION})`, () => {
  it('declares one API version everywhere, and its published schema is committed', () => {
    expect(readAppConfig().apiVersion).toBe(API_VERSION);
    expect(readFileSync(join(ROOT, 'server/api/config.ts'), 'utf8')).toContain(`.default('${API_VERSION}')`);
    expect(schema.getQueryType()?.name).toBe('QueryRoot');
  });

  it('finds the operations of orders, products, prices, markets, customers, addresses, the shop, the install and the admin', () => {
    expect(found.length).toBeGreaterThanOrEqual(20);
    for (const name of ['CustomerOrders', 'Order', 'OrderCancel', 'ProductCards', 'ProductPrices', 'ShopMarkets', 'RecentOrderProducts', 'ShopCountries', 'CustomerProfile',
      'CustomerCreate', 'AddressCreate', 'AppInstallation', 'EmbedMetafieldSet', 'AdminOverview', 'AdminSampleProducts']) {
      expect(texts.has(name), name).toBe(true);
    }
  });

  it('can read every operation it finds: each is named, and its module exports it', () => {
    const unnamed = found.filter((f) => f.name === null).map((f) => `${f.file}:${f.line}`);
    const unexported = found.filter((f) => f.name !== null && !texts.has(f.name)).map((f) => `${f.file}:${f.line} ${f.name}`);
    expect({ unnamed, unexported }).toEqual({ unnamed: [], unexported: [] });
  });

  it('sends only operations Shopify accepts, with no deprecated field, argument or enum value', () => {
    const problems = [...texts].flatMap(([name, text]) => validate(schema, parse(text), RULES).map((e) => `${name}: ${e.message}`));
    expect(problems).toEqual([]);
  });

  // Shopify refuses a query whose requested cost is above 1000 points, and every point requested
  // comes out of the shop's bucket before the query runs (the local Shopify counts as Shopify does).
  it('asks at most 1000 points per operation, the Orders page, a 50-product batch and the profile with its 50 addresses included', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `gid://shopify/Product/${7001 + i}`);
    const variables = { first: 10, ids, customerId: 'gid://shopify/Customer/9001', id: 'gid://shopify/Order/1', query: 'email:a@b.c' };
    const costs = Object.fromEntries([...texts].map(([name, text]) => [name, queryCost(schema, parse(text), variables, name)]));
    for (const [name, cost] of Object.entries(costs)) expect(cost, name).toBeLessThanOrEqual(1000);
    console.info('requested query costs:', JSON.stringify(costs));
    expect(costs.CustomerOrders).toBeLessThanOrEqual(600);
  });

  it('would catch a field Shopify does not have, a deprecated field and a deprecated argument', () => {
    const messages = (text: string) => validate(schema, parse(text), RULES).map((e) => e.message);
    expect(messages('query { customer(id: "gid://shopify/Customer/1") { acceptsMarketing } }')).toHaveLength(1);
    expect(messages('query { customer(id: "gid://shopify/Customer/1") { email } }')).toEqual([expect.stringContaining('Customer.email is deprecated')]);
    expect(messages('mutation { orderCancel(orderId: "gid://shopify/Order/1", reason: CUSTOMER, refund: true, restock: true) { job { id } } }'))
      .toEqual([expect.stringContaining('orderCancel(refund:)" is deprecated')]);
  });

  it('would find an operation that only a /* GraphQL */ comment marks, and an unnamed one', () => {
    const text = 'const a = /* GraphQL */ `{ shop { name } }`;\nconst b = `mutation Save($x: ID!) { tagsAdd(id: $x, tags: []) { node { id } } }`;\nconst c = "queryString";';
    expect(operationsIn('x.ts', text)).toEqual([{ file: 'x.ts', line: 1, name: null }, { file: 'x.ts', line: 2, name: 'Save' }]);
  });

  // The committed file is Shopify's schema as published. graphql-js 17 checks one rule Shopify's
  // schema breaks (a deprecated field implementing an interface field that is not), which is why
  // the local Shopify builds it with assumeValid; nothing else may be wrong with it.
  it("is Shopify's schema as published, whose only faults are deprecated implementations of interface fields", () => {
    const errors = validateSchema(buildClientSchema(adminIntrospection(API_VERSION)));
    expect(errors.length).toBeLessThanOrEqual(10);
    for (const e of errors) expect(e.message).toMatch(/^Interface field \S+ is not deprecated, so implementation field \S+ must not be deprecated\.$/);
  });
});
