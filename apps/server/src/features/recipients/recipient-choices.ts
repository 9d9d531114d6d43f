import type { RecipientPreference } from '@postbridge/domain';
import type { Db } from '../../platform/db/database';
import { isSet } from '../../platform/db/util';
import { choicesOf, chunksOf } from './queries';
import { senderAccountOf } from './sender-accounts';

/**
 * What the expressions read of a recipient (docs/product.md §3 expression nodes: recipient-choice e-mail,
 * main preferences).
 */
type RecipientChoiceSummary = {
  preference: RecipientPreference;
  /** The address, only when it may be used (confirmed, vouched for or forced): null for a pending one. */
  email: string | null;
};

/**
 * The recorded choices of some recipients of a deposit made in `ouId`, by identifier (identifiers compared
 * trimmed). They come from the sender account that applies to the OU (the OU or its nearest ancestor with one);
 * none applies, or an identifier is not recorded: absent from the map (the expressions then read missing data).
 * For the sending strategy: `mainPreferences: (id) => choices.get(id)?.preference` and
 * `recipientChoiceEmail: (id) => choices.get(id)?.email` in the evaluation context.
 */
export async function recipientChoicesFor(
  db: Db,
  ouId: string,
  identifiers: readonly string[],
): Promise<Map<string, RecipientChoiceSummary>> {
  const choices = new Map<string, RecipientChoiceSummary>();
  const wanted = [...new Set(identifiers.map((i) => i.trim()).filter(Boolean))];
  if (!wanted.length) return choices;
  const account = await senderAccountOf(db, ouId);
  if (!account) return choices;
  for (const chunk of chunksOf(wanted)) {
    for (const row of await choicesOf(db, account.id, chunk)) {
      choices.set(row.recipient_identifier, {
        preference: row.main_preferences as RecipientPreference,
        email: isSet(row.email_valid) ? row.email_address : null,
      });
    }
  }
  return choices;
}
