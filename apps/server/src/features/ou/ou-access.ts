import type { Ou, OuAddress, OuTagList, BillingType } from '@postbridge/domain';
import { isSet } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canSeeOu, mayAdminister, type SessionContext } from '../../platform/policy';
import { activeUserCountUnder, ouRowById, settingsOfChain, type OuRow } from './queries';

/**
 * The fields of an account that have no column of their own, kept as JSON in `ou.settings`
 * (docs/administration.md "Accounts").
 */
export type OuSettingsJson = {
  accountIdentifier: string | null;
  siret: string | null;
  registrationNumber: string | null;
  returnAddress: OuAddress | null;
  senderAddress: OuAddress | null;
  billingType: BillingType | null;
  productionCode: string | null;
  accountingCode: string | null;
  partnerCode: string | null;
  editionDurationDays: number | null;
  allowedAddressRanges: string[];
  tagLists: OuTagList[];
};

const EMPTY_SETTINGS: OuSettingsJson = {
  accountIdentifier: null,
  siret: null,
  registrationNumber: null,
  returnAddress: null,
  senderAddress: null,
  billingType: null,
  productionCode: null,
  accountingCode: null,
  partnerCode: null,
  editionDurationDays: null,
  allowedAddressRanges: [],
  tagLists: [],
};

function settingsOf(row: Pick<OuRow, 'settings'>): OuSettingsJson {
  let stored: Partial<OuSettingsJson> = {};
  try {
    stored = JSON.parse(row.settings) as Partial<OuSettingsJson>;
  } catch {
    stored = {};
  }
  return { ...EMPTY_SETTINGS, ...stored };
}

/** The account as the API answers it. */
export function presentOu(row: OuRow, userCount: number): Ou {
  const settings = settingsOf(row);
  return {
    id: row.id,
    creationDate: row.creation_date,
    name: row.name,
    parentId: row.parent_id,
    brandingId: row.branding_id,
    brandingName: row.branding_name,
    allowOUChildren: isSet(row.allow_ou_children),
    enabled: isSet(row.enabled),
    removed: isSet(row.removed),
    accountExpired: isSet(row.account_expired),
    senderAccount: isSet(row.sender_account),
    emailAddress: row.email_address,
    webHookURL: row.web_hook_url,
    webhookSecretSet: !!row.default_webhook_secret,
    defaultMailCountry: row.default_mail_country,
    freezeDelayDays: row.freeze_delay_days,
    fileDelayDays: row.file_delay_days,
    dataDelayDays: row.data_delay_days,
    minPasswordEntropy: row.min_password_entropy,
    maxPasswordValidityDays: row.max_password_validity_days,
    ...settings,
    userCount,
    version: row.version,
  };
}

export async function readOu(deps: Pick<Deps, 'db'>, id: string): Promise<Ou> {
  const row = (await ouRowById(deps.db, id))!;
  return presentOu(row, await activeUserCountUnder(deps.db, row.path));
}

/** May read the account's administration: adminOu or adminHierarchy over it, or a super administrator. */
function mayReadOu(session: SessionContext, path: string): boolean {
  return (
    mayAdminister(session, path, 'adminOu', 'read') || mayAdminister(session, path, 'adminHierarchy', 'read')
  );
}

/**
 * The OU `id` for an administration call: "not found" (-3) when the caller cannot even see it (ids do not leak),
 * "not allowed" (-12) when it sees it but may not administer it.
 */
export async function administeredOu(
  deps: Pick<Deps, 'db'>,
  session: SessionContext,
  id: string,
): Promise<OuRow> {
  const row = await ouRowById(deps.db, id);
  if (!row || !(canSeeOu(session, row.path) || mayReadOu(session, row.path))) {
    throw errors.notFound('The account');
  }
  if (!mayReadOu(session, row.path)) throw errors.unauthorized();
  return row;
}

/**
 * The address ranges a user of the account at `path` signs in from: one list per account of the chain (its own
 * and those above it) that sets one. Each list must allow the address (docs/administration.md "Accounts").
 */
export async function accountAddressRanges(deps: Pick<Deps, 'db'>, path: string): Promise<string[][]> {
  const rows = await settingsOfChain(deps.db, path);
  return rows.map((row) => settingsOf(row).allowedAddressRanges).filter((ranges) => ranges.length > 0);
}
