import fs from 'node:fs/promises';
import {
  MAX_USER_IMPORT_LINES,
  USER_CSV_COLUMNS,
  USER_CSV_EXPORT_COLUMNS,
  USER_LOCALES,
  addressRangeSchema,
  userLoginSchema,
  type ApiIssue,
  type CheckUsersImportResult,
  type ImportUsersResult,
} from '@postbridge/domain';
import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { MultipartBody } from '../../platform/http/read-multipart';
import { hashPassword } from '../../platform/passwords';
import type { SessionContext } from '../../platform/policy';
import { groupsOfOus, insertUsers, loginsTaken, profilesOfOus } from './queries';
import { temporaryPassword } from './temporary-password';
import { grantable } from './user-access';
import {
  isUniqueViolation,
  normalisedEmail,
  normalisedPhone,
  ouIdsOfPath,
  targetOu,
  type TargetOu,
} from './user-fields';
import { decodeCsvBytes, parseCsv, unescapeCsvValue, type CsvRow } from './users-csv';

type Column = (typeof USER_CSV_COLUMNS)[number];
/** More problems than this are not listed (the first ones are enough to fix the file). */
const MAX_ISSUES = 200;

const issue = (
  key: string,
  line: number,
  params: Record<string, string | number>,
  reason: string,
): ApiIssue => ({
  key: `admin.users.importIssue.${key}`,
  path: `line ${line}${params.field ? `.${params.field}` : ''}`,
  severity: 'error',
  params: { line, ...params, reason },
});

const refuse = (issues: ApiIssue[]) => errors.invalid('body.file', issues.slice(0, MAX_ISSUES));

/**
 * Reads and checks an import file (USER_CSV_COLUMNS, the export's columns; the export's creationDate column may
 * stay): the users to create in the unit, and every problem found, with its line number and field.
 */
async function readImport(deps: Deps, session: SessionContext, body: MultipartBody) {
  const file = body.files.find((f) => f.field === 'file');
  if (!file) throw errors.badRequest('body.file', 'a CSV file is required');
  const ou = await targetOu(deps.db, session, body.fields.get('ouId') || session.ouId);
  const rows = parseCsv(decodeCsvBytes(await fs.readFile(file.received.tempPath)));
  const [header, ...lines] = rows;
  const withCreationDate = header?.fields.length === USER_CSV_EXPORT_COLUMNS.length;
  const expected = withCreationDate ? USER_CSV_EXPORT_COLUMNS : USER_CSV_COLUMNS;
  if (!header || header.fields.map((f) => f.trim()).join(';') !== expected.join(';')) {
    const columns = USER_CSV_COLUMNS.join(';');
    return {
      ou,
      file,
      lines: 0,
      users: [],
      issues: [issue('header', 1, { expected: columns }, `the columns must be ${columns}`)],
    };
  }
  if (!lines.length)
    return { ou, file, lines: 0, users: [], issues: [issue('empty', 1, {}, 'the file holds no user')] };
  if (lines.length > MAX_USER_IMPORT_LINES) {
    throw new AppError(
      'badRequest',
      `The file holds ${lines.length} users; at most ${MAX_USER_IMPORT_LINES} are imported at once.`,
      'admin.users.importIssue.tooManyLines',
      { count: lines.length, max: MAX_USER_IMPORT_LINES },
      'body.file',
    );
  }
  const { users, issues } = await readLines(deps, session, ou, lines, expected.length);
  return { ou, file, lines: lines.length, users, issues: issues.slice(0, MAX_ISSUES) };
}

/**
 * POST /users/import/check: what the import of this file would say, without importing anything (the import
 * dialog shows every problem before the import is asked for).
 */
export async function checkUsersImport(
  deps: Deps,
  session: SessionContext,
  body: MultipartBody,
): Promise<CheckUsersImportResult> {
  const { lines, issues } = await readImport(deps, session, body);
  return { lines, issues };
}

/**
 * POST /users/import: the users of a CSV file created in one unit, each with a temporary password to change at
 * the first sign-in. All or nothing: every wrong line is reported with its line number and field (-2 with the
 * issues), and then none is imported.
 */
export async function importUsers(
  deps: Deps,
  session: SessionContext,
  body: MultipartBody,
): Promise<ImportUsersResult> {
  const { ou, file, users, issues } = await readImport(deps, session, body);
  if (issues.length) throw refuse(issues);

  const at = deps.clock.now().toISOString();
  const passwords = users.map(() => temporaryPassword());
  const hashes: string[] = [];
  // A few at a time: each hash takes tens of milliseconds and 19 MiB (platform/passwords.ts).
  for (let i = 0; i < passwords.length; i += 4) {
    hashes.push(...(await Promise.all(passwords.slice(i, i + 4).map(hashPassword))));
  }
  const inserted = users.map((u, i) => ({
    ...u,
    password_hash: hashes[i]!,
    password_changed_at: at,
    creation_date: at,
  }));
  try {
    await deps.db.transaction().execute(async (tx) => {
      await insertUsers(tx, inserted);
      for (const u of inserted) {
        await appendHistory(tx, {
          entityType: 'user',
          entityId: u.id,
          ouId: ou.id,
          action: 'imported',
          login: session.login,
          at,
          details: { login: u.login, file: file.fileName },
        });
      }
    });
  } catch (err) {
    // A login taken meanwhile by another request: the file is refused as a whole, as for any other line.
    if (isUniqueViolation(err))
      throw refuse([
        issue('duplicateLogin', 1, { field: 'login', value: '?' }, 'a login was taken meanwhile'),
      ]);
    throw err;
  }
  return {
    imported: users.length,
    users: users.map((u, i) => ({ login: u.login, temporaryPassword: passwords[i]! })),
  };
}

