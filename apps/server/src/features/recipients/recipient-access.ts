import { canReadRecipientChoices, hasPermission } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canDo, type SessionContext } from '../../platform/policy';
import { ouOfRecipients, type RecipientOuRow } from './queries';

// Who sees and who changes recipients (our decision, docs/product.md §6; docs/domain-decisions.md
// "Recipients"). A recipient belongs to an OU and holds personal data (an e-mail address), so:
// - reading (lists, one, revisions, export, sender accounts) takes adminOu, or viewOrdersOthers on the OU's
//   subtree (whoever follows the OU's mail sees where it goes); the caller's OU and the OUs below it;
//   superAdmin and superAdminView everywhere;
// - writing (import, forcing a pending address, sender accounts) takes adminOu, in the caller's subtree;
//   superAdmin everywhere.
// An OU outside the caller's reach answers "not found", so ids do not leak.

/** The path prefix of the OUs whose recipients the caller may read (null: all); refuses callers who may read none. */
export function recipientReadPrefix(session: SessionContext): string | null {
  // The same rule hides the way to these lists in the web app (domain canReadRecipientChoices).
  if (!canReadRecipientChoices(session)) throw errors.unauthorized();
  const p = session.permissions;
  return hasPermission(p, 'superAdmin') || hasPermission(p, 'superAdminView') ? null : session.ouPath;
}

const within = (ou: RecipientOuRow | undefined, prefix: string | null): ou is RecipientOuRow =>
  ou !== undefined && (prefix === null || ou.path.startsWith(prefix));

/** The OU whose recipients the caller reads. */
export async function readableOu(
  deps: Pick<Deps, 'db'>,
  session: SessionContext,
  ouId: string,
): Promise<RecipientOuRow> {
  const prefix = recipientReadPrefix(session);
  const ou = await ouOfRecipients(deps.db, ouId);
  if (!within(ou, prefix)) throw errors.notFound('The organisation unit');
  return ou;
}

/** The OU whose recipients (or sender account) the caller changes. */
export async function administeredOu(
  deps: Pick<Deps, 'db'>,
  session: SessionContext,
  ouId: string,
): Promise<RecipientOuRow> {
  if (!canDo(session, 'adminOu')) throw errors.unauthorized();
  const ou = await ouOfRecipients(deps.db, ouId);
  // superAdminView widens what a caller sees, never what it changes.
  const prefix = hasPermission(session.permissions, 'superAdmin') ? null : session.ouPath;
  if (!within(ou, prefix)) throw errors.notFound('The organisation unit');
  return ou;
}
