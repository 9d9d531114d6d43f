import type { OuNode } from '@postbridge/domain';
import { isSet } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { visibleOuPathPrefix, type SessionContext } from '../../platform/policy';
import { ousUnder, type OuListRow } from './queries';

/** GET /ou: the organisation tree the caller may see, as roots with nested children. */
export async function ouTree(
  deps: Deps,
  session: SessionContext,
  includeRemoved: boolean,
): Promise<OuNode[]> {
  const rows = await ousUnder(deps.db, visibleOuPathPrefix(session), includeRemoved);
  return buildTree(rows);
}

/** Rows come parents-first; a node whose parent is not visible (or removed and hidden) becomes a root. */
function buildTree(rows: OuListRow[]): OuNode[] {
  const byId = new Map<string, OuNode>();
  const roots: OuNode[] = [];
  for (const r of rows) {
    const node: OuNode = {
      id: r.id,
      name: r.name,
      parentId: r.parent_id,
      creationDate: r.creation_date,
      brandingId: r.branding_id,
      brandingName: r.branding_name,
      allowOUChildren: isSet(r.allow_ou_children),
      enabled: isSet(r.enabled),
      removed: isSet(r.removed),
      children: [],
    };
    byId.set(r.id, node);
    const parent = r.parent_id ? byId.get(r.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const byName = (a: OuNode, b: OuNode) => a.name.localeCompare(b.name);
  const sortDeep = (nodes: OuNode[]) => {
    nodes.sort(byName);
    nodes.forEach((n) => sortDeep(n.children));
  };
  sortDeep(roots);
  return roots;
}
