import { z } from 'zod';
import { ADDRESS_QUALITIES, RECIPIENT_CHOICE_SOURCES, RECIPIENT_PREFERENCES } from '../model/recipients';

// Recipients, their choices and the public consent page (docs/product.md §3 Recipient, Recipient choice, OU
// senderAccount; §4 "An e-mail preference pending validation can be forced to confirmed"; §7 ou recipients
// and senderAccounts calls). Decisions: docs/domain-decisions.md "Recipients", docs/api.md "Recipients and
// consent".

const id = () => z.string().min(1).max(100);

/**
 * A recipient identifier: the identifier of a pack group (a customer number…), 1 to 100 characters once trimmed,
 * no control character (it is printed, put in CSV lines and in signed links).
 */
export const recipientIdentifierSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');

/** What a recipient may choose on the consent page; EMAIL is recorded as EMAIL_PENDING until confirmed. */
export const CONSENT_PREFERENCES = ['EMAIL', 'LETTER', 'NONE'] as const;
export type ConsentPreference = (typeof CONSENT_PREFERENCES)[number];

/** A recipient of a sender account (the OU whose sender account is enabled), with its current choice. */
export const recipientSchema = z.object({
  id: z.string(),
  /** The OU the recipient belongs to (docs/product.md §3 senderAccountId: a sender account is an OU). */
  senderAccountId: z.string(),
  senderAccountName: z.string(),
  recipientIdentifier: z.string(),
  mainPreferences: z.enum(RECIPIENT_PREFERENCES),
  emailAddress: z.string().nullable(),
  /** The address is known to reach the recipient: confirmed, vouched for by the sender, or forced. */
  emailValid: z.boolean(),
  source: z.enum(RECIPIENT_CHOICE_SOURCES),
  /** Quality of the address: GOOD or MODIFIED (the check's), FORCED (an administrator confirmed it), BAD. */
  status: z.enum(ADDRESS_QUALITIES).nullable(),
  lastModified: z.string(),
  version: z.number().int(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientOuParamsSchema = z.object({ ouId: id() });

/** GET /ou/{ouId}/recipients/list and GET /ou/recipients/list. */
export const recipientListQuerySchema = z.object({
  /** Identifiers that start with this text (case ignored). */
  identifier: z.string().trim().max(100).optional(),
  preference: z.enum(RECIPIENT_PREFERENCES).optional(),
  maxResults: z.coerce.number().int().min(1).max(1000).default(100),
});
export type RecipientListQuery = z.infer<typeof recipientListQuerySchema>;
export const recipientListResultSchema = z.object({
  recipients: z.array(recipientSchema),
  /**
   * More recipients match than maxResults (docs/product.md §8 'The whole results cannot be displayed as they
   * are too many').
   */
  overflow: z.boolean(),
});

/** GET /ou/recipients?recipientIdentifier=&ouId=: one recipient of an OU (the caller's own OU by default). */
export const recipientQuerySchema = z.object({
  recipientIdentifier: recipientIdentifierSchema,
  ouId: id().optional(),
});

/**
 * GET /ou/recipients/consentLink?recipientIdentifier=&ouId=: the consent link of a recipient of a deposit made in
 * the OU (the caller's own by default), for the sender's own letters and mails; taken by OU administrators, as the
 * link lets its holder change the recipient's choice. The recipient need not be recorded yet.
 */
export const consentLinkResultSchema = z.object({
  consentLink: z.string(),
  /** The sender account whose register the link opens: the OU, or its nearest ancestor with one. */
  senderAccountId: z.string(),
});

/** GET /ou/{ouId}/recipients/revisions?recipientIdentifier=: the recipient's choices, oldest first. */
export const recipientRevisionsQuerySchema = z.object({ recipientIdentifier: recipientIdentifierSchema });

/** One recorded recipient choice (docs/product.md §3 Recipient choice) and who recorded it. */
export const recipientChoiceSchema = z.object({
  id: z.number().int(),
  /**
   * created, changed (by the sender), chosen (on the consent page), confirmed (by the link), forced (by an
   * administrator), unsubscribed (the recipient's one-click unsubscribe from an e-mail).
   */
  action: z.string(),
  identifier: z.string(),
  email: z.string().nullable(),
  emailValid: z.boolean(),
  preference: z.enum(RECIPIENT_PREFERENCES),
  source: z.enum(RECIPIENT_CHOICE_SOURCES),
  status: z.enum(ADDRESS_QUALITIES).nullable(),
  lastModified: z.string(),
  /** The signed-in user who recorded it; null when the recipient did, on the consent page. */
  loggedUserLogin: z.string().nullable(),
});
export type RecipientChoice = z.infer<typeof recipientChoiceSchema>;
export const recipientRevisionsResultSchema = z.array(recipientChoiceSchema);

/** A recipient as a sender records it (source SENDER). */
export const recipientInputSchema = z.object({
  /** The OU the recipient belongs to; the caller's own OU when absent. */
  senderAccountId: id().optional(),
  recipientIdentifier: recipientIdentifierSchema,
  mainPreferences: z.enum(RECIPIENT_PREFERENCES),
  emailAddress: z.string().max(320).nullable().optional(),
  /** Default: true when an address is given, except for EMAIL_PENDING (an address still to confirm). */
  emailValid: z.boolean().optional(),
});
export type RecipientInput = z.infer<typeof recipientInputSchema>;

/** Most recipients one POST /ou/recipients may carry. */
export const MAX_RECIPIENTS_PER_CALL = 10_000;

/**
 * POST /ou/recipients: one recipient, or a list of recipients (each with emailValid true, docs/product.md
 * §7).
 */
export const saveRecipientsBodySchema = z.union([
  recipientInputSchema,
  z.array(recipientInputSchema).min(1).max(MAX_RECIPIENTS_PER_CALL),
]);
export type SaveRecipientsBody = z.infer<typeof saveRecipientsBodySchema>;
export const saveRecipientsResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Sent again as they are: nothing recorded. */
  unchanged: z.number().int(),
  /** Recipients who made their own choice on the consent page: the sender's data does not overrule it. */
  kept: z.number().int(),
});
export type SaveRecipientsResult = z.infer<typeof saveRecipientsResultSchema>;

/**
 * POST /ou/recipients/{identifier}/confirm?ouId=: forces a pending e-mail preference to confirmed
 * (docs/product.md §4).
 */
export const confirmRecipientParamsSchema = z.object({ identifier: recipientIdentifierSchema });
export const confirmRecipientQuerySchema = z.object({ ouId: id().optional() });

/**
 * An OU seen as a sender account (docs/product.md §3 OU senderAccount, §6 "Sender accounts can be enabled per
 * OU").
 */
export const senderAccountSchema = z.object({ id: z.string(), name: z.string(), enabled: z.boolean() });
export type SenderAccount = z.infer<typeof senderAccountSchema>;
export const senderAccountsResultSchema = z.array(senderAccountSchema);
/** POST /ou/senderAccounts: turns an OU's sender account on or off. */
export const saveSenderAccountBodySchema = z.object({ id: id(), enabled: z.boolean() });

/** How long the link of a confirmation e-mail (consent page, e-mail choice) stays usable. */
export const CONSENT_CONFIRMATION_TTL_HOURS = 48;

/** The public consent calls: the token of the link printed on letters, or of the confirmation e-mail. */
export const consentTokenParamsSchema = z.object({ token: z.string().min(1).max(600) });
export const consentConfirmParamsSchema = z.object({ confirmationToken: z.string().min(1).max(200) });

/**
 * What the consent page shows: who asks, for which reference, and the current choice. The address is masked
 * (`j•••@example.com`): the link proves who holds the letter, not who owns the mailbox.
 */
export const consentViewSchema = z.object({
  senderName: z.string(),
  recipientIdentifier: z.string(),
  preference: z.enum(RECIPIENT_PREFERENCES),
  maskedEmail: z.string().nullable(),
  /**
   * The choices the sender account offers, in the order to show (its consent settings). The server always sends
   * them; absent (an older server) means all of CONSENT_PREFERENCES.
   */
  choices: z.array(z.enum(CONSENT_PREFERENCES)).optional(),
  /** The sender account's introduction, plain text shown as typed (never HTML); '' or absent for none. */
  introduction: z.string().optional(),
});
export type ConsentView = z.infer<typeof consentViewSchema>;

/** POST /consent/{token}: the recipient's choice; `locale` is the page's language, used for the e-mail. */
export const consentChoiceBodySchema = z.object({
  preference: z.enum(CONSENT_PREFERENCES),
  emailAddress: z.string().max(320).optional(),
  locale: z.string().max(35).optional(),
});
export type ConsentChoiceBody = z.infer<typeof consentChoiceBodySchema>;

// The recipients' consent configuration of an OU (issue 14; docs/domain-decisions.md "Recipients", "Consent
// settings"): what the consent page offers and says, the sentence printed beside the QR code, the confirmation
// e-mail's texts. Texts are plain text typed by an administrator, shown as text (never HTML), in every language
// of the page as typed; '' means the default (the label of the page's language), so the defaults are today's page.

export const CONSENT_TEXT_LIMITS = {
  introduction: 1000,
  qrText: 120,
  mailSubject: 150,
  mailBody: 2000,
} as const;

/** The placeholders a confirmation e-mail text may use; `{link}` must be in the body (the e-mail's purpose). */
export const CONSENT_MAIL_PLACEHOLDERS = ['sender', 'link', 'hours'] as const;

export const consentSettingsSchema = z.object({
  /** The consent page takes choices; closed, it says so and records nothing (printed links stay valid). */
  open: z.boolean(),
  /** The preferences offered, in the order shown: at least one, each once. */
  choices: z.array(z.enum(CONSENT_PREFERENCES)).max(10),
  /** Shown on top of the consent page. The lengths are checked by consentSettingsIssues (issues at fields). */
  introduction: z.string().max(20_000),
  /** The short sentence printed beside the QR code on letters ("Scan to receive your mail by e-mail"). */
  qrText: z.string().max(20_000),
  /** The confirmation e-mail's subject; '' = the default. One line. */
  mailSubject: z.string().max(20_000),
  /** The confirmation e-mail's text; '' = the default; must hold `{link}`. */
  mailBody: z.string().max(20_000),
});
export type ConsentSettings = z.infer<typeof consentSettingsSchema>;

/** The settings of an OU that never saved any: the page as it always was. */
export const DEFAULT_CONSENT_SETTINGS: ConsentSettings = {
  open: true,
  choices: [...CONSENT_PREFERENCES],
  introduction: '',
  qrText: '',
  mailSubject: '',
  mailBody: '',
};

/** The issue keys of consentSettingsIssues; the browser shows `processing.consent.issue.<key after the dot>`. */
export const CONSENT_SETTINGS_ISSUE_KEYS = [
  'consentSettings.choicesRequired',
  'consentSettings.choiceDuplicate',
  'consentSettings.tooLong',
  'consentSettings.controlCharacters',
  'consentSettings.singleLine',
  'consentSettings.linkRequired',
  'consentSettings.unknownPlaceholder',
] as const;
export type ConsentSettingsIssueKey = (typeof CONSENT_SETTINGS_ISSUE_KEYS)[number];

export type ConsentSettingsIssue = {
  key: ConsentSettingsIssueKey;
  path: string;
  severity: 'error';
  /** `reason` is the English text, for integrators (the browser shows the label). */
  params: Record<string, string | number>;
};

const issueOf = (
  key: ConsentSettingsIssueKey,
  path: string,
  reason: string,
  params: Record<string, string | number> = {},
): ConsentSettingsIssue => ({ key, path, severity: 'error', params: { ...params, reason } });

// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NEWLINE = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK = /[\r\n]/;

/**
 * Every broken rule of consent settings, at its field: at least one choice, each once; each text within its
 * length, without control characters (line breaks allowed in the introduction and the e-mail body only: the QR
 * sentence is one printed line, and a subject with a line break would inject mail headers); e-mail texts use
 * only CONSENT_MAIL_PLACEHOLDERS and the body keeps `{link}` (a confirmation e-mail without its link confirms
 * nothing).
 */
export function consentSettingsIssues(settings: ConsentSettings): ConsentSettingsIssue[] {
  const issues: ConsentSettingsIssue[] = [];
  if (settings.choices.length === 0) {
    issues.push(issueOf('consentSettings.choicesRequired', 'choices', 'Offer at least one choice.'));
  }
  settings.choices.forEach((choice, index) => {
    if (settings.choices.indexOf(choice) !== index) {
      issues.push(
        issueOf('consentSettings.choiceDuplicate', `choices[${index}]`, `${choice} is offered twice.`, {
          choice,
        }),
      );
    }
  });
  const text = (field: keyof typeof CONSENT_TEXT_LIMITS, multiline: boolean) => {
    const value = settings[field];
    const max = CONSENT_TEXT_LIMITS[field];
    if (value.length > max) {
      issues.push(issueOf('consentSettings.tooLong', field, `At most ${max} characters.`, { max }));
    }
    if (CONTROL_EXCEPT_NEWLINE.test(value)) {
      issues.push(issueOf('consentSettings.controlCharacters', field, 'Control characters are not allowed.'));
    } else if (!multiline && LINE_BREAK.test(value)) {
      issues.push(issueOf('consentSettings.singleLine', field, 'Write it on one line.'));
    }
  };
  text('introduction', true);
  text('qrText', false);
  text('mailSubject', false);
  text('mailBody', true);
  for (const field of ['mailSubject', 'mailBody'] as const) {
    for (const [, name] of settings[field].matchAll(/\{([^{}]*)\}/g)) {
      if (!(CONSENT_MAIL_PLACEHOLDERS as readonly string[]).includes(name!)) {
        issues.push(
          issueOf('consentSettings.unknownPlaceholder', field, `Unknown placeholder {${name}}.`, {
            placeholder: `{${name}}`,
          }),
        );
      }
    }
  }
  if (settings.mailBody.trim() !== '' && !settings.mailBody.includes('{link}')) {
    issues.push(
      issueOf(
        'consentSettings.linkRequired',
        'mailBody',
        'The e-mail must hold the confirmation link {link}.',
      ),
    );
  }
  return issues;
}

export const consentSettingsParamsSchema = z.object({ ouId: id() });

/** GET and POST /ou/{ouId}/consentSettings: an OU's consent settings (the defaults when none were saved). */
export const consentSettingsViewSchema = z.object({
  ouId: z.string(),
  ouName: z.string(),
  /** The OU keeps a register of recipients; the settings apply only then. */
  senderAccount: z.boolean(),
  settings: consentSettingsSchema,
  /** When and by whom they were last saved; null for the defaults. */
  lastModified: z.string().nullable(),
  modifiedBy: z.string().nullable(),
});
export type ConsentSettingsView = z.infer<typeof consentSettingsViewSchema>;
