import type { Permission } from '@postbridge/domain';
import type { LightMyRequestResponse } from 'fastify';
import { createUser, sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// Test fixtures of the recipient tests: the demo organisation, its administrator, and helpers for the calls.

export type RecipientWorld = {
  t: TestContext;
  admin: string;
  ous: Record<'root' | 'sales' | 'finance', string>;
  call: (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    token?: string,
  ) => Promise<LightMyRequestResponse>;
  enableSenderAccount: (ouId: string) => Promise<void>;
  /** Records recipients as the administrator (POST /ou/recipients); answers the result. */
  saveRecipients: (
    body: unknown,
  ) => Promise<{ created: number; updated: number; unchanged: number; kept: number }>;
  /** A user of `ou` with these permissions (own mask) and these on its OU subtree; answers its token. */
  addUser: (login: string, ouId: string, permissions: Permission[], onOu?: Permission[]) => Promise<string>;
};

export async function createRecipientWorld(): Promise<RecipientWorld> {
  const t = await createTestContext({ env: { PUBLIC_URL: 'https://mail.example.test' } });
  const admin = await sessionToken(t.deps, 'admin');
  const ouRows = await t.deps.db.selectFrom('ou').select(['id', 'name']).execute();
  const ouNamed = (name: string) => ouRows.find((o) => o.name === name)!.id;
  const ous = { root: ouNamed('Demo Company'), sales: ouNamed('Sales'), finance: ouNamed('Finance') };
  const call: RecipientWorld['call'] = (method, url, payload, token = admin) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-auth-token': token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    t,
    admin,
    ous,
    call,
    enableSenderAccount: async (ouId) => {
      const res = await call('POST', '/api/ou/senderAccounts', { id: ouId, enabled: true });
      if (res.statusCode !== 200) throw new Error(`sender account not enabled: ${res.body}`);
    },
    saveRecipients: async (body) => {
      const res = await call('POST', '/api/ou/recipients', body);
      if (res.statusCode !== 200) throw new Error(`recipients not saved: ${res.body}`);
      return res.json().result;
    },
    addUser: async (login, ouId, permissions, onOu = []) => {
      const user = await createUser(t.deps.db, {
        ouId,
        login,
        role: 'ADMINISTRATOR',
        permissions,
        permissionsOnOu: onOu,
        columns: { email_address: `${login}@demo.postbridge.local` },
      });
      return sessionToken(t.deps, user);
    },
  };
}
