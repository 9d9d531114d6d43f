import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { deleteGroupRow, groupById, setGroupOfUsers, userIdsInGroup } from './queries';

/**
 * DELETE /groups/{groupId}: removes a group of the caller's administered subtree; its members stay, in no group
 * (our decision: a group is a way of sharing validation, not a container of accounts). History 'deleted' on
 * the group with its members' logins, and 'group' on each member, with the login of the caller.
 */
export async function deleteGroup(
  deps: Deps,
  session: SessionContext,
  groupId: string,
): Promise<{ id: string }> {
  const group = await groupById(deps.db, groupId);
  if (!group || !mayAdminister(session, group.ou_path, 'adminOu', 'read')) throw errors.notFound('The group');
  if (!mayAdminister(session, group.ou_path, 'adminOu', 'change')) throw errors.unauthorized();
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const members = await userIdsInGroup(tx, group.id);
    await setGroupOfUsers(
      tx,
      members.map((m) => m.id),
      null,
    );
    await deleteGroupRow(tx, group.id);
    await appendHistory(tx, {
      entityType: 'group',
      entityId: group.id,
      ouId: group.ou_id,
      action: 'deleted',
      login: session.login,
      at,
      details: { code: group.code, name: group.name, members: members.map((m) => m.login) },
    });
    for (const member of members)
      await appendHistory(tx, {
        entityType: 'user',
        entityId: member.id,
        ouId: member.ou_id,
        action: 'group',
        login: session.login,
        at,
        details: { groupId: null, from: group.id },
      });
  });
  return { id: group.id };
}
