import type {
  AddressQuality,
  Recipient,
  RecipientChoice,
  RecipientChoiceSource,
  RecipientPreference,
} from '@postbridge/domain';
import { isSet, parseJson } from '../../platform/db/util';
import type { RecipientHistoryRow, RecipientRow, RecipientValues } from './queries';
import type { RecipientChoiceValues } from './recipient-rules';

/**
 * How a choice was recorded: by a sender (created, changed), the recipient (chosen, confirmed, or unsubscribed
 * from an e-mail), an administrator (forced).
 */
type ChoiceAction = 'created' | 'changed' | 'chosen' | 'confirmed' | 'forced' | 'unsubscribed';

export type SourcedChoice = RecipientChoiceValues & { source: RecipientChoiceSource };

export function presentRecipient(row: RecipientRow): Recipient {
  const choice = choiceOfRow(row);
  return {
    id: row.id,
    senderAccountId: row.ou_id,
    senderAccountName: row.ou_name,
    recipientIdentifier: row.recipient_identifier,
    mainPreferences: choice.preference,
    emailAddress: choice.emailAddress,
    emailValid: choice.emailValid,
    source: choice.source,
    status: choice.status,
    lastModified: row.last_modified,
    version: row.version,
  };
}

/** The stored choice of a recipient row. */
export function choiceOfRow(row: RecipientRow): SourcedChoice {
  return {
    preference: row.main_preferences as RecipientPreference,
    emailAddress: row.email_address,
    emailValid: isSet(row.email_valid),
    status: row.email_status as AddressQuality | null,
    source: row.source as RecipientChoiceSource,
  };
}

/** The columns of a choice. */
export function columnsOf(choice: SourcedChoice, at: string): RecipientValues {
  return {
    main_preferences: choice.preference,
    email_address: choice.emailAddress,
    email_valid: choice.emailValid ? 1 : 0,
    email_status: choice.status,
    source: choice.source,
    last_modified: at,
  };
}

/** The history row recording a choice (revisions, docs/product.md §7). */
export function historyRowOf(
  recipient: { id: string; ou_id: string },
  action: ChoiceAction,
  choice: SourcedChoice,
  login: string | null,
  at: string,
): RecipientHistoryRow {
  return {
    entity_type: 'recipient',
    entity_id: recipient.id,
    ou_id: recipient.ou_id,
    action,
    state: choice.preference,
    login,
    at,
    details: JSON.stringify({
      emailAddress: choice.emailAddress,
      emailValid: choice.emailValid,
      source: choice.source,
      status: choice.status,
    }),
  };
}

type StoredDetails = {
  emailAddress?: string | null;
  emailValid?: boolean;
  source?: RecipientChoiceSource;
  status?: AddressQuality | null;
};

export function presentChoice(
  identifier: string,
  row: {
    id: number;
    action: string;
    state: string | null;
    login: string | null;
    at: string;
    details: string | null;
  },
): RecipientChoice {
  const details = parseJson<StoredDetails>(row.details, {});
  return {
    id: row.id,
    action: row.action,
    identifier,
    email: details.emailAddress ?? null,
    emailValid: details.emailValid ?? false,
    preference: (row.state ?? 'NONE') as RecipientPreference,
    source: details.source ?? 'NONE',
    status: details.status ?? null,
    lastModified: row.at,
    loggedUserLogin: row.login,
  };
}
