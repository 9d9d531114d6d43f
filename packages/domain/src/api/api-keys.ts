import { z } from 'zod';

// API keys of an account (docs/api.md "API keys"): a trusted back end calls the API as a technical user of the
// key's OU, with the key's scopes. Its owner writes the key schemas here.

/**
 * External authentication (docs/api.md "External authentication"): with an API key holding the `externalAuth`
 * scope, a trusted back end asks for a short-lived, single-use token for one of the users of the key's OU (or
 * below) and hands it to the embedded frame (`setToken`), which exchanges it once for a session
 * (`auth.exchangeExternalToken`).
 */
export const issueExternalTokenBodySchema = z.object({ login: z.string().trim().min(1).max(200) });
export type IssueExternalTokenBody = z.infer<typeof issueExternalTokenBodySchema>;
export const externalTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type ExternalToken = z.infer<typeof externalTokenSchema>;
