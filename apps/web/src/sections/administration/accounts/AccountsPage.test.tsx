import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  labelsFor,
  permissionsMask,
  type Ou,
  type OuNode,
  type Permission,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { loadLocale } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/renderApp';
import { AccountsPage } from './AccountsPage';

const node = (id: string, name: string, parentId: string | null, children: OuNode[] = []): OuNode => ({
  id,
  name,
  parentId,
  creationDate: '2026-01-05T10:00:00.000Z',
  brandingId: null,
  brandingName: null,
  allowOUChildren: true,
  enabled: true,
  removed: false,
  children,
});
const TREE = [
  node('root', 'Demo Company', null, [node('fin', 'Finance', 'root'), node('sales', 'Sales', 'root')]),
];

function account(overrides: Partial<Ou> = {}): Ou {
  return {
    id: 'fin',
    creationDate: '2026-01-05T10:00:00.000Z',
    name: 'Finance',
    parentId: 'root',
    brandingId: null,
    brandingName: null,
    allowOUChildren: true,
    enabled: true,
    removed: false,
    accountExpired: false,
    accountIdentifier: null,
    senderAccount: false,
    emailAddress: 'finance@example.test',
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
    maxPasswordValidityDays: 365,
    allowedAddressRanges: [],
    tagLists: [],
    userCount: 2,
    version: 4,
    ...overrides,
  };
}

function signIn(permissions: Permission[], ouId = 'fin') {
  useSession.getState().loggedIn('token', makeUser({ ouId, permissions: permissionsMask(permissions) }));
}

afterEach(() => {
  useSession.getState().loginFailed();
});

