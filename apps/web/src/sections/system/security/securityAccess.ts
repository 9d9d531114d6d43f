import { hasPermission, type SessionUser } from '@postbridge/domain';

// Who may do what on System > Security, as the server decides (endpoints/system-security.ts): superAdmin changes
// the settings, superAdminView reads them; OU administrators (adminOu) also list and end their users' sessions.

export const SECURITY_SETTINGS_KEY = ['session', 'system', 'security', 'settings'] as const;
export const sessionsKey = (login: string) => ['session', 'system', 'security', 'sessions', login] as const;

export const canReadSettings = (user: SessionUser | null): boolean =>
  !!user &&
  (hasPermission(user.permissions, 'superAdmin') || hasPermission(user.permissions, 'superAdminView'));

export const canChangeSettings = (user: SessionUser | null): boolean =>
  !!user && hasPermission(user.permissions, 'superAdmin');

export const canEndSessions = (user: SessionUser | null): boolean =>
  !!user && (hasPermission(user.permissions, 'superAdmin') || hasPermission(user.permissions, 'adminOu'));

export const canReadSessions = (user: SessionUser | null): boolean =>
  canReadSettings(user) || canEndSessions(user);
