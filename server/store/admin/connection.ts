/**
 * Relay connections as Shopify pages them: `first` (required, at most 250: larger asks get 250),
 * `after` an opaque cursor (base64 of the last item's id), edges and nodes, pageInfo.
 */
import { GraphQLError } from 'graphql';

/** The largest page Shopify serves. */
export const MAX_PAGE = 250;

export interface PageArgs { first?: number | null; after?: string | null }

/** An opaque cursor for the item with numeric id `id`. */
export const cursorOf = (id: number): string => Buffer.from(JSON.stringify({ last_id: id })).toString('base64');

function idOfCursor(cursor: string): number {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown };
    if (typeof parsed.last_id === 'number') return parsed.last_id;
  } catch { /* falls through to the error below */ }
  throw new GraphQLError('Invalid cursor for current pagination sort.', { extensions: { code: 'BAD_REQUEST' } });
}

/** The page size asked for: `first` capped at MAX_PAGE. @throws GraphQLError without `first` or with a negative one */
export function pageSize(args: PageArgs): number {
  if (args.first === undefined || args.first === null) {
    throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } });
  }
  if (args.first < 0) throw new GraphQLError('first must be a non-negative integer', { extensions: { code: 'BAD_REQUEST' } });
  return Math.min(args.first, MAX_PAGE);
}

/**
 * One page of `items` (already sorted) after `args.after`, as a connection of `view(item)`.
 * @throws GraphQLError for a missing `first` or a cursor that is not this list's
 */
export function connection<T extends { id: number }, V>(items: T[], args: PageArgs, view: (item: T) => V) {
  const size = pageSize(args);
  let start = 0;
  if (args.after) {
    const afterId = idOfCursor(args.after);
    const at = items.findIndex((x) => x.id === afterId);
    start = at + 1;
  }
  const page = items.slice(start, start + size);
  const edges = page.map((item) => ({ cursor: cursorOf(item.id), node: view(item) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: start + size < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
