// The e2e project imports this file: the ambient types of the untyped oidc-provider must come with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- see above
/// <reference path="./oidc-provider.d.ts" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type GrantContext } from 'oidc-provider';

type TestUser = {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
};

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

/**
 * A real OpenID provider (oidc-provider) on a random local port, for the single sign-on tests: one confidential
 * client that must use PKCE, its development sign-in form (any login, any password) whose login is the `sub` of
 * `users`, and consent given for that client (a first-party client).
 */
/** The provider's own advice about production settings (keys, adapter, lifetimes) says nothing to these tests. */
function quietProviderAdvice(): void {
  for (const level of ['warn', 'info'] as const) {
    const write = console[level];
    console[level] = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('oidc-provider ')) return;
      write(...args);
    };
  }
}
let quiet = false;

export async function startTestProvider(
  redirectUri: string,
  users: readonly TestUser[],
): Promise<TestProvider> {
  // The issuer names the port, known once listening: the provider is made after, and handles from then on.
  const target: { handle?: (req: http.IncomingMessage, res: http.ServerResponse) => void } = {};
  if (!quiet) quietProviderAdvice();
  quiet = true;
  const server = http.createServer((req, res) => target.handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'postbridge';
  const clientSecret = 'test-client-secret-of-postbridge';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key-of-the-provider'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, id) => {
      const user = users.find((u) => u.sub === id);
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          ...(user?.email ? { email: user.email, email_verified: user.emailVerified ?? true } : {}),
          ...(user?.givenName ? { given_name: user.givenName } : {}),
          ...(user?.familyName ? { family_name: user.familyName } : {}),
        }),
      };
    },
    loadExistingGrant: async (ctx: GrantContext) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  target.handle = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