/** Mantine's FileInput is a button over a hidden file input: the input takes the upload. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function openFinance() {
  renderWithProviders(<AccountsPage />);
  await screen.findByRole('heading', { name: 'Finance' });
}

describe('accounts screen', () => {
  it('shows the tree and saves the selected account with its version', async () => {
    signIn(['superAdmin'], 'root');
    const saved = account({ partnerCode: 'P-9', accountingCode: 'A-1', version: 5 });
    const api = installFakeApi({
      'GET /ou': { result: TREE },
      'GET /ou/:ouId': (_request, params) => ({
        result:
          params.ouId === 'root' ? account({ id: 'root', name: 'Demo Company', parentId: null }) : account(),
      }),
      'POST /ou': { result: saved },
    });
    renderWithProviders(<AccountsPage />);
    const u = userEvent.setup({ delay: null });
    const tree = await screen.findByRole('navigation', { name: 'Account tree' });
    await screen.findByRole('heading', { name: 'Demo Company' });
    await u.click(within(tree).getByRole('button', { name: 'Finance' }));
    await screen.findByRole('heading', { name: 'Finance' });

    await u.click(screen.getByRole('tab', { name: 'Billing' }));
    await u.type(screen.getByRole('textbox', { name: 'Partner code' }), 'P-9');
    await u.click(screen.getByRole('button', { name: 'Save the account' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = await api.calls.find((c) => c.method === 'POST')!.json();
    expect(body).toMatchObject({ id: 'fin', version: 4, partnerCode: 'P-9', name: 'Finance' });
    expect(body).not.toHaveProperty('userCount');
    // The saved account (as the server answers it) comes back in the same tab.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Accounting code' })).toHaveValue('A-1'));
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  });

  it('gives the account a white label chosen by name', async () => {
    signIn(['superAdmin'], 'root');
    const api = installFakeApi({
      'GET /ou': { result: TREE },
      'GET /ou/:ouId': { result: account() },
      'GET /brandings': {
        result: [
          { id: 'b-default', name: 'default' },
          { id: 'b-blue', name: 'Blue Harbour' },
        ],
      },
      'POST /ou': { result: account({ brandingId: 'b-blue', brandingName: 'Blue Harbour' }) },
    });
    await openFinance();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('combobox', { name: 'White label' }));
    await u.click(await screen.findByRole('option', { name: 'Blue Harbour' }));
    await u.click(screen.getByRole('button', { name: 'Save the account' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    await expect(api.calls.find((c) => c.method === 'POST')!.json()).resolves.toMatchObject({
      brandingId: 'b-blue',
    });
  });

  it('refuses delays out of order and a range that is not CIDR, naming them, without sending', async () => {
    signIn(['adminOu']);
    const api = installFakeApi({ 'GET /ou': { result: TREE }, 'GET /ou/:ouId': { result: account() } });
    await openFinance();
    const u = userEvent.setup({ delay: null });

    await u.click(screen.getByRole('tab', { name: 'Data purge' }));
    await u.click(screen.getByRole('switch', { name: 'Keep data without limit' }));
    const freeze = screen.getByRole('textbox', { name: 'Freeze after (days)' });
    await u.clear(freeze);
    await u.type(freeze, '10');
    await u.click(screen.getByRole('tab', { name: 'Security' }));
    await u.type(
      screen.getByRole('textbox', { name: /Allowed address ranges/ }),
      '10.0.0.0/8{enter}intranet',
    );
    await u.click(screen.getByRole('button', { name: 'Save the account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('intranet is not an address range in CIDR notation.');
    expect(alert).toHaveTextContent('Delays must satisfy freeze (10) ≤ file (0) ≤ data (1) days.');
    // The first problem's tab opens, its field says it.
    expect(screen.getByRole('tab', { name: 'Data purge' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Freeze after (days)' })).toHaveAccessibleDescription(
      'Delays must satisfy freeze (10) ≤ file (0) ≤ data (1) days.',
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says when another user saved the account first (-13)', async () => {
    signIn(['adminOu']);
    installFakeApi({
      'GET /ou': { result: TREE },
      'GET /ou/:ouId': { result: account() },
      'POST /ou': { error: { code: API_ERROR_CODES.editionConflict, message: 'conflict' } },
    });
    await openFinance();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Save the account' }));
    expect(await screen.findByText(/has been updated by another user/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the account' })).toBeInTheDocument();
  });

  it('names beside its field a problem only the server sees (another account already has the name)', async () => {
    signIn(['adminOu']);
    installFakeApi({
      'GET /ou': { result: TREE },
      'GET /ou/:ouId': { result: account() },
      'POST /ou': {
        error: {
          code: API_ERROR_CODES.badRequest,
          message: 'body: 1 problem',
          labelId: 'error.validationFailed',
          params: { count: 1 },
          issues: [
            {
              key: 'admin.accounts.issue.nameTaken',
              path: 'name',
              severity: 'error',
              params: { name: 'Finance' },
            },
          ],
        },
      },
    });
    await openFinance();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Save the account' }));
    const named = await screen.findAllByText('Another account of this parent is already named Finance.');
    expect(named.length).toBeGreaterThan(0);
  });

  it('is read only for superAdminView: no save, no add, no delete', async () => {
    signIn(['superAdminView']);
    installFakeApi({ 'GET /ou': { result: TREE }, 'GET /ou/:ouId': { result: account() } });
    await openFinance();
    expect(screen.getByText('Read only: you may look at this account, not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a sub-account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the account' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  });

  it('asks to confirm the deletion of an account with users, then deletes with force', async () => {
    signIn(['adminHierarchy', 'adminOu'], 'root');
    const api = installFakeApi({
      'GET /ou': { result: TREE },
      'GET /ou/:ouId': (_request, params) => ({
        result:
          params.ouId === 'root' ? account({ id: 'root', name: 'Demo Company', parentId: null }) : account(),
      }),
      'DELETE /ou/:ouId': { result: { removedOus: 1, removedUsers: 2 } },
    });
    renderWithProviders(<AccountsPage />);
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Demo Company' });
    // The user's own account is not deleted from here.
    expect(screen.queryByRole('button', { name: 'Delete the account' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Finance' }));
    await screen.findByRole('heading', { name: 'Finance' });
    await u.click(screen.getByRole('button', { name: 'Delete the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Finance?' });
    expect(dialog).toHaveTextContent('It has 2 active user(s).');
    await u.click(within(dialog).getByRole('button', { name: 'Delete with its 2 user(s)' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    const call = api.calls.find((c) => c.method === 'DELETE')!;
    expect(new URL(call.url).pathname).toBe('/api/ou/fin');
    expect(new URL(call.url).searchParams.get('force')).toBe('true');
  });

  it('creates a sub-account under the selected one', async () => {
    signIn(['adminHierarchy', 'adminOu']);
    const created = account({ id: 'north', name: 'North', parentId: 'fin', version: 1, userCount: 0 });
    const api = installFakeApi({
      'GET /ou': { result: TREE },
      'GET /ou/:ouId': { result: account() },
      'POST /ou': { result: created },
    });
    await openFinance();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Add a sub-account' }));
    await screen.findByRole('heading', { name: 'New sub-account of Finance' });
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'North');
    await u.click(screen.getByRole('button', { name: 'Create the account' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = await api.calls.find((c) => c.method === 'POST')!.json();
    expect(body).toMatchObject({ name: 'North', parentId: 'fin', dataDelayDays: 0 });
    expect(body).not.toHaveProperty('version');
  });

  it('imports a tag list file: every bad line is named, a good file joins the form', async () => {
    signIn(['adminOu']);
    let answer = 0;
    const api = installFakeApi({
      'GET /ou': { result: TREE },
      'GET /ou/:ouId': { result: account() },
      'POST /ou/:ouId/tagLists/import': () =>
        answer++ === 0
          ? {
              result: {
                tagList: null,
                issues: [
                  {
                    key: 'admin.accounts.issue.tagFileColumns',
                    path: 'line 2',
                    severity: 'error' as const,
                    params: { line: 2, count: 3 },
                  },
                ],
              },
            }
          : {
              result: {
                tagList: {
                  name: 'Departments',
                  freeValueAllowed: false,
                  values: [{ label: 'Comptabilité', value: 'compta' }],
                },
                issues: [],
              },
            },
    });
    await openFinance();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('tab', { name: 'Tag lists' }));
    await u.type(screen.getByRole('textbox', { name: 'Name of the imported list' }), 'Departments');
    const file = new File(['a;1\nb;2;3\n'], 'tags.csv', { type: 'text/csv' });
    await u.upload(fileInput(), file);
    await u.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Line 2: 3 columns, expected label and value.')).toBeInTheDocument();
    const sent = await api.calls.find((c) => c.method === 'POST')!.json();
    expect(atob(sent.contentBase64)).toBe('a;1\nb;2;3\n');

    await u.upload(fileInput(), file);
    await u.type(screen.getByRole('textbox', { name: 'Name of the imported list' }), 'Departments');
    await u.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('group', { name: 'Departments' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Departments 1 — Value' })).toHaveValue('compta');
  });

  it('asks for removed accounts too and shows them, read only, on demand', async () => {
    signIn(['superAdmin'], 'root');
    const old = { ...node('old', 'Old branch', 'root'), removed: true };
    const api = installFakeApi({
      'GET /ou': { result: [{ ...TREE[0]!, children: [...TREE[0]!.children, old] }] },
      'GET /ou/:ouId': (_request, params) => ({
        result:
          params.ouId === 'old'
            ? account({ id: 'old', name: 'Old branch', removed: true })
            : account({ id: 'root', name: 'Demo Company', parentId: null }),
      }),
    });
    renderWithProviders(<AccountsPage />);
    const u = userEvent.setup({ delay: null });
    const tree = await screen.findByRole('navigation', { name: 'Account tree' });
    await screen.findByRole('heading', { name: 'Demo Company' });
    const treeCall = api.calls.find((c) => new URL(c.url).pathname === '/api/ou')!;
    expect(new URL(treeCall.url).searchParams.get('includeRemoved')).toBe('true');
    expect(within(tree).queryByRole('button', { name: /Old branch/ })).not.toBeInTheDocument();

    await u.click(screen.getByRole('switch', { name: 'Show removed accounts' }));
    await u.click(within(tree).getByRole('button', { name: 'Old branch removed' }));
    await screen.findByRole('heading', { name: 'Old branch' });
    expect(
      screen.getByText('This account was deleted: it is shown as it was, read only.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the account' })).not.toBeInTheDocument();
  });

  it('speaks Hebrew, right to left, with the country named in Hebrew', async () => {
    signIn(['adminOu']);
    installFakeApi({ 'GET /ou': { result: TREE }, 'GET /ou/:ouId': { result: account() } });
    const { i18n } = renderWithProviders(<AccountsPage />);
    await loadLocale(i18n, 'he', async () => labelsFor('he'));
    expect(await screen.findByRole('heading', { name: 'חשבונות' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Finance' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('tab', { name: 'מחיקת נתונים' })).toBeInTheDocument();
    expect(screen.getByText('מדינה: צרפת')).toBeInTheDocument();
    await loadLocale(i18n, 'en', async () => labelsFor('en'));
  });
});
