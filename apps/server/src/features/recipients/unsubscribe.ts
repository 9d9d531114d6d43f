import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import { AppError } from '../../platform/errors';
import { choiceOfRow, columnsOf, historyRowOf, type SourcedChoice } from './present-recipient';
import { sameChoice } from './recipient-rules';
import { appendRecipientHistory, insertRecipients, recipientByIdentifier, updateRecipient } from './queries';
import { senderAccountOf } from './sender-accounts';

// A recipient who unsubscribed from an e-mail (RFC 8058 one-click List-Unsubscribe, or the mailto of the same
// header; features/mail-returns) wants letters from now on: its choice in the register of the sender account
// that applies becomes LETTER, source UNSUBSCRIBE, history action 'unsubscribed'. The address on file is dropped,
// as when the recipient chooses post on the consent page. A recipient the sender never recorded is recorded with
// that choice.

/** What an unsubscribe did to the register: the sender account whose register holds the choice, or none. */
type UnsubscribeOutcome =
  { outcome: 'changed' | 'unchanged'; senderAccountId: string } | { outcome: 'noRegister' };

/**
 * Sets the choice of the recipient `identifier` of a deposit made in `ouId` to LETTER (source UNSUBSCRIBE), in
 * the caller's transaction. Idempotent: a recipient already at LETTER by an unsubscribe is left as it is. No
 * sender account applies to the OU (or no identifier): nothing to record, `noRegister`.
 */
export async function recordUnsubscribe(
  tx: Transaction<Database>,
  ouId: string,
  identifier: string | null,
  at: string,
  attempt = 1,
): Promise<UnsubscribeOutcome> {
  const wanted = identifier?.trim();
  if (!wanted) return { outcome: 'noRegister' };
  const account = await senderAccountOf(tx, ouId);
  if (!account) return { outcome: 'noRegister' };
  const choice: SourcedChoice = {
    preference: 'LETTER',
    emailAddress: null,
    emailValid: false,
    status: null,
    source: 'UNSUBSCRIBE',
  };
  const existing = await recipientByIdentifier(tx, account.id, wanted);
  if (!existing) {
    const row = {
      id: newId(),
      ou_id: account.id,
      recipient_identifier: wanted,
      ...columnsOf(choice, at),
      created_at: at,
    };
    if ((await insertRecipients(tx, [row])).size) {
      await appendRecipientHistory(tx, [historyRowOf(row, 'unsubscribed', choice, null, at)]);
      return { outcome: 'changed', senderAccountId: account.id };
    }
    // Written by someone else in the meantime: the choice is then applied to that row.
    if (attempt < 3) return recordUnsubscribe(tx, ouId, wanted, at, attempt + 1);
    throw new AppError('editionConflict', 'The choice changed meanwhile.', 'error.editionConflict');
  }
  const current = choiceOfRow(existing);
  if (sameChoice(current, choice) && current.source === choice.source) {
    return { outcome: 'unchanged', senderAccountId: account.id };
  }
  if (!(await updateRecipient(tx, existing.id, existing.version, columnsOf(choice, at)))) {
    // Changed between the read and the write (PostgreSQL's read committed): read it again.
    if (attempt < 3) return recordUnsubscribe(tx, ouId, wanted, at, attempt + 1);
    throw new AppError('editionConflict', 'The choice changed meanwhile.', 'error.editionConflict');
  }
  await appendRecipientHistory(tx, [historyRowOf(existing, 'unsubscribed', choice, null, at)]);
  return { outcome: 'changed', senderAccountId: account.id };
}
