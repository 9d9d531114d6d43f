import { endpoint } from '../contract';
import {
  authenticateBodySchema,
  authenticateQuerySchema,
  authenticateResultSchema,
  changeLostPasswordBodySchema,
  exchangeExternalTokenBodySchema,
  checkQuerySchema,
  checkResultSchema,
  okResultSchema,
  triggerLostPasswordBodySchema,
} from '../auth';

/** Sign-in, the session token's check, sign-out and the lost-password flow (docs/api.md "Authentication"). */
export const authEndpoints = {
  'auth.authenticate': endpoint({
    method: 'POST',
    path: '/authentication/authenticate',
    summary: 'Signs in with a login and a password; answers the session token and the user.',
    description:
      'Signs in with a login and a password and answers `{ authToken, user }`: send the token as `X-Auth-Token` on every other call. A session ends after `SESSION_TTL_MINUTES` without use (-11 then). A wrong login or password, or a disabled account, is -10; too many failures for the account or the address is -4 with `params.seconds`. A system calls with an API key instead (docs/api.md "API keys").',
    access: 'public',
    query: authenticateQuerySchema,
    body: authenticateBodySchema,
    response: authenticateResultSchema,
  }),
  'auth.check': endpoint({
    method: 'GET',
    path: '/authentication/check',
    summary: 'Checks the session token sent; answers its user and when it expires.',
    access: 'public',
    query: checkQuerySchema,
    response: checkResultSchema,
  }),
  'auth.logout': endpoint({
    method: 'POST',
    path: '/authentication/logout',
    summary: 'Signs out: the session token is no longer valid.',
    access: 'session',
    expiredPassword: 'allowed',
    response: okResultSchema,
  }),
  'auth.triggerLostPassword': endpoint({
    method: 'POST',
    path: '/authentication/triggerLostPassword',
    summary: 'Sends a password reset link to the e-mail address, if a user has it.',
    access: 'public',
    body: triggerLostPasswordBodySchema,
    response: okResultSchema,
  }),
  'auth.changeLostPassword': endpoint({
    method: 'POST',
    path: '/authentication/changeLostPassword',
    summary: 'Sets a new password with the token of a password reset link.',
    access: 'public',
    body: changeLostPasswordBodySchema,
    response: okResultSchema,
  }),
  'auth.exchangeExternalToken': endpoint({
    method: 'POST',
    path: '/authentication/external',
    summary:
      'Signs in with a single-use external-authentication token (issued to a trusted back end by an API key); answers the session token and the user.',
    access: 'public',
    query: authenticateQuerySchema,
    body: exchangeExternalTokenBodySchema,
    response: authenticateResultSchema,
  }),
} as const;
