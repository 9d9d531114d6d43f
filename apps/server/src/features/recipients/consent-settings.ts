import {
  CONSENT_PREFERENCES,
  consentSettingsIssues,
  DEFAULT_CONSENT_SETTINGS,
  type ConsentPreference,
  type ConsentSettings,
  type ConsentSettingsView,
} from '@postbridge/domain';
import { isSet, parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { administeredOu } from './recipient-access';
import {
  consentSettingsRow,
  upsertConsentSettings,
  type ConsentSettingsRow,
  type RecipientOuRow,
} from './queries';

// The recipients' consent configuration of an OU (issue 14; docs/domain-decisions.md "Recipients", "Consent
// settings"): what its consent page offers and says, the sentence printed beside the QR code and the confirmation
// e-mail's texts. An OU that never saved any has the defaults, which are the page as it always was. Reading and
// saving take adminOu within the caller's subtree, as every change of recipients does (-3 out of reach).

/** The settings a stored row holds; no row: the defaults. A choice this version does not know is dropped. */
function settingsOfRow(row: ConsentSettingsRow | undefined): ConsentSettings {
  if (!row) return { ...DEFAULT_CONSENT_SETTINGS, choices: [...DEFAULT_CONSENT_SETTINGS.choices] };
  const stored = parseJson<unknown>(row.choices, []);
  const choices = (Array.isArray(stored) ? stored : []).filter((c): c is ConsentPreference =>
    (CONSENT_PREFERENCES as readonly unknown[]).includes(c),
  );
  return {
    open: isSet(row.page_open),
    choices: choices.length ? choices : [...CONSENT_PREFERENCES],
    introduction: row.introduction,
    qrText: row.qr_text,
    mailSubject: row.mail_subject,
    mailBody: row.mail_body,
  };
}

/** The consent settings of an OU (the sender account whose page a link opens). */
export async function consentSettingsOf(deps: Pick<Deps, 'db'>, ouId: string): Promise<ConsentSettings> {
  return settingsOfRow(await consentSettingsRow(deps.db, ouId));
}

const viewOf = (ou: RecipientOuRow, row: ConsentSettingsRow | undefined): ConsentSettingsView => ({
  ouId: ou.id,
  ouName: ou.name,
  senderAccount: isSet(ou.sender_account),
  settings: settingsOfRow(row),
  lastModified: row?.updated_at ?? null,
  modifiedBy: row ? row.updated_by : null,
});

/** GET /ou/{ouId}/consentSettings. */
export async function readConsentSettings(
  deps: Deps,
  session: SessionContext,
  ouId: string,
): Promise<ConsentSettingsView> {
  const ou = await administeredOu(deps, session, ouId);
  return viewOf(ou, await consentSettingsRow(deps.db, ou.id));
}

/**
 * POST /ou/{ouId}/consentSettings: every broken rule answers -2 with its issues at their fields; saved, a history
 * row (entity 'ou', action 'consentSettings') says who saved what, in the same transaction. Settings may be saved
 * before the sender account is turned on: they apply from then.
 */
export async function saveConsentSettings(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  settings: ConsentSettings,
): Promise<ConsentSettingsView> {
  const ou = await administeredOu(deps, session, ouId);
  const issues = consentSettingsIssues(settings);
  if (issues.length) throw errors.invalid('body', issues);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    await upsertConsentSettings(tx, {
      ou_id: ou.id,
      page_open: settings.open ? 1 : 0,
      choices: JSON.stringify(settings.choices),
      introduction: settings.introduction,
      qr_text: settings.qrText,
      mail_subject: settings.mailSubject,
      mail_body: settings.mailBody,
      updated_at: at,
      updated_by: session.login,
    });
    await appendHistory(tx, {
      entityType: 'ou',
      entityId: ou.id,
      ouId: ou.id,
      action: 'consentSettings',
      login: session.login,
      at,
      details: { ...settings },
    });
  });
  return viewOf(ou, await consentSettingsRow(deps.db, ou.id));
}
