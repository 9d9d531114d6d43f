import { checkEmailAddress } from '@postbridge/documents';
import {
  CONSENT_CONFIRMATION_TTL_HOURS,
  formatLabel,
  type ConsentChoiceBody,
  type ConsentSettings,
  type ConsentView,
} from '@postbridge/domain';
import { isSet, newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hashToken, newToken } from '../auth';
import { consentKey, readConsentToken } from './consent-link';
import { consentSettingsOf } from './consent-settings';
import { choiceOfRow, columnsOf, historyRowOf, type SourcedChoice } from './present-recipient';
import { maskEmail, sameChoice } from './recipient-rules';
import {
  appendRecipientHistory,
  closeConfirmations,
  confirmationByTokenHash,
  consumeConfirmation,
  countConfirmationsSince,
  insertConfirmation,
  insertRecipients,
  ouOfRecipients,
  recipientById,
  recipientByIdentifier,
  updateRecipient,
  type RecipientOuRow,
  type RecipientRow,
} from './queries';
import { escapeHtml } from '../../platform/mail/mailer';
import { labelsWithOverrides } from '../i18n';

// The public consent page (docs/domain-decisions.md "Recipients"; docs/api.md "Recipients and consent"): whoever
// holds a letter's link sees the sender's name, the reference and the current choice (the address masked) and
// may change it.
// Choosing e-mail records EMAIL_PENDING and mails a single-use link to the address; opening it makes it EMAIL.
// Every refusal is the same "invalid link" whatever the reason, so nothing is learnt beyond what the link proves.

/** Confirmation e-mails one recipient may cause per hour: the page cannot be used to flood a mailbox. */
const MAX_CONFIRMATIONS_PER_HOUR = 3;

const invalidLink = () =>
  new AppError('notFound', 'This consent link is not valid.', 'error.invalidConsentLink');
const invalidConfirmation = () =>
  new AppError(
    'notFound',
    'This confirmation link is not valid, was already used or has expired.',
    'error.invalidConsentConfirmation',
  );

/** A sender account that takes choices: enabled, not removed, with its register on. */
const takesChoices = (ou: RecipientOuRow | undefined): ou is RecipientOuRow =>
  ou !== undefined && isSet(ou.sender_account) && isSet(ou.enabled) && !isSet(ou.removed);

// The sender account closed its page (its consent settings): the link is genuine, so the recipient is told so,
// and nothing is recorded until it opens again.
const pageClosed = () =>
  new AppError(
    'notFound',
    'The sender does not take choices on this page at the moment.',
    'error.consentPageClosed',
  );

async function targetOf(deps: Deps, token: string) {
  const named = readConsentToken(await consentKey(deps), token);
  if (!named) throw invalidLink();
  const ou = await ouOfRecipients(deps.db, named.ouId);
  if (!takesChoices(ou)) throw invalidLink();
  const settings = await consentSettingsOf(deps, ou.id);
  if (!settings.open) throw pageClosed();
  return { ou, identifier: named.identifier, settings };
}

function viewOf(
  ou: { name: string },
  identifier: string,
  row: RecipientRow | undefined,
  settings: ConsentSettings,
): ConsentView {
  return {
    senderName: ou.name,
    recipientIdentifier: identifier,
    preference: (row?.main_preferences as ConsentView['preference'] | undefined) ?? 'NONE',
    maskedEmail: maskEmail(row?.email_address ?? null),
    choices: settings.choices,
    introduction: settings.introduction,
  };
}

/** GET /consent/{token}: what the page shows. A recipient the sender never recorded has no preference yet. */
export async function readConsent(deps: Deps, token: string): Promise<ConsentView> {
  const { ou, identifier, settings } = await targetOf(deps, token);
  return viewOf(ou, identifier, await recipientByIdentifier(deps.db, ou.id, identifier), settings);
}

/**
 * POST /consent/{token}: records the recipient's choice (source QR_CODE). E-mail: the address is checked, the
 * choice becomes EMAIL_PENDING and a confirmation link is mailed in the page's language (at most
 * MAX_CONFIRMATIONS_PER_HOUR per recipient). Post or no preference: the address on file is dropped (the
 * recipient withdrew it). Earlier confirmation links end with any change.
 */
