import type { Group, GroupSaveBody } from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { presentGroups } from './present';
import {
  groupById,
  groupCodedIn,
  insertGroup,
  ouOf,
  setGroupOfUsers,
  updateGroupAt,
  userIdsInGroup,
  usersByIds,
} from './queries';

/**
 * POST /groups: creates a group in an OU the caller administers (adminOu, `mayAdminister` … 'change'), or
 * updates one (version-guarded: a stale version is -13; a group stays in its OU). Codes are unique per OU.
 * `memberIds` are the members from now on: each a user (not removed) of the group's OU or an OU below it, which
 * the caller administers; a user taken from another group leaves it; members left out are in no group. History
 * 'created' or 'updated' on the group, with the members added and removed, and 'group' on each user moved, all
 * with the login of the caller, in one transaction.
 */
export async function saveGroup(deps: Deps, session: SessionContext, body: GroupSaveBody): Promise<Group> {
  const existing = body.id ? await groupById(deps.db, body.id) : undefined;
  if (body.id && (!existing || !mayAdminister(session, existing.ou_path, 'adminOu', 'read')))
    throw errors.notFound('The group');
  const ou = await ouOf(deps.db, body.ouId);
  if (!ou) throw errors.badRequest('body.ouId', 'no such organisation unit');
  if (!mayAdminister(session, ou.path, 'adminOu', 'change')) throw errors.unauthorized();
  if (existing) {
    if (existing.ou_id !== body.ouId)
      throw errors.badRequest('body.ouId', 'a group stays in its organisation unit');
    if (body.version === undefined) throw errors.badRequest('body.version', 'the version read is required');
  }
  const sameCode = await groupCodedIn(deps.db, body.ouId, body.code);
  if (sameCode && sameCode.id !== existing?.id)
    throw new AppError(
      'badRequest',
      `code: a group of this organisation unit already has the code "${body.code}"`,
      'admin.groups.error.codeTaken',
      { code: body.code },
      'body.code',
    );
  const wanted = [...new Set(body.memberIds)];
  const users = await usersByIds(deps.db, wanted);
  for (const [i, userId] of body.memberIds.entries()) {
    const user = users.find((u) => u.id === userId);
    if (!user || user.removed === 1 || !mayAdminister(session, user.ou_path, 'adminOu', 'change'))
      throw errors.badRequest(`body.memberIds[${i}]`, `no user ${userId} can join this group`);
    if (!user.ou_path.startsWith(ou.path))
      throw errors.badRequest(
        `body.memberIds[${i}]`,
        `the user ${user.login} is not of the group's organisation unit or of one below it`,
      );
  }

  const id = existing?.id ?? newId();
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    if (existing) {
      if (!(await updateGroupAt(tx, id, body.version!, { code: body.code, name: body.name })))
        throw errors.editionConflict();
    } else {
      await insertGroup(tx, { id, ou_id: body.ouId, code: body.code, name: body.name });
    }
    const before = await userIdsInGroup(tx, id);
    const removed = before.filter((u) => !wanted.includes(u.id));
    const added = users.filter((u) => !before.some((b) => b.id === u.id));
    await setGroupOfUsers(
      tx,
      removed.map((u) => u.id),
      null,
    );
    await setGroupOfUsers(
      tx,
      added.map((u) => u.id),
      id,
    );
    await appendHistory(tx, {
      entityType: 'group',
      entityId: id,
      ouId: body.ouId,
      action: existing ? 'updated' : 'created',
      login: session.login,
      at,
      details: {
        code: body.code,
        name: body.name,
        ...(existing ? { before: { code: existing.code, name: existing.name } } : {}),
        added: added.map((u) => u.login),
        removed: removed.map((u) => u.login),
      },
    });
    for (const [user, groupId] of [
      ...removed.map((u) => [u, null] as const),
      ...added.map((u) => [u, id] as const),
    ])
      await appendHistory(tx, {
        entityType: 'user',
        entityId: user.id,
        ouId: user.ou_id,
        action: 'group',
        login: session.login,
        at,
        details: {
          groupId,
          ...('group_id' in user && user.group_id && user.group_id !== id ? { from: user.group_id } : {}),
        },
      });
  });
  const saved = await groupById(deps.db, id);
  if (!saved) throw errors.notFound('The group');
  const [group] = await presentGroups(deps, [saved]);
  return group!;
}
