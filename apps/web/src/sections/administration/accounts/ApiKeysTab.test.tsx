import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionsMask, type ApiKey, type Ou, type Permission } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { AccountsPage } from './AccountsPage';
import { ApiKeysTab } from './ApiKeysTab';

const SECRET = 'pbk_Zq3v9QpX0sLrTg2Yb7KcN4mWd1HfE8uJ6aVxRyCiOeS';

function apiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k1',
    ouId: 'fin',
    name: 'Invoicing',
    prefix: 'pbk_Zq3v9QpX',
    scopes: ['deposit', 'read'],
    rateLimitPerMinute: 600,
    profileId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'alice',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    revokedBy: null,
    ...overrides,
  };
}

function signInAdmin(permissions: Permission[] = ['adminOu', 'viewOrders']) {
  useSession
    .getState()
    .loggedIn('token', makeUser({ ouId: 'fin', permissions: permissionsMask(permissions) }));
}

const FINANCE = {
  id: 'fin',
  creationDate: '2026-01-05T10:00:00.000Z',
  name: 'Finance',
  parentId: null,
  brandingId: null,
  brandingName: null,
  allowOUChildren: false,
  enabled: true,
  removed: false,
  accountExpired: false,
  accountIdentifier: null,
  senderAccount: false,
  emailAddress: null,
  siret: null,
  registrationNumber: null,
  webHookURL: null,
  webhookSecretSet: false,
  defaultMailCountry: 'FR',
  returnAddress: null,
  senderAddress: null,
  billingType: null,
  productionCode: null,
  accountingCode: null,
  partnerCode: null,
  freezeDelayDays: 0,
  fileDelayDays: 0,
  dataDelayDays: 0,
  editionDurationDays: null,
  minPasswordEntropy: 30,
  maxPasswordValidityDays: null,
  allowedAddressRanges: [],
  tagLists: [],
  userCount: 1,
  version: 1,
} satisfies Ou;

function showFinance() {
  const api = installFakeApi({
    'GET /ou': {
      result: [{ ...FINANCE, children: [] }],
    },
    'GET /ou/:ouId': { result: FINANCE },
    'GET /ou/:ouId/api-keys': { result: [apiKey()] },
    'POST /ou/:ouId/api-keys': { result: { key: apiKey({ id: 'k2', name: 'Portal' }), secret: SECRET } },
  });
  renderWithProviders(<AccountsPage />);
  return api;
}

afterEach(() => {
  useSession.getState().loginFailed();
});

describe('API keys of an account', () => {
  it('lists the keys with prefix, scopes, creator, last use and status, never a secret', async () => {
    signInAdmin();
    installFakeApi({
      'GET /ou/:ouId/api-keys': {
        result: [
          apiKey(),
          apiKey({
            id: 'k2',
            name: 'Old portal',
            prefix: 'pbk_Old12345',
            scopes: ['externalAuth'],
            revokedAt: '2026-11-21T09:00:00.000Z',
            revokedBy: 'bob',
          }),
        ],
      },
    });
    renderWithProviders(<ApiKeysTab ouId="fin" />);
    const table = await screen.findByRole('table', { name: 'API keys' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Invoicing');
    expect(rows[1]).toHaveTextContent('pbk_Zq3v9QpX…');
    expect(rows[1]).toHaveTextContent('Deposit files, Read the account’s deposits, orders and shipments');
    expect(rows[1]).toHaveTextContent('by alice');
    expect(rows[1]).toHaveTextContent('Not yet');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent(/Revoked on .* by bob/);
    // A revoked key cannot be revoked again.
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('creates a key and shows its secret once, with a copy button and a warning', async () => {
    signInAdmin();
    const keys: ApiKey[] = [];
    const api = installFakeApi({
      'GET /ou/:ouId/api-keys': () => ({ result: keys }),
      'POST /ou/:ouId/api-keys': () => {
        keys.push(apiKey());
        return { result: { key: apiKey(), secret: SECRET } };
      },
    });
    renderWithProviders(<ApiKeysTab ouId="fin" />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('This account has no API keys.');
    await u.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });

    // Nothing is sent without a name and a scope.
    await u.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    expect(within(dialog).getByText('Give the key a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Invoicing');
    await u.click(within(dialog).getByRole('checkbox', { name: /Read the account/ }));
    await u.click(within(dialog).getByRole('checkbox', { name: /Sign its users in/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Create the key' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    expect(within(shown).getByRole('status')).toHaveTextContent('it is shown this once only');
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const body = await api.calls.find((c) => c.method === 'POST')!.json();
    expect(body).toEqual({
      name: 'Invoicing',
      scopes: ['read', 'externalAuth'],
      profileId: null,
      expiresAt: null,
    });

    await u.click(within(shown).getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(await screen.findByRole('table', { name: 'API keys' })).toHaveTextContent('Invoicing');
  });

  it('revokes a key only once the administrator confirms', async () => {
    signInAdmin();
    const api = installFakeApi({
      'GET /ou/:ouId/api-keys': { result: [apiKey()] },
      'DELETE /ou/:ouId/api-keys/:keyId': {
        result: apiKey({ revokedAt: '2026-11-22T08:00:00.000Z', revokedBy: 'alice' }),
      },
    });
    renderWithProviders(<ApiKeysTab ouId="fin" />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Revoke the key Invoicing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(dialog).toHaveTextContent('Invoicing (pbk_Zq3v9QpX)');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Revoke the key Invoicing' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this API key?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'DELETE')?.url).toMatch(/\/api\/ou\/fin\/api-keys\/k1$/),
    );
  });

  it('is a tab of the account for its administrators, whose dialog leaves the account’s form alone', async () => {
    signInAdmin();
    const api = showFinance();
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Finance' });
    await u.click(screen.getByRole('tab', { name: 'API keys' }));
    expect(await screen.findByRole('table', { name: 'API keys' })).toHaveTextContent('Invoicing');
    // Keys are made at once: the account's own save button is not offered on their tab.
    expect(screen.queryByRole('button', { name: 'Save the account' })).toBeNull();

    // The dialog sits inside the account's form in React's tree: creating a key must not save the account.
    await u.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Portal');
    await u.click(within(dialog).getByRole('checkbox', { name: /Sign its users in/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual([
      '/api/ou/fin/api-keys',
    ]);
  });

  it('is not offered to a user who only reads the account', async () => {
    signInAdmin(['viewOrders', 'viewOrdersOthers']);
    showFinance();
    await screen.findByRole('heading', { name: 'Finance' });
    expect(screen.getByRole('tab', { name: 'General' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'API keys' })).toBeNull();
  });
});
