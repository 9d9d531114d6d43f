import { endpoint } from '../contract';
import {
  activeSessionsQuerySchema,
  activeSessionsResultSchema,
  endedSessionSchema,
  endedUserSessionsSchema,
  endUserSessionsBodySchema,
  securitySettingsSaveBodySchema,
  securitySettingsViewSchema,
  sessionIdParamsSchema,
} from '../system-security';

/**
 * System > Security: instance-wide settings (super administrators; read by superAdminView) and active sessions
 * (also OU administrators, for the users of the OUs they administer).
 */
export const systemSecurityEndpoints = {
  'systemSecurity.get': endpoint({
    method: 'GET',
    path: '/system/security',
    summary: 'The instance security settings: each value, its default and whether it is overridden.',
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    response: securitySettingsViewSchema,
  }),
  'systemSecurity.save': endpoint({
    method: 'POST',
    path: '/system/security',
    summary: 'Overrides instance security settings (an absent setting takes its default).',
    access: { anyOf: ['superAdmin'] },
    body: securitySettingsSaveBodySchema,
    response: securitySettingsViewSchema,
  }),
  'systemSecurity.sessions': endpoint({
    method: 'GET',
    path: '/system/sessions',
    summary: 'The active sessions of the users the caller administers, newest activity first.',
    access: { anyOf: ['superAdmin', 'superAdminView', 'adminOu'] },
    query: activeSessionsQuerySchema,
    response: activeSessionsResultSchema,
  }),
  'systemSecurity.endSession': endpoint({
    method: 'DELETE',
    path: '/system/sessions/:sessionId',
    summary: 'Ends an active session: its next call answers the session time-out.',
    access: { anyOf: ['superAdmin', 'adminOu'] },
    params: sessionIdParamsSchema,
    response: endedSessionSchema,
  }),
  'systemSecurity.endUserSessions': endpoint({
    method: 'POST',
    path: '/system/sessions/end',
    summary: 'Ends every active session of a user.',
    access: { anyOf: ['superAdmin', 'adminOu'] },
    body: endUserSessionsBodySchema,
    response: endedUserSessionsSchema,
  }),
} as const;
