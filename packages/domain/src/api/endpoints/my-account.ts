import { endpoint } from '../contract';
import { sessionUserSchema } from '../auth';
import { myProfileBodySchema } from '../my-account';

/** The signed-in user's own profile (names, e-mail, phones, language). */
export const myAccountEndpoints = {
  'myAccount.update': endpoint({
    method: 'POST',
    path: '/users/update',
    summary: "Updates the caller's own names, e-mail, phones and language; answers the session user.",
    access: 'session',
    body: myProfileBodySchema,
    response: sessionUserSchema,
  }),
} as const;
