/** Shopify's global ids: `gid://shopify/{Type}/{id}`, MailingAddress with `?model_name=CustomerAddress`. */
import { GraphQLError } from 'graphql';

/** The GID of a `type` with numeric id `id`; customer addresses carry Shopify's model_name query. */
export function gid(type: string, id: number | string): string {
  return type === 'MailingAddress' ? `gid://shopify/MailingAddress/${id}?model_name=CustomerAddress` : `gid://shopify/${type}/${id}`;
}

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d{1,15})(\?.*)?$/;

/**
 * The type and numeric id of a GID.
 * @throws GraphQLError 'Invalid global id' (as Shopify answers a malformed id)
 */
export function parseGid(value: string): { type: string; id: number } {
  const m = GID.exec(value);
  if (!m) throw new GraphQLError(`Invalid global id '${value}'`, { extensions: { code: 'argumentLiteralsIncompatible' } });
  return { type: m[1]!, id: Number(m[2]) };
}

/** The numeric id of a GID of `type`, or null when it names another type. @throws GraphQLError for a malformed GID */
export function idOf(value: string, type: string): number | null {
  const parsed = parseGid(value);
  return parsed.type === type ? parsed.id : null;
}