export async function chooseConsent(
  deps: Deps,
  token: string,
  body: ConsentChoiceBody,
  acceptLanguage: string | undefined,
): Promise<ConsentView> {
  const { ou, identifier, settings } = await targetOf(deps, token);
  // Only what the sender account offers may be chosen (its consent settings).
  if (!settings.choices.includes(body.preference)) {
    throw new AppError(
      'badRequest',
      `body.preference: ${body.preference} is not offered on this page.`,
      'error.consentChoiceNotOffered',
      undefined,
      'body.preference',
    );
  }
  const now = deps.clock.now();
  const at = now.toISOString();
  let choice: SourcedChoice;
  if (body.preference === 'EMAIL') {
    const check = checkEmailAddress(body.emailAddress ?? '');
    if (!check.valid) {
      throw new AppError(
        'badRequest',
        `body.emailAddress: ${check.errorKey}`,
        'field.invalidEmail',
        undefined,
        'body.emailAddress',
      );
    }
    choice = {
      preference: 'EMAIL_PENDING',
      emailAddress: check.value,
      emailValid: false,
      status: check.quality,
      source: 'QR_CODE',
    };
  } else {
    choice = {
      preference: body.preference,
      emailAddress: null,
      emailValid: false,
      status: null,
      source: 'QR_CODE',
    };
  }

  const recipient = await recipientFor(deps, ou.id, identifier, choice, at);
  const confirmationToken = choice.preference === 'EMAIL_PENDING' ? newToken() : null;
  if (confirmationToken) {
    const since = new Date(now.getTime() - 3_600_000).toISOString();
    if ((await countConfirmationsSince(deps.db, recipient.id, since)) >= MAX_CONFIRMATIONS_PER_HOUR) {
      throw new AppError(
        'tooManyRequests',
        'Too many confirmation e-mails were asked for this recipient.',
        'error.tooManyRequests',
        { seconds: 3600 },
      );
    }
  }
  await deps.db.transaction().execute(async (tx) => {
    const current = choiceOfRow(recipient);
    if (!recipient.created && !(sameChoice(current, choice) && current.source === choice.source)) {
      if (!(await updateRecipient(tx, recipient.id, recipient.version, columnsOf(choice, at)))) {
        throw new AppError('editionConflict', 'The choice changed meanwhile.', 'error.editionConflict');
      }
      await appendRecipientHistory(tx, [historyRowOf(recipient, 'chosen', choice, null, at)]);
    }
    await closeConfirmations(tx, recipient.id, at);
    if (confirmationToken) {
      await insertConfirmation(tx, {
        id: newId(),
        recipient_id: recipient.id,
        email_address: choice.emailAddress!,
        token_hash: hashToken(confirmationToken),
        created_at: at,
        expires_at: new Date(now.getTime() + CONSENT_CONFIRMATION_TTL_HOURS * 3_600_000).toISOString(),
        used_at: null,
      });
    }
  });
  if (confirmationToken) {
    await mailConfirmation(deps, {
      to: choice.emailAddress!,
      senderName: ou.name,
      token: confirmationToken,
      locale: body.locale ?? acceptLanguage?.split(',')[0]?.split(';')[0]?.trim(),
      settings,
    });
  }
  return viewOf(ou, identifier, await recipientById(deps.db, recipient.id), settings);
}

/**
 * The recipient's row, created with this choice (history 'chosen') when the sender never recorded it. `created`
 * says the row already holds the choice.
 */
async function recipientFor(
  deps: Deps,
  ouId: string,
  identifier: string,
  choice: SourcedChoice,
  at: string,
): Promise<RecipientRow & { created: boolean }> {
  const existing = await recipientByIdentifier(deps.db, ouId, identifier);
  if (existing) return { ...existing, created: false };
  const row = {
    id: newId(),
    ou_id: ouId,
    recipient_identifier: identifier,
    ...columnsOf(choice, at),
    created_at: at,
  };
  const created = await deps.db.transaction().execute(async (tx) => {
    if (!(await insertRecipients(tx, [row])).size) return false;
    await appendRecipientHistory(tx, [historyRowOf(row, 'chosen', choice, null, at)]);
    return true;
  });
  // Another request created it first: the choice is then applied to that row.
  const stored = await recipientByIdentifier(deps.db, ouId, identifier);
  return { ...stored!, created };
}

