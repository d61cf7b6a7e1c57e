/**
 * Query cost as Shopify documents it: scalar and enum fields 0, object fields 1, connections
 * 2 + `first` x the cost of one node, each mutation field 10. The requested cost reads the
 * query; the actual cost walks what came back (connections count the nodes returned). The
 * throttle bucket holds 2000 points and restores 100 per second.
 */
import {
  getNamedType, isCompositeType, isObjectType, isInterfaceType, Kind, type DocumentNode, type FieldNode, type FragmentDefinitionNode,
  type GraphQLCompositeType, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode, type ValueNode,
} from 'graphql';

export const MAX_AVAILABLE = 2000;
export const RESTORE_RATE = 100;
/** The most one query may ask for. */
export const MAX_QUERY_COST = 1000;
const MUTATION_COST = 10;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function argValue(node: ValueNode | undefined, w: Walk): unknown {
  if (!node) return undefined;
  if (node.kind === Kind.VARIABLE) return w.variables[node.name.value];
  if (node.kind === Kind.INT) return Number(node.value);
  return undefined;
}

const firstOf = (field: FieldNode, w: Walk): number => {
  const arg = field.arguments?.find((a) => a.name.value === 'first');
  const value = argValue(arg?.value, w);
  return typeof value === 'number' ? Math.max(0, Math.min(value, 250)) : 0;
};

/** The fields of a selection set with fragments spread in, each with the type its fragment names (if any). */
function fieldsOf(set: SelectionSetNode, w: Walk, on?: string): { field: FieldNode; on?: string }[] {
  const out: { field: FieldNode; on?: string }[] = [];
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) out.push({ field: s, on });
    else if (s.kind === Kind.INLINE_FRAGMENT) out.push(...fieldsOf(s.selectionSet, w, s.typeCondition?.name.value ?? on));
    else {
      const fragment = w.fragments.get(s.name.value);
      if (fragment) out.push(...fieldsOf(fragment.selectionSet, w, fragment.typeCondition.name.value));
    }
  }
  return out;
}

/** The type of `name` on `parent`, when it has one (interfaces and objects). */
function fieldType(parent: GraphQLCompositeType, name: string) {
  if (isObjectType(parent) || isInterfaceType(parent)) return parent.getFields()[name]?.type;
  return undefined;
}

/**
 * Cost of `set` on `parent`; with `data` the actual cost of what was returned (null and
 * missing values cost nothing), without it the requested cost.
 */
function setCost(set: SelectionSetNode, parent: GraphQLCompositeType, w: Walk, data?: unknown): number {
  let total = 0;
  for (const { field, on } of fieldsOf(set, w)) {
    const owner = on ? w.schema.getType(on) : parent;
    if (!owner || !isCompositeType(owner)) continue;
    // a fragment on another type than the value's costs nothing in what came back
    if (data !== undefined && on && isObjectType(owner) && (data as { __typename?: string } | null)?.__typename !== undefined
      && (data as { __typename?: string }).__typename !== on) continue;
    const type = fieldType(owner, field.name.value);
    if (!type || !field.selectionSet) continue;
    const named = getNamedType(type);
    if (!isCompositeType(named)) continue;
    const key = field.alias?.value ?? field.name.value;
    const value = data === undefined ? undefined : (data as Record<string, unknown> | null)?.[key];
    if (data !== undefined && (value === null || value === undefined)) continue;
    if (named.name.endsWith('Connection')) {
      const nodeType = fieldType(named, 'nodes');
      const node = nodeType ? getNamedType(nodeType) : undefined;
      const inner = fieldsOf(field.selectionSet, w);
      let per = 0;
      for (const { field: f } of inner) {
        if (!f.selectionSet || !node || !isCompositeType(node)) continue;
        if (f.name.value === 'nodes') per = Math.max(per, setCost(f.selectionSet, node, w));
        if (f.name.value === 'edges') {
          const nodeField = fieldsOf(f.selectionSet, w).find((x) => x.field.name.value === 'node')?.field;
          if (nodeField?.selectionSet) per = Math.max(per, 1 + setCost(nodeField.selectionSet, node, w));
        }
      }
      if (data === undefined) total += 2 + firstOf(field, w) * per;
      else {
        const conn = value as { edges?: unknown[]; nodes?: unknown[] };
        const count = Math.max(conn.edges?.length ?? 0, conn.nodes?.length ?? 0);
        total += 2 + count * per;
      }
    } else if (Array.isArray(value)) {
      total += value.reduce<number>((sum, item) => sum + (item === null ? 0 : 1 + setCost(field.selectionSet!, named, w, item)), 0);
    } else {
      total += 1 + setCost(field.selectionSet, named, w, value);
    }
  }
  return total;
}

function walkOf(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined): Walk {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return { schema, fragments, variables: variables ?? {} };
}

/** The operation that runs: the named one, or the only one. */
export function operationOf(document: DocumentNode, operationName?: string): OperationDefinitionNode | undefined {
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
}

/** The cost of the operation: requested (without `data`) or actual (of the returned `data`). */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string, data?: unknown): number {
  const op = operationOf(document, operationName);
  if (!op) return 0;
  const w = walkOf(schema, document, variables);
  if (op.operation === 'mutation') return fieldsOf(op.selectionSet, w).length * MUTATION_COST;
  const root = schema.getQueryType()!;
  return setCost(op.selectionSet, root, w, data === undefined ? undefined : (data ?? {}));
}

/** A plan's throttle bucket: its size in points and how many points come back per second. */
export interface BucketLimits { maximumAvailable: number; restoreRate: number }

/** The leaky bucket of one shop's app: points available now, restored at the plan's rate per second on `now`. */
export class CostBucket {
  private available: number;
  private at: number;
  private readonly max: number;
  private readonly rate: number;

  /** @param limits the plan's bucket size (points) and restore rate (points per second); default a standard plan's */
  constructor(private readonly now: () => number, limits: BucketLimits = { maximumAvailable: MAX_AVAILABLE, restoreRate: RESTORE_RATE }) {
    this.at = now();
    this.max = limits.maximumAvailable;
    this.rate = limits.restoreRate;
    this.available = this.max;
  }

  /** Points available now. */
  current(): number {
    const t = this.now();
    this.available = Math.min(this.max, this.available + ((t - this.at) / 1000) * this.rate);
    this.at = t;
    return Math.floor(this.available);
  }

  /** Sets the points available (tests). */
  set(points: number): void {
    this.current();
    this.available = Math.max(0, Math.min(this.max, points));
  }

  /** Takes `points` when there are that many; false (and nothing taken) when not. */
  take(points: number): boolean {
    if (this.current() < points) return false;
    this.available -= points;
    return true;
  }

  /** Gives back points taken but not spent (requested above actual). */
  refund(points: number): void {
    this.current();
    this.available = Math.min(this.max, this.available + Math.max(0, points));
  }

  /** The `extensions.cost` of a request. */
  extension(requested: number, actual: number | null) {
    return {
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: { maximumAvailable: this.max, currentlyAvailable: this.current(), restoreRate: this.rate },
    };
  }
}
