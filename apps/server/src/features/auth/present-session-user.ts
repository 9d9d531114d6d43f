import {
  clampSearchRangeDays,
  type SessionService,
  type SessionUser,
  type UiPreferences,
} from '@postbridge/domain';
import { isSet, parseJson } from '../../platform/db/util';
import type { SignInMethod } from '../../platform/db/schema';
import type { SessionContext } from '../../platform/policy';
import type { AccountRow } from './queries';

const DAY_MS = 86_400_000;

const DEFAULT_UI_PREFERENCES: UiPreferences = {
  defaultSearchRangeDays: 31,
  validatedPushNotification: true,
  rejectedPushNotification: true,
  pendingPushNotification: true,
  dataDisplayMode: 'tiles',
};

export function uiPreferencesOf(row: AccountRow): UiPreferences {
  const stored = parseJson<Partial<UiPreferences>>(row.ui_preferences, {});
  const merged = { ...DEFAULT_UI_PREFERENCES, ...stored };
  return { ...merged, defaultSearchRangeDays: clampSearchRangeDays(merged.defaultSearchRangeDays) };
}

/**
 * Days left before the password expires under the OU's validity policy; null when none applies. A temporary
 * password set by an administrator has expired already (0): the user changes it at once (docs/administration.md).
 */
function passwordExpireDays(row: AccountRow, now: Date): number | null {
  if (isSet(row.must_change_password)) return 0;
  if (!row.max_password_validity_days) return null;
  const age = Math.floor((now.getTime() - Date.parse(row.password_changed_at)) / DAY_MS);
  return row.max_password_validity_days - age;
}

/**
 * The signed-in user as the web app reads it. A session opened otherwise than by a password (single sign-on,
 * external authentication) has no password to expire: `passwordExpireDays` is then null.
 */
export function presentSessionUser(
  row: AccountRow,
  now: Date,
  services: SessionService[],
  method: SignInMethod = 'password',
): SessionUser {
  return {
    id: row.id,
    login: row.login,
    ouId: row.ou_id,
    ouName: row.ou_name,
    permissions: row.permissions ?? 0,
    permissionsOnGroup: row.permissions_on_group ?? 0,
    permissionsOnOU: row.permissions_on_ou ?? 0,
    groupId: row.group_id,
    profileId: row.profile_id,
    role: row.role ?? null,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    emailAddress: row.email_address,
    phoneNumber: row.phone_number,
    mobileNumber: row.mobile_number,
    locale: row.locale,
    allowEMailNotifications: isSet(row.allow_email_notifications),
    passwordExpireDays: method === 'password' ? passwordExpireDays(row, now) : null,
    services,
    uipreferences: uiPreferencesOf(row),
  };
}

/**
 * The caller's session context. `now`, when given (the auth hook), marks an expired or temporary password; the
 * contexts built to act for someone else (on behalf, a summary) leave it out, and so do the sessions no password
 * opened.
 */
export function sessionContextOf(
  row: AccountRow,
  sessionId: string,
  now?: Date,
  method: SignInMethod = 'password',
): SessionContext {
  const expireDays = now && method === 'password' ? passwordExpireDays(row, now) : null;
  return {
    sessionId,
    userId: row.id,
    login: row.login,
    ouId: row.ou_id,
    ouPath: row.ou_path,
    groupId: row.group_id,
    permissions: row.permissions ?? 0,
    permissionsOnGroup: row.permissions_on_group ?? 0,
    permissionsOnOU: row.permissions_on_ou ?? 0,
    locale: row.locale,
    searchRangeDays: uiPreferencesOf(row).defaultSearchRangeDays,
    ...(expireDays !== null && expireDays <= 0 ? { passwordExpired: true } : {}),
  };
}

/** An account may sign in only when it and its OU are active. */
export function canSignIn(row: AccountRow): boolean {
  return (
    isSet(row.enabled) &&
    !isSet(row.removed) &&
    isSet(row.ou_enabled) &&
    !isSet(row.ou_removed) &&
    !isSet(row.ou_account_expired)
  );
}