type NewUser = Omit<
  Insertable<Database['app_user']>,
  'password_hash' | 'password_changed_at' | 'creation_date'
> & {
  id: string;
  login: string;
};

async function readLines(deps: Deps, session: SessionContext, ou: TargetOu, lines: CsvRow[], width: number) {
  const ancestors = ouIdsOfPath(ou.path);
  // The nearest unit's profile or group wins when a name is used at several levels.
  const depth = (ouId: string) => ancestors.indexOf(ouId);
  const profiles = (await profilesOfOus(deps.db, ancestors)).sort((a, b) => depth(b.ou_id) - depth(a.ou_id));
  const groups = (await groupsOfOus(deps.db, ancestors)).sort((a, b) => depth(b.ou_id) - depth(a.ou_id));
  const taken = await loginsTaken(
    deps.db,
    lines.map((l) => unescapeCsvValue(l.fields[0]?.trim() ?? '')).filter(Boolean),
  );
  const seen = new Map<string, number>();
  const issues: ApiIssue[] = [];
  const users: NewUser[] = [];
  for (const { line, fields } of lines) {
    if (fields.length !== width) {
      issues.push(
        issue(
          'columnCount',
          line,
          { count: fields.length, expected: width },
          `${fields.length} fields instead of ${width}`,
        ),
      );
      continue;
    }
    const value = (column: Column) => unescapeCsvValue(fields[USER_CSV_COLUMNS.indexOf(column)]!.trim());
    const before = issues.length;
    const bad = (key: string, field: Column, reason: string) =>
      issues.push(issue(key, line, { field, value: value(field) }, reason));
    const text = (field: Column, max: number) => {
      const v = value(field);
      if (v.length > max) bad('invalid', field, `longer than ${max} characters`);
      return v || null;
    };

    const login = value('login');
    if (!login) bad('required', 'login', 'required');
    else if (!userLoginSchema.safeParse(login).success) bad('invalid', 'login', 'not a valid login');
    else if (taken.has(login.toLowerCase())) bad('duplicateLogin', 'login', 'already exists');
    else if (seen.has(login.toLowerCase()))
      bad('duplicateInFile', 'login', `also on line ${seen.get(login.toLowerCase())}`);
    seen.set(login.toLowerCase(), seen.get(login.toLowerCase()) ?? line);

    const title = text('title', 50);
    const firstName = text('firstName', 100);
    const lastName = text('lastName', 100);
    const email = normalisedEmail(value('emailAddress') || null);
    if (!email.ok) bad('invalid', 'emailAddress', 'not a valid e-mail address');
    const phones = (['phoneNumber', 'mobileNumber'] as const).map((field) => {
      const phone = normalisedPhone(value(field) || null, ou.default_mail_country);
      if (!phone.ok) bad('invalid', field, 'not a valid phone number');
      return phone.ok ? phone.value : null;
    });
    const locale = value('locale') || 'en';
    if (!(USER_LOCALES as readonly string[]).includes(locale))
      bad('invalid', 'locale', `one of ${USER_LOCALES.join(', ')}`);

    const profileName = value('profile');
    const profile = profiles.find((p) => p.name === profileName);
    if (!profileName) bad('required', 'profile', 'required');
    else if (!profile) bad('profileUnknown', 'profile', 'no such profile in this unit or above');
    else if (!grantable(session, profile.permissions))
      bad('profileNotAllowed', 'profile', 'grants permissions the importer lacks');

    const groupCode = value('group');
    const group = groupCode ? groups.find((g) => g.code === groupCode) : null;
    if (groupCode && !group) bad('groupUnknown', 'group', 'no such group in this unit or above');

    const enabledText = value('enabled').toLowerCase();
    if (!['', 'true', 'false'].includes(enabledText)) bad('invalid', 'enabled', 'true or false');

    const ranges = value('allowedAddressRanges').split(/\s+/).filter(Boolean);
    if (ranges.some((r) => !addressRangeSchema.safeParse(r).success))
      bad('invalid', 'allowedAddressRanges', 'CIDR ranges separated by spaces');

    if (issues.length > before || !profile || !email.ok) continue;
    users.push({
      id: newId(),
      ou_id: ou.id,
      login,
      must_change_password: 1,
      title,
      first_name: firstName,
      last_name: lastName,
      email_address: email.value,
      phone_number: phones[0] ?? null,
      mobile_number: phones[1] ?? null,
      locale,
      profile_id: profile.id,
      group_id: group?.id ?? null,
      enabled: enabledText === 'false' ? 0 : 1,
      allowed_address_ranges: JSON.stringify(ranges),
    });
  }
  return { users, issues };
}
