import { endpoint } from '../contract';
import {
  changePasswordBodySchema,
  okResultSchema,
  sessionUserSchema,
  userPreferencesBodySchema,
} from '../auth';
import {
  adminUserSchema,
  checkUsersImportResultSchema,
  importUsersResultSchema,
  saveUserBodySchema,
  saveUserResultSchema,
  setUserEnabledBodySchema,
  userIdParamsSchema,
  usersAllQuerySchema,
  usersAllResultSchema,
  usersExportQuerySchema,
  usersListQuerySchema,
  usersListResultSchema,
} from '../users';

/** Who reads the administration of users: OU administrators, and super administrators (superAdminView reads). */
const READ_USERS = { anyOf: ['adminOu', 'superAdminView'] } as const;
/** Who changes it: OU administrators in their subtree (super administrators everywhere). */
const CHANGE_USERS = { anyOf: ['adminOu'] } as const;

/** The signed-in user's own settings (password, preferences), and the administration of users. */
export const userEndpoints = {
  'users.changePassword': endpoint({
    method: 'POST',
    path: '/users/password',
    summary: "Changes the caller's password (the current one is required).",
    access: 'session',
    expiredPassword: 'allowed',
    body: changePasswordBodySchema,
    response: okResultSchema,
  }),
  'users.savePreferences': endpoint({
    method: 'POST',
    path: '/users/preferences',
    summary: "Saves the caller's display and notification preferences; answers the session user with them.",
    access: 'session',
    body: userPreferencesBodySchema,
    response: sessionUserSchema,
  }),
  'users.list': endpoint({
    method: 'GET',
    path: '/users',
    summary:
      'The users the caller administers, filtered (text, unit, profile, group, enabled), one page by login.',
    access: READ_USERS,
    query: usersListQuerySchema,
    response: usersListResultSchema,
  }),
  'users.all': endpoint({
    method: 'GET',
    path: '/users/all',
    summary: "Every user of an organisation unit and below (the caller's by default), briefly, by login.",
    access: READ_USERS,
    query: usersAllQuerySchema,
    response: usersAllResultSchema,
  }),
  'users.export': endpoint({
    method: 'GET',
    path: '/users/export',
    summary:
      "Downloads the users of one organisation unit (the caller's by default) as CSV, as the import reads it.",
    access: READ_USERS,
    kind: 'file',
    query: usersExportQuerySchema,
  }),
  'users.import': endpoint({
    method: 'POST',
    path: '/users/import',
    summary:
      'Creates the users of a CSV file (`file`) in an organisation unit (`ouId`): all of them, or none when a line is wrong.',
    access: CHANGE_USERS,
    kind: 'multipart',
    response: importUsersResultSchema,
  }),
  'users.checkImport': endpoint({
    method: 'POST',
    path: '/users/import/check',
    summary:
      'Checks a users CSV file as POST /users/import would, importing nothing: the number of users and every problem.',
    access: CHANGE_USERS,
    kind: 'multipart',
    response: checkUsersImportResultSchema,
  }),
  'users.get': endpoint({
    method: 'GET',
    path: '/users/:userId',
    summary: 'One administered user.',
    access: READ_USERS,
    params: userIdParamsSchema,
    response: adminUserSchema,
  }),
  'users.save': endpoint({
    method: 'POST',
    path: '/users',
    summary:
      'Creates a user (with a temporary password, to change at the first sign-in) or updates one (version-guarded).',
    access: CHANGE_USERS,
    body: saveUserBodySchema,
    response: saveUserResultSchema,
  }),
  'users.setEnabled': endpoint({
    method: 'POST',
    path: '/users/:userId/enabled',
    summary: 'Enables or disables a user (a disabled user cannot sign in; their sessions end).',
    access: CHANGE_USERS,
    params: userIdParamsSchema,
    body: setUserEnabledBodySchema,
    response: adminUserSchema,
  }),
  'users.resetPassword': endpoint({
    method: 'POST',
    path: '/users/:userId/resetPassword',
    summary: 'Sends the user the lost-password e-mail (a single-use link to choose a new password).',
    access: CHANGE_USERS,
    params: userIdParamsSchema,
    response: okResultSchema,
  }),
  'users.delete': endpoint({
    method: 'DELETE',
    path: '/users/:userId',
    summary: "Removes a user (never the caller's own account, nor the last super administrator).",
    access: CHANGE_USERS,
    params: userIdParamsSchema,
    response: okResultSchema,
  }),
} as const;
