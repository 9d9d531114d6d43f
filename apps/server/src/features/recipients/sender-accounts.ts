import type { SenderAccount } from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { isSet } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { administeredOu, recipientReadPrefix } from './recipient-access';
import { ouOfRecipients, ousForSenderAccounts, senderAccountsAmong, setSenderAccount } from './queries';

// A sender account is an OU that keeps a register of recipients (docs/product.md §3 OU senderAccount, §6
// "Sender accounts can be enabled per OU"). Its recipients' choices apply to the deposits of the OU and of
// the OUs below it, unless one of those is a sender account itself: the nearest one up the tree wins.

/** The sender account whose register applies to a deposit of this OU: the OU or its nearest ancestor that is one. */
export async function senderAccountOf(
  db: Db | Transaction<Database>,
  ouId: string,
): Promise<{ id: string; name: string } | null> {
  const ou = await ouOfRecipients(db, ouId);
  if (!ou) return null;
  const lineage = ou.path.split('/').filter(Boolean);
  const [nearest] = await senderAccountsAmong(db, lineage);
  return nearest ? { id: nearest.id, name: nearest.name } : null;
}

/** GET /ou/senderAccounts: the OUs whose recipients the caller may read, each with its sender account flag. */
export async function listSenderAccounts(deps: Deps, session: SessionContext): Promise<SenderAccount[]> {
  const rows = await ousForSenderAccounts(deps.db, recipientReadPrefix(session));
  return rows.map((r) => ({ id: r.id, name: r.name, enabled: isSet(r.sender_account) }));
}

/** POST /ou/senderAccounts: turns an OU's sender account on or off (adminOu); history 'senderAccount' on the OU. */
export async function saveSenderAccount(
  deps: Deps,
  session: SessionContext,
  input: { id: string; enabled: boolean },
): Promise<SenderAccount> {
  const ou = await administeredOu(deps, session, input.id);
  if (isSet(ou.sender_account) !== input.enabled) {
    await deps.db.transaction().execute(async (tx) => {
      await setSenderAccount(tx, ou.id, input.enabled);
      await appendHistory(tx, {
        entityType: 'ou',
        entityId: ou.id,
        ouId: ou.id,
        action: 'senderAccount',
        login: session.login,
        at: deps.clock.now().toISOString(),
        details: { enabled: input.enabled },
      });
    });
  }
  return { id: ou.id, name: ou.name, enabled: input.enabled };
}
