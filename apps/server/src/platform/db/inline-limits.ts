import {
  LimitNode,
  OffsetNode,
  SelectQueryNode,
  ValueNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

// SQLite re-prepares a statement whose LIMIT or OFFSET is a bound parameter each time it is bound anew: the
// planner reads the value (its row estimate), so binding it expires the statement. better-sqlite3 binds on
// every call, so a cached list query was compiled again on every request: 20–50 µs on the shipments list, most
// of its time in SQLite, against 3 µs once written into the SQL (issue 12). Integer limits and offsets are
// therefore written as literals on SQLite; a statement is then kept per page size (and offset), a handful.

/** A bound integer as a literal; anything else as it was. */
function literal(node: OperationNode): OperationNode {
  return ValueNode.is(node) && !node.immediate && Number.isSafeInteger(node.value)
    ? ValueNode.createImmediate(node.value)
    : node;
}

/** The Kysely plugin of SQLite databases (platform/db/database.ts). */
export class InlineLimits implements KyselyPlugin {
  /** The outer select's limit and offset only (no walk of the whole tree on every query): the pages of lists. */
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!SelectQueryNode.is(node) || (!node.limit && !node.offset)) return node;
    return Object.freeze({
      ...node,
      ...(node.limit ? { limit: LimitNode.create(literal(node.limit.limit)) } : {}),
      ...(node.offset ? { offset: OffsetNode.create(literal(node.offset.offset)) } : {}),
    });
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
