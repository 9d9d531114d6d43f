import type { Recipient } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { choiceOfRow, columnsOf, historyRowOf, presentRecipient } from './present-recipient';
import { administeredOu } from './recipient-access';
import {
  appendRecipientHistory,
  closeConfirmations,
  recipientById,
  recipientByIdentifier,
  updateRecipient,
} from './queries';

/**
 * POST /ou/recipients/{identifier}/confirm: an administrator forces a pending e-mail preference to confirmed
 * (docs/product.md §4 Other), e.g. after the recipient confirmed by phone. EMAIL_PENDING becomes EMAIL, the
 * address valid with status FORCED; the source stays who chose e-mail; open confirmation links end. Anything
 * but a pending preference is refused (-2 error.recipientNotPending), also when another request confirmed it
 * first.
 */
export async function forceConfirmation(
  deps: Deps,
  session: SessionContext,
  input: { identifier: string; ouId?: string | undefined },
): Promise<Recipient> {
  const ou = await administeredOu(deps, session, input.ouId ?? session.ouId);
  const row = await recipientByIdentifier(deps.db, ou.id, input.identifier);
  if (!row) throw errors.notFound('The recipient');
  const notPending = () =>
    new AppError(
      'badRequest',
      `The recipient ${input.identifier} has no e-mail address waiting for confirmation.`,
      'error.recipientNotPending',
      { identifier: input.identifier },
    );
  if (row.main_preferences !== 'EMAIL_PENDING') throw notPending();
  const at = deps.clock.now().toISOString();
  const choice = {
    ...choiceOfRow(row),
    preference: 'EMAIL' as const,
    emailValid: true,
    status: 'FORCED' as const,
  };
  await deps.db.transaction().execute(async (tx) => {
    if (!(await updateRecipient(tx, row.id, row.version, columnsOf(choice, at), 'EMAIL_PENDING'))) {
      throw notPending();
    }
    await closeConfirmations(tx, row.id, at);
    await appendRecipientHistory(tx, [historyRowOf(row, 'forced', choice, session.login, at)]);
  });
  return presentRecipient((await recipientById(deps.db, row.id))!);
}
