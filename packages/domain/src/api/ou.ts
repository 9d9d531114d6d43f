import { z } from 'zod';
import { validateOu } from '../validation/ou';
import { apiIssueSchema } from './envelope';

export const ouQuerySchema = z.object({ includeRemoved: z.enum(['true', 'false']).optional() });

export type OuNode = {
  id: string;
  name: string;
  parentId: string | null;
  creationDate: string;
  brandingId: string | null;
  brandingName: string | null;
  allowOUChildren: boolean;
  enabled: boolean;
  removed: boolean;
  children: OuNode[];
};
export const ouNodeSchema: z.ZodType<OuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    creationDate: z.string(),
    brandingId: z.string().nullable(),
    brandingName: z.string().nullable(),
    allowOUChildren: z.boolean(),
    enabled: z.boolean(),
    removed: z.boolean(),
    children: z.array(ouNodeSchema),
  }),
);
/** The tree visible to the caller: one root per top unit it may see. */
export const ouTreeResultSchema = z.array(ouNodeSchema);

// ---- One organisation unit (account), docs/product.md §3 "OU / account" (docs/administration.md "Accounts")
// ----

export const ouParamsSchema = z.object({ ouId: z.string().min(1) });

/** How an account is billed (docs/product.md §3 billingType; the values are ours, docs/administration.md). */
export const BILLING_TYPES = ['INVOICE', 'PREPAID', 'PARENT'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** A postal address of the account: its lines, top to bottom, and its country (ISO 3166 alpha-2). */
export const ouAddressSchema = z.object({
  addressLines: z.array(z.string().max(200)).max(6),
  countryCode: z.string().nullable(),
});
export type OuAddress = z.infer<typeof ouAddressSchema>;

/**
 * A tag list (docs/product.md §3): named values offered to the deposit forms, with or without a free value.
 */
export const ouTagListSchema = z.object({
  name: z.string().max(100),
  freeValueAllowed: z.boolean(),
  values: z.array(z.object({ label: z.string().max(200), value: z.string().max(200) })).max(5000),
});
export type OuTagList = z.infer<typeof ouTagListSchema>;

const text = (max: number) => z.string().max(max).nullable();
const days = z.number().int();

/** What an administrator edits of an account: the body of POST /ou (create without id and version). */
export const ouFieldsSchema = z.object({
  name: z.string().max(200),
  parentId: z.string().nullable(),
  brandingId: z.string().nullable(),
  allowOUChildren: z.boolean(),
  enabled: z.boolean(),
  /** The account is closed: none of its users may sign in (checked at sign-in). */
  accountExpired: z.boolean(),
  accountIdentifier: text(100),
  senderAccount: z.boolean(),
  emailAddress: text(254),
  siret: text(20),
  registrationNumber: text(100),
  webHookURL: text(2000),
  defaultMailCountry: text(2),
  returnAddress: ouAddressSchema.nullable(),
  senderAddress: ouAddressSchema.nullable(),
  billingType: z.enum(BILLING_TYPES).nullable(),
  productionCode: text(100),
  accountingCode: text(100),
  partnerCode: text(100),
  /** Whole days; 0 means the step never happens automatically (dataDelayDays 0 = unlimited retention). */
  freezeDelayDays: days,
  fileDelayDays: days,
  dataDelayDays: days,
  /** Days a deposit stays editable before it must be ordered; null = no limit. */
  editionDurationDays: days.nullable(),
  minPasswordEntropy: days,
  maxPasswordValidityDays: days.nullable(),
  /** CIDR ranges (`10.0.0.0/8`, `2001:db8::/32`) the account's users may sign in from; empty = anywhere. */
  allowedAddressRanges: z.array(z.string().max(50)).max(100),
  tagLists: z.array(ouTagListSchema).max(100),
});
export type OuFields = z.infer<typeof ouFieldsSchema>;

export const ouSaveBodySchema = ouFieldsSchema.extend({
  /** Absent to create; the account's id to update. */
  id: z.string().optional(),
  /** Absent to create; the version read to update (a stale one answers -13). */
  version: z.number().int().optional(),
});
export type OuSaveBody = z.infer<typeof ouSaveBodySchema>;

/** The fields of a new sub-account of `parentId`: nothing set, delays 0 (what the form starts from). */
export function newOuFields(parentId: string, name = ''): OuSaveBody {
  return {
    name,
    parentId,
    brandingId: null,
    allowOUChildren: true,
    enabled: true,
    accountExpired: false,
    accountIdentifier: null,
    senderAccount: false,
    emailAddress: null,
    siret: null,
    registrationNumber: null,
    webHookURL: null,
    defaultMailCountry: null,
    returnAddress: null,
    senderAddress: null,
    billingType: null,
    productionCode: null,
    accountingCode: null,
    partnerCode: null,
    freezeDelayDays: 0,
    fileDelayDays: 0,
    dataDelayDays: 0,
    editionDurationDays: null,
    minPasswordEntropy: 0,
    maxPasswordValidityDays: null,
    allowedAddressRanges: [],
    tagLists: [],
  };
}

export const ouSchema = ouFieldsSchema.extend({
  id: z.string(),
  creationDate: z.string(),
  brandingName: z.string().nullable(),
  removed: z.boolean(),
  /** Whether the webhook has its signing secret (administered through /ou/{ouId}/webhook). */
  webhookSecretSet: z.boolean(),
  /** Active users of the account itself and of its sub-accounts (what a deletion would need `force` for). */
  userCount: z.number().int(),
  version: z.number().int(),
});
export type Ou = z.infer<typeof ouSchema>;

export const ouDeleteQuerySchema = z.object({ force: z.enum(['true', 'false']).optional() });
export const ouDeleteResultSchema = z.object({
  /** Accounts marked removed: the one named and its sub-accounts. */
  removedOus: z.number().int(),
  /** Users removed with them (only with force=true). */
  removedUsers: z.number().int(),
});
export type OuDeleteResult = z.infer<typeof ouDeleteResultSchema>;

export const ouTagListImportBodySchema = z.object({
  /**
   * The file's bytes in base64: `label;value` (or `,` / tab separated) per line, an optional `label;value`
   * header; UTF-8 (with or without BOM), else read as Windows-1252 / ISO-8859-1.
   */
  contentBase64: z.string().max(3_000_000),
  name: z.string().max(100),
  freeValueAllowed: z.boolean(),
});
export type OuTagListImportBody = z.infer<typeof ouTagListImportBodySchema>;

/** The list the file holds, or null with every problem found (each bad line named by its number). */
export const ouTagListImportResultSchema = z.object({
  tagList: ouTagListSchema.nullable(),
  issues: z.array(apiIssueSchema),
});
export type OuTagListImportResult = z.infer<typeof ouTagListImportResultSchema>;

export const ouCheckExportResultSchema = z.object({
  ous: z.number().int(),
  users: z.number().int(),
  groups: z.number().int(),
  profiles: z.number().int(),
  services: z.number().int(),
});
export type OuCheckExport = z.infer<typeof ouCheckExportResultSchema>;

// ---- Rules shared by the form and the server ----

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function isIpv6(address: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(address) || address.includes(':::')) return false;
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const all = [...head, ...tail];
  let count = 0;
  for (const [i, group] of all.entries()) {
    if (i === all.length - 1 && group.includes('.')) {
      if (!IPV4.test(group)) return false;
      count += 2;
    } else if (/^[0-9a-f]{1,4}$/i.test(group)) count += 1;
    else return false;
  }
  return halves.length === 2 ? count < 8 : count === 8;
}

