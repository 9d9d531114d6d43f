import type { OuDeleteResult } from '@postbridge/domain';
import { AppError, errors } from '../../platform/errors';
import { isSet } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { administeredOu } from './ou-access';
import { activeOusUnder, activeUsersUnder, markOusRemoved, markUsersRemoved } from './queries';

/** Logins named in the refusal: enough to see who, not a list of thousands. */
const NAMED_USERS = 10;

/**
 * DELETE /ou/{ouId} (docs/product.md §5 "account deletion with users needs forced confirmation"): the account
 * and its sub-accounts are marked removed (their rows stay: deposits, orders and history keep pointing at
 * them, and their users can no longer sign in). While they have active users it is refused (-2, `force`,
 * naming the users and their count) unless `force=true`, which removes those users too. Needs adminHierarchy
 * over the account; never the root nor the caller's own account (or one above it). History 'delete' on each
 * OU and user removed.
 */
export async function deleteOu(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  force: boolean,
): Promise<OuDeleteResult> {
  const ou = await administeredOu(deps, session, ouId);
  if (isSet(ou.removed)) throw errors.notFound('The account');
  if (ou.parent_id === null) {
    throw new AppError(
      'badRequest',
      'The root account cannot be deleted.',
      'admin.accounts.error.deleteRoot',
      undefined,
      'ouId',
    );
  }
  if (session.ouPath.startsWith(ou.path)) {
    throw new AppError(
      'badRequest',
      'An administrator cannot delete their own account.',
      'admin.accounts.error.deleteOwn',
      undefined,
      'ouId',
    );
  }
  if (!mayAdminister(session, ou.path, 'adminHierarchy', 'change')) throw errors.unauthorized();

  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (tx) => {
    const users = await activeUsersUnder(tx, ou.path);
    if (users.length && !force) {
      const logins = users
        .map((u) => u.login)
        .sort()
        .slice(0, NAMED_USERS);
      const more = users.length > NAMED_USERS ? '…' : '';
      throw new AppError(
        'badRequest',
        `The account has ${users.length} user(s) (${logins.join(', ')}${more}); delete with force=true to remove them too.`,
        'admin.accounts.error.hasUsers',
        { count: users.length, logins: `${logins.join(', ')}${more}` },
        'force',
      );
    }
    const ous = await activeOusUnder(tx, ou.path);
    await markUsersRemoved(
      tx,
      users.map((u) => u.id),
    );
    await markOusRemoved(
      tx,
      ous.map((o) => o.id),
    );
    for (const user of users) {
      await appendHistory(tx, {
        entityType: 'user',
        entityId: user.id,
        ouId: user.ou_id,
        action: 'delete',
        login: session.login,
        at,
        details: { login: user.login, withAccount: ou.id },
      });
    }
    for (const removed of ous) {
      await appendHistory(tx, {
        entityType: 'ou',
        entityId: removed.id,
        ouId: removed.id,
        action: 'delete',
        login: session.login,
        at,
        details: {
          name: removed.name,
          ...(removed.id === ou.id
            ? { force, users: users.length, subAccounts: ous.length - 1 }
            : { withAccount: ou.id }),
        },
      });
    }
    return { removedOus: ous.length, removedUsers: users.length };
  });
}
