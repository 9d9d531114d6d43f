// The part of oidc-provider (a dev dependency without types) the single sign-on tests start: a real OpenID
// provider in the test's process.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };

  export interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    findAccount: (ctx: unknown, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    pkce?: { required: () => boolean };
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
    loadExistingGrant?: (ctx: GrantContext) => Promise<unknown>;
    ttl?: Record<string, number>;
  }

  export interface GrantContext {
    oidc: {
      client: { clientId: string };
      session: { accountId: string };
      provider: Provider;
    };
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    Grant: new (init: { clientId: string; accountId: string }) => Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
