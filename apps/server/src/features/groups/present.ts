import { hasPermission, type Group } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { groupsIn } from './queries';
import { membersOf } from './queries';

type GroupRow = Awaited<ReturnType<typeof groupsIn>>[number];

/**
 * Groups as the API shows them: with their members, by login, and which of them validate the group's orders (a
 * member whose profile holds `validate` in the group mask, docs/administration.md).
 */
export async function presentGroups(deps: Deps, rows: readonly GroupRow[]): Promise<Group[]> {
  const members = await membersOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    ouId: row.ou_id,
    ouName: row.ou_name,
    code: row.code,
    name: row.name,
    version: row.version,
    members: members
      .filter((m) => m.group_id === row.id)
      .map((m) => ({
        id: m.id,
        login: m.login,
        firstName: m.first_name,
        lastName: m.last_name,
        validator: hasPermission(m.permissions_on_group ?? 0, 'validate'),
      })),
  }));
}
