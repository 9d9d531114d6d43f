import { checkEmailAddress, checkPhoneNumber } from '@postbridge/documents';
import { AppError, errors } from '../../platform/errors';
import type { Executor } from './queries';
import { groupById, loginsTaken, ouForUsers, profileById } from './queries';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { grantable, insufficientPermissions } from './user-access';

// The checks of an administered user's fields shared by POST /users and the CSV import (docs/product.md §5
// "Phone must be valid and country-consistent"; docs/administration.md "Users").

export const ouIdsOfPath = (path: string): string[] => path.split('/').filter(Boolean);

export type TargetOu = NonNullable<Awaited<ReturnType<typeof ouForUsers>>>;

/** The unit a user is created in or moved to: one the caller may change, not removed. */
export async function targetOu(db: Executor, session: SessionContext, ouId: string): Promise<TargetOu> {
  const ou = await ouForUsers(db, ouId);
  if (!ou || ou.removed || !mayAdminister(session, ou.path, 'adminOu', 'read')) {
    throw new AppError(
      'notFound',
      'The organisation unit could not be found.',
      'error.notFound',
      undefined,
      'body.ouId',
    );
  }
  if (!mayAdminister(session, ou.path, 'adminOu', 'change')) throw errors.unauthorized();
  return ou;
}

export const duplicateLogin = (field: string) =>
  new AppError(
    'badRequest',
    'User already exists in the system. Choose another identifier.',
    'admin.users.error.duplicateLogin',
    undefined,
    field,
  );

export async function ensureLoginFree(db: Executor, login: string): Promise<void> {
  if ((await loginsTaken(db, [login])).size) throw duplicateLogin('body.login');
}

/**
 * The profile a user of `ou` may hold: one of that unit or of a unit above it (the profiles GET /profiles?ouId=
 * offers), whose permissions the caller holds too.
 */
export async function allowedProfile(db: Executor, session: SessionContext, ou: TargetOu, profileId: string) {
  const profile = await profileById(db, profileId);
  if (!profile || !ouIdsOfPath(ou.path).includes(profile.ou_id)) {
    throw new AppError(
      'badRequest',
      "body.profileId: the profile is not one of the user's unit or of a unit above it",
      'admin.users.error.profileOfOtherOu',
      undefined,
      'body.profileId',
    );
  }
  if (!grantable(session, profile.permissions)) throw insufficientPermissions();
  return profile;
}

/** A group of the user's unit or of a unit above it (null: no group). */
export async function allowedGroup(db: Executor, ou: TargetOu, groupId: string | null) {
  if (groupId === null) return null;
  const group = await groupById(db, groupId);
  if (!group || !ouIdsOfPath(ou.path).includes(group.ou_id)) {
    throw new AppError(
      'badRequest',
      "body.groupId: the group is not one of the user's unit or of a unit above it",
      'admin.users.error.groupOfOtherOu',
      undefined,
      'body.groupId',
    );
  }
  return group;
}

/** A checked e-mail address (trimmed), or null; the reason otherwise. */
export function normalisedEmail(value: string | null): { ok: true; value: string | null } | { ok: false } {
  if (value === null) return { ok: true, value: null };
  const check = checkEmailAddress(value);
  return check.valid ? { ok: true, value: check.value } : { ok: false };
}

/** A phone number in E.164, read in the unit's mail country when written without its prefix; or null. */
export function normalisedPhone(
  value: string | null,
  country: string | null,
): { ok: true; value: string | null } | { ok: false } {
  if (value === null) return { ok: true, value: null };
  const check = checkPhoneNumber(value, country);
  return check.valid ? { ok: true, value: check.value } : { ok: false };
}

/** The contact fields of a user, checked: a refusal names the first wrong field. */
export function checkedContacts(
  input: { emailAddress: string | null; phoneNumber: string | null; mobileNumber: string | null },
  country: string | null,
) {
  const email = normalisedEmail(input.emailAddress);
  if (!email.ok) {
    throw new AppError(
      'badRequest',
      'body.emailAddress: invalid e-mail address',
      'admin.users.error.emailInvalid',
      undefined,
      'body.emailAddress',
    );
  }
  const phones = (['phoneNumber', 'mobileNumber'] as const).map((field) => {
    const phone = normalisedPhone(input[field], country);
    if (!phone.ok) {
      throw new AppError(
        'badRequest',
        `body.${field}: invalid phone number`,
        'admin.users.error.phoneInvalid',
        undefined,
        `body.${field}`,
      );
    }
    return phone.value;
  });
  return { emailAddress: email.value, phoneNumber: phones[0]!, mobileNumber: phones[1]! };
}

/** A unique-constraint violation (the login taken by a concurrent request), on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/i.test(e?.message ?? '')
  );
}