/** A CIDR range: an IPv4 or IPv6 address, `/`, a prefix length (0–32, 0–128). */
export function isCidrRange(range: string): boolean {
  const match = /^([^/\s]+)\/(\d{1,3})$/.exec(range.trim());
  if (!match) return false;
  const bits = Number(match[2]);
  if (IPV4.test(match[1]!)) return bits <= 32;
  return isIpv6(match[1]!) && bits <= 128;
}

/** ISO 3166 alpha-2, known to the runtime's region names (the browser's and the server's alike). */
export function isCountryCode(code: string): boolean {
  // ZZ is CLDR's "Unknown Region", named like a country.
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return false;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined;
  } catch {
    return false;
  }
}

/** SIRET: 14 digits with a valid Luhn key (La Poste's 356 000 000 establishments excepted, as INSEE does). */
export function isSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  if (value.startsWith('356000000')) return [...value].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let digit = Number(value[13 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * One problem of an account's fields: its label key (the domain's `ou.*`, shown as `issue.ou.*`, and
 * `admin.accounts.issue.*`), the field's path and the values the text shows; the API's issue shape.
 */
export type OuIssue = {
  key: string;
  path: string;
  severity: 'error' | 'warning';
  params?: Record<string, string | number>;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_ENTROPY = 128;

const ouIssue = (key: string, path: string, params?: OuIssue['params']): OuIssue =>
  params ? { key, path, severity: 'error', params } : { key, path, severity: 'error' };

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

/** Every problem of these fields at once; `id` is the account's (a new one's is drawn before). */
export function ouFieldIssues(id: string, ou: OuFields): OuIssue[] {
  const issues: OuIssue[] = [];
  if (blank(ou.name)) issues.push(ouIssue('admin.accounts.issue.nameMandatory', 'name'));

  // Delays: freeze ≤ file ≤ data, where a data delay of 0 is the "unlimited" retention (it never happens).
  issues.push(
    ...validateOu({
      id,
      freezeDelayDays: ou.freezeDelayDays,
      fileDelayDays: ou.fileDelayDays,
      dataDelayDays: ou.dataDelayDays === 0 ? Number.MAX_SAFE_INTEGER : ou.dataDelayDays,
      webHookURL: ou.webHookURL,
    })
      .filter((i) => i.severity === 'error')
      .map((i) =>
        i.params?.data === Number.MAX_SAFE_INTEGER ? { ...i, params: { ...i.params, data: '∞' } } : i,
      ),
  );
  if (ou.dataDelayDays < 0 && !issues.some((i) => i.path === 'dataDelayDays')) {
    issues.push(ouIssue('ou.delayInvalid', 'dataDelayDays', { value: ou.dataDelayDays }));
  }
  if (ou.editionDurationDays !== null && ou.editionDurationDays < 1) {
    issues.push(ouIssue('admin.accounts.issue.atLeast', 'editionDurationDays', { min: 1 }));
  }

  if (!blank(ou.emailAddress) && !EMAIL.test(ou.emailAddress!.trim())) {
    issues.push(ouIssue('admin.accounts.issue.emailInvalid', 'emailAddress', { value: ou.emailAddress! }));
  }
  if (!blank(ou.siret) && !isSiret(ou.siret!.replace(/\s/g, ''))) {
    issues.push(ouIssue('admin.accounts.issue.siretInvalid', 'siret', { value: ou.siret! }));
  }
  const country = (code: string | null | undefined, path: string) => {
    if (!blank(code) && !isCountryCode(code!)) {
      issues.push(ouIssue('admin.accounts.issue.countryUnknown', path, { value: code! }));
    }
  };
  country(ou.defaultMailCountry, 'defaultMailCountry');
  for (const name of ['returnAddress', 'senderAddress'] as const) {
    const address = ou[name];
    if (!address) continue;
    country(address.countryCode, `${name}.countryCode`);
    if (address.addressLines.some((line) => !blank(line)) && blank(address.countryCode)) {
      issues.push(ouIssue('admin.accounts.issue.countryMandatory', `${name}.countryCode`));
    }
  }

  if (ou.minPasswordEntropy < 0 || ou.minPasswordEntropy > MAX_ENTROPY) {
    issues.push(ouIssue('admin.accounts.issue.between', 'minPasswordEntropy', { min: 0, max: MAX_ENTROPY }));
  }
  if (ou.maxPasswordValidityDays !== null && ou.maxPasswordValidityDays < 1) {
    issues.push(ouIssue('admin.accounts.issue.atLeast', 'maxPasswordValidityDays', { min: 1 }));
  }
  ou.allowedAddressRanges.forEach((range, i) => {
    if (!isCidrRange(range)) {
      issues.push(ouIssue('admin.accounts.issue.rangeInvalid', `allowedAddressRanges[${i}]`, { range }));
    }
  });

  const listNames = new Set<string>();
  ou.tagLists.forEach((list, i) => {
    const path = `tagLists[${i}]`;
    const name = list.name.trim().toLowerCase();
    if (!name) issues.push(ouIssue('admin.accounts.issue.tagListNameMandatory', `${path}.name`));
    else if (listNames.has(name)) {
      issues.push(ouIssue('admin.accounts.issue.tagListNameTaken', `${path}.name`, { name: list.name }));
    }
    listNames.add(name);
    const values = new Set<string>();
    list.values.forEach((entry, j) => {
      if (blank(entry.value)) {
        issues.push(ouIssue('admin.accounts.issue.tagValueMandatory', `${path}.values[${j}].value`));
      } else if (values.has(entry.value)) {
        issues.push(
          ouIssue('admin.accounts.issue.tagValueTaken', `${path}.values[${j}].value`, { value: entry.value }),
        );
      }
      values.add(entry.value);
    });
  });
  return issues;
}

/** Trims texts and turns blank ones into null, so that what is stored is what is checked. */
export function normaliseOuFields(ou: OuFields): OuFields {
  const t = (value: string | null) => (blank(value) ? null : value!.trim());
  const address = (a: OuFields['returnAddress']) =>
    a && (a.addressLines.some((l) => !blank(l)) || !blank(a.countryCode))
      ? {
          addressLines: a.addressLines.map((l) => l.trim()).filter((l) => l !== ''),
          countryCode: t(a.countryCode)?.toUpperCase() ?? null,
        }
      : null;
  return {
    ...ou,
    name: ou.name.trim(),
    accountIdentifier: t(ou.accountIdentifier),
    emailAddress: t(ou.emailAddress),
    siret: t(ou.siret)?.replace(/\s/g, '') ?? null,
    registrationNumber: t(ou.registrationNumber),
    webHookURL: t(ou.webHookURL),
    defaultMailCountry: t(ou.defaultMailCountry)?.toUpperCase() ?? null,
    returnAddress: address(ou.returnAddress),
    senderAddress: address(ou.senderAddress),
    productionCode: t(ou.productionCode),
    accountingCode: t(ou.accountingCode),
    partnerCode: t(ou.partnerCode),
    allowedAddressRanges: ou.allowedAddressRanges.map((r) => r.trim()).filter((r) => r !== ''),
    tagLists: ou.tagLists.map((list) => ({
      name: list.name.trim(),
      freeValueAllowed: list.freeValueAllowed,
      values: list.values.map((v) => ({ label: v.label.trim(), value: v.value.trim() })),
    })),
  };
}
