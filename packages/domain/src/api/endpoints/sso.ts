import { authenticateResultSchema } from '../auth';
import { endpoint } from '../contract';
import {
  ssoBrandingParamsSchema,
  ssoCallbackQuerySchema,
  ssoExchangeBodySchema,
  ssoSaveBodySchema,
  ssoSettingsSchema,
  ssoStartQuerySchema,
  ssoStatusSchema,
} from '../sso';

/** Single sign-on with OpenID Connect (docs/api.md "Single sign-on"). */
export const ssoEndpoints = {
  'sso.settings': endpoint({
    method: 'GET',
    path: '/brandings/:brandingId/sso',
    summary:
      "A white label's single sign-on settings (never the client secret), with the redirect URI to register.",
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    params: ssoBrandingParamsSchema,
    response: ssoSettingsSchema,
  }),
  'sso.save': endpoint({
    method: 'POST',
    path: '/brandings/:brandingId/sso',
    summary:
      "Saves a white label's single sign-on settings (the client secret sealed; null keeps it); each refusal names its field.",
    access: { anyOf: ['superAdmin'] },
    params: ssoBrandingParamsSchema,
    body: ssoSaveBodySchema,
    response: ssoSettingsSchema,
  }),
  'sso.status': endpoint({
    method: 'GET',
    path: '/sso/status',
    summary: "Whether the sign-in page of the requested host offers single sign-on, and its button's name.",
    access: 'public',
    response: ssoStatusSchema,
  }),
  'sso.start': endpoint({
    method: 'GET',
    path: '/sso/start',
    summary:
      "Starts a single sign-on for the requested host's white label: redirects the browser to the provider.",
    access: 'public',
    kind: 'file',
    query: ssoStartQuerySchema,
  }),
  'sso.callback': endpoint({
    method: 'GET',
    path: '/sso/callback',
    summary:
      "The provider's redirect: checks the answer, matches or creates the user, redirects to the sign-in page with a single-use code (or an error).",
    access: 'public',
    kind: 'file',
    query: ssoCallbackQuerySchema,
  }),
  'sso.exchange': endpoint({
    method: 'POST',
    path: '/sso/exchange',
    summary: 'Exchanges the single-use code of a finished single sign-on for a session token.',
    access: 'public',
    body: ssoExchangeBodySchema,
    response: authenticateResultSchema,
  }),
} as const;
