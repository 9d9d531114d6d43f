import { hasPermission, type SaveUserInput, type SaveUserResult } from '@postbridge/domain';
import type { Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import { hashPassword } from '../../platform/passwords';
import type { SessionContext } from '../../platform/policy';
import { revokeUserSessions } from '../auth';
import { adminUserById, insertUsers, updateUser, type AdminUserRow } from './queries';
import { temporaryPassword } from './temporary-password';
import { administeredUser, presentAdminUser } from './user-access';
import {
  allowedGroup,
  allowedProfile,
  checkedContacts,
  duplicateLogin,
  ensureLoginFree,
  isUniqueViolation,
  targetOu,
} from './user-fields';
import { ensureNotLastSuperAdmin } from './super-admins';

/**
 * POST /users: creates a user (no id) or updates one (id and version). Every field is checked (login free, profile
 * and group of the user's unit or above, e-mail and phones, address ranges by the contract); nothing is written on
 * a refusal. A new user gets a temporary password, answered once, to change at the first sign-in.
 */
export async function saveUser(
  deps: Deps,
  session: SessionContext,
  body: SaveUserInput,
): Promise<SaveUserResult> {
  return body.id === undefined
    ? createUser(deps, session, body)
    : updateExisting(deps, session, body, body.id);
}

async function createUser(deps: Deps, session: SessionContext, body: SaveUserInput): Promise<SaveUserResult> {
  const ou = await targetOu(deps.db, session, body.ouId);
  await ensureLoginFree(deps.db, body.login);
  const profile = await allowedProfile(deps.db, session, ou, body.profileId);
  await allowedGroup(deps.db, ou, body.groupId);
  const contacts = checkedContacts(body, ou.default_mail_country);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const at = deps.clock.now().toISOString();
  const id = newId();
  try {
    await deps.db.transaction().execute(async (tx) => {
      await insertUsers(tx, [
        {
          id,
          ou_id: ou.id,
          login: body.login,
          password_hash: passwordHash,
          password_changed_at: at,
          must_change_password: 1,
          title: body.title,
          first_name: body.firstName,
          last_name: body.lastName,
          ...emailAndPhones(contacts),
          locale: body.locale,
          profile_id: profile.id,
          group_id: body.groupId,
          enabled: body.enabled ? 1 : 0,
          allowed_address_ranges: JSON.stringify(body.allowedAddressRanges),
          creation_date: at,
        },
      ]);
      await appendHistory(tx, {
        entityType: 'user',
        entityId: id,
        ouId: ou.id,
        action: 'created',
        login: session.login,
        at,
        details: { login: body.login, profile: profile.name },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateLogin('body.login');
    throw err;
  }
  return { user: presentAdminUser((await adminUserById(deps.db, id))!), temporaryPassword: password };
}

function emailAndPhones(c: ReturnType<typeof checkedContacts>) {
  return { email_address: c.emailAddress, phone_number: c.phoneNumber, mobile_number: c.mobileNumber };
}

async function updateExisting(
  deps: Deps,
  session: SessionContext,
  body: SaveUserInput,
  userId: string,
): Promise<SaveUserResult> {
  const before = await administeredUser(deps, session, userId, 'change');
  if (before.version !== body.version) throw errors.editionConflict();
  const ou =
    before.ou_id === body.ouId
      ? await targetOu(deps.db, session, before.ou_id)
      : await targetOu(deps.db, session, body.ouId);
  if (body.login.toLowerCase() !== before.login.toLowerCase()) await ensureLoginFree(deps.db, body.login);
  const profile = await allowedProfile(deps.db, session, ou, body.profileId);
  await allowedGroup(deps.db, ou, body.groupId);
  const contacts = checkedContacts(body, ou.default_mail_country);
  const self = before.id === session.userId;
  if (self && !body.enabled) throw disableSelf();
  // docs/product.md §6: "a warning appears when a user reduces their own permissions" — the caller confirms
  // it.
  if (
    self &&
    (before.profile_permissions ?? 0) & ~profile.permissions &&
    !body.confirmOwnPermissionsReduced
  ) {
    throw new AppError(
      'badRequest',
      'body.profileId: this profile reduces your own permissions; send confirmOwnPermissionsReduced to confirm',
      'admin.users.error.ownPermissionsReduced',
      undefined,
      'body.profileId',
    );
  }
  const values: Updateable<Database['app_user']> = {
    ou_id: ou.id,
    login: body.login,
    title: body.title,
    first_name: body.firstName,
    last_name: body.lastName,
    ...emailAndPhones(contacts),
    locale: body.locale,
    profile_id: profile.id,
    group_id: body.groupId,
    enabled: body.enabled ? 1 : 0,
    allowed_address_ranges: JSON.stringify(body.allowedAddressRanges),
  };
  const changed = changedFields(before, values);
  const at = deps.clock.now().toISOString();
  try {
    await deps.db.transaction().execute(async (tx) => {
      if (!hasPermission(profile.permissions, 'superAdmin') || !body.enabled) {
        await ensureNotLastSuperAdmin(tx, before);
      }
      if (!(await updateUser(tx, before.id, before.version, values))) throw errors.editionConflict();
      if (!body.enabled && before.enabled) await revokeUserSessions(tx, before.id, at);
      await appendHistory(tx, {
        entityType: 'user',
        entityId: before.id,
        ouId: ou.id,
        action: 'updated',
        login: session.login,
        at,
        details: changed,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateLogin('body.login');
    throw err;
  }
  return { user: presentAdminUser((await adminUserById(deps.db, before.id))!), temporaryPassword: null };
}

export const disableSelf = () =>
  new AppError(
    'badRequest',
    'You cannot disable your own account.',
    'admin.users.error.disableSelf',
    undefined,
    'body.enabled',
  );

/** The columns whose value changes, with the new value (written to the user's history). */
function changedFields(
  before: AdminUserRow,
  after: Updateable<Database['app_user']>,
): Record<string, unknown> {
  const old = before as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.entries(after).filter(([column, value]) => old[column] !== value));
}
