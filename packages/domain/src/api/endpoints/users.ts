import { endpoint } from '../contract';
import {
  changePasswordBodySchema,
  okResultSchema,
  sessionUserSchema,
  userPreferencesBodySchema,
} from '../auth';

/** The signed-in user's own settings: password and preferences. */
export const userEndpoints = {
  'users.changePassword': endpoint({
    method: 'POST',
    path: '/users/password',
    summary: "Changes the caller's password (the current one is required).",
    access: 'session',
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
} as const;