async function mailConfirmation(
  deps: Deps,
  mail: {
    to: string;
    senderName: string;
    token: string;
    locale: string | undefined;
    settings: ConsentSettings;
  },
): Promise<void> {
  const labels = await labelsWithOverrides(deps, mail.locale);
  const params = {
    sender: mail.senderName,
    hours: CONSENT_CONFIRMATION_TTL_HOURS,
    link: `${deps.config.publicUrl}/consent/confirm/${mail.token}`,
  };
  // Every value put into the HTML is escaped (the sender's name is typed by people).
  const escaped = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(String(v))]));
  // The sender account's own texts (consent settings) replace the defaults; they are plain text, so their HTML
  // part is the escaped text with its line breaks, the link made clickable.
  const { mailSubject, mailBody } = mail.settings;
  const customHtml = () =>
    `<p>${escapeHtml(mailBody)
      .split('{link}')
      .map((part) => formatLabel(part, escaped))
      .join(`<a href="${escaped.link}">${escaped.link}</a>`)
      .replace(/\r?\n/g, '<br>')}</p>`;
  try {
    await deps.mailer.send({
      to: mail.to,
      subject: formatLabel(mailSubject.trim() || labels['mail.consentConfirm.subject'], params),
      text: formatLabel(mailBody.trim() ? mailBody : labels['mail.consentConfirm.text'], params),
      html: mailBody.trim() ? customHtml() : formatLabel(labels['mail.consentConfirm.html'], escaped),
    });
  } catch (err) {
    // The page says a link was sent; the recipient asks again if none arrives. The address is not logged.
    deps.log.error({ err }, 'consent confirmation e-mail could not be sent');
  }
}

/**
 * POST /consent/confirm/{confirmationToken}: the link of the confirmation e-mail. Unknown, used, expired, or
 * overtaken (the choice changed since, or the sender account closed) → error.invalidConsentConfirmation. The
 * token is consumed in the same transaction as the change (two clicks cannot both succeed); the choice becomes
 * EMAIL with a valid address.
 */
export async function confirmConsent(deps: Deps, confirmationToken: string): Promise<ConsentView> {
  const confirmation = await confirmationByTokenHash(deps.db, hashToken(confirmationToken));
  const now = deps.clock.now();
  if (!confirmation || confirmation.used_at || Date.parse(confirmation.expires_at) <= now.getTime()) {
    throw invalidConfirmation();
  }
  const row = await recipientById(deps.db, confirmation.recipient_id);
  const ou = row && (await ouOfRecipients(deps.db, row.ou_id));
  const settings = await consentSettingsOf(deps, row?.ou_id ?? '');
  if (takesChoices(ou) && !settings.open) throw pageClosed();
  if (
    !row ||
    !takesChoices(ou) ||
    row.main_preferences !== 'EMAIL_PENDING' ||
    row.email_address !== confirmation.email_address
  ) {
    throw invalidConfirmation();
  }
  const at = now.toISOString();
  const choice: SourcedChoice = {
    ...choiceOfRow(row),
    preference: 'EMAIL',
    emailValid: true,
    source: 'QR_CODE',
  };
  await deps.db.transaction().execute(async (tx) => {
    if (!(await consumeConfirmation(tx, confirmation.id, at))) throw invalidConfirmation();
    if (!(await updateRecipient(tx, row.id, row.version, columnsOf(choice, at), 'EMAIL_PENDING'))) {
      throw invalidConfirmation();
    }
    await closeConfirmations(tx, row.id, at);
    await appendRecipientHistory(tx, [historyRowOf(row, 'confirmed', choice, null, at)]);
  });
  return viewOf(ou, row.recipient_identifier, await recipientById(deps.db, row.id), settings);
}
