import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { permissionsMask, type AdminUser, type OuNode, type Permission } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { UsersPage } from './UsersPage';

const sessionWith = (permissions: Permission[]) =>
  useSession
    .getState()
    .loggedIn('token', makeUser({ id: 'me', ouId: 'ou1', permissions: permissionsMask(permissions) }));

function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u2',
    ouId: 'ou2',
    ouName: 'Sales',
    login: 'sam',
    title: null,
    firstName: 'Sam',
    lastName: 'Sender',
    emailAddress: 'sam@example.test',
    phoneNumber: null,
    mobileNumber: null,
    locale: 'en',
    profileId: 'p1',
    profileName: 'Sender',
    profilePermissions: permissionsMask(['createOrders']),
    groupId: null,
    groupName: null,
    enabled: true,
    allowedAddressRanges: [],
    mustChangePassword: false,
    creationDate: '2026-03-01T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

const ouNode = (id: string, name: string, children: OuNode[] = []): OuNode => ({
  id,
  name,
  parentId: null,
  creationDate: '2026-01-01T00:00:00.000Z',
  brandingId: null,
  brandingName: null,
  allowOUChildren: true,
  enabled: true,
  removed: false,
  children,
});

const profile = {
  id: 'p1',
  ouId: 'ou1',
  name: 'Sender',
  role: 'SENDER',
  permissions: permissionsMask(['createOrders']),
  permissionsOnGroup: 0,
  permissionsOnOU: 0,
  needsValidation: false,
  version: 1,
};

function fakes(extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /users': { result: { users: [adminUser()], total: 1 } },
    'GET /users/:userId': { result: adminUser() },
    'GET /ou': { result: [ouNode('ou1', 'Demo Company', [ouNode('ou2', 'Sales')])] },
    'GET /profiles': { result: [profile] },
    'GET /groups': { result: [] },
    ...extra,
  });
}

describe('the users screen', () => {
  it('lists users and creates one, showing its temporary password once', async () => {
    sessionWith(['adminOu']);
    const api = fakes({
      'POST /users': {
        result: { user: adminUser({ id: 'u9', login: 'nina' }), temporaryPassword: 'abcd-efgh-jkmn-pqrs' },
      },
    });
    renderWithProviders(<UsersPage />);
    const u = userEvent.setup({ delay: null });

    expect(await screen.findByRole('button', { name: 'Open the user sam' })).toBeInTheDocument();
    expect(screen.getByText('1 users')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'New user' }));
    const drawer = await screen.findByRole('dialog', { name: 'New user' });
    await u.click(within(drawer).getByRole('button', { name: 'Save the user' }));
    expect(within(drawer).getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await u.type(within(drawer).getByRole('textbox', { name: 'Login' }), 'nina');
    await u.type(within(drawer).getByRole('textbox', { name: 'Phone' }), '01 23 45 67 89');
    await u.click(within(drawer).getByRole('combobox', { name: /^Profile/ }));
    await u.click(await screen.findByRole('option', { name: 'Sender' }));
    await u.type(within(drawer).getByRole('textbox', { name: 'Allowed address ranges' }), '10.0.0.1');
    await u.click(within(drawer).getByRole('button', { name: 'Save the user' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await u.type(within(drawer).getByRole('textbox', { name: 'Allowed address ranges' }), '/8');
    await u.click(within(drawer).getByRole('button', { name: 'Save the user' }));

    expect(await screen.findByText('abcd-efgh-jkmn-pqrs')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST')!;
    await expect(post.json()).resolves.toMatchObject({
      ouId: 'ou1',
      login: 'nina',
      phoneNumber: '01 23 45 67 89',
      profileId: 'p1',
      enabled: true,
      allowedAddressRanges: ['10.0.0.1/8'],
    });
  });

  it('shows the server’s refusal beside the field it names', async () => {
    sessionWith(['adminOu']);
    fakes({
      'POST /users': {
        error: {
          code: -2,
          message: 'User already exists in the system. Choose another identifier.',
          labelId: 'admin.users.error.duplicateLogin',
          field: 'body.login',
        },
      },
    });
    renderWithProviders(<UsersPage />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Open the user sam' }));
    const drawer = await screen.findByRole('dialog', { name: 'User sam' });
    await u.click(within(drawer).getByRole('button', { name: 'Save the user' }));
    expect(
      await within(drawer).findByText('User already exists in the system. Choose another identifier.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Login' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers nothing to change to a super administrator who only views', async () => {
    sessionWith(['superAdminView']);
    fakes();
    renderWithProviders(<UsersPage />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Open the user sam' }));
    const drawer = await screen.findByRole('dialog', { name: 'User sam' });
    expect(within(drawer).getByRole('textbox', { name: 'Login' })).toHaveAttribute('readonly');
    expect(within(drawer).queryByRole('button', { name: 'Save the user' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import from CSV' })).toBeNull();
    expect(screen.getByText('You may look at the users but not change them.')).toBeInTheDocument();
  });

  it('deletes a user after a confirmation', async () => {
    sessionWith(['adminOu']);
    const api = fakes({ 'DELETE /users/:userId': { result: true } });
    renderWithProviders(<UsersPage />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Open the user sam' }));
    const drawer = await screen.findByRole('dialog', { name: 'User sam' });
    await u.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await u.click(within(confirm).getByRole('button', { name: 'Delete the user' }));
    await waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toContain(
        'DELETE /api/users/u2',
      ),
    );
  });

  it('lists every problem of an import file and imports nothing', async () => {
    sessionWith(['adminOu']);
    const api = fakes({
      'POST /users/import/check': {
        result: {
          lines: 2,
          issues: [
            {
              key: 'admin.users.importIssue.profileUnknown',
              path: 'line 3.profile',
              severity: 'error',
              params: { line: 3, field: 'profile', value: 'Nobody' },
            },
            {
              key: 'admin.users.importIssue.columnCount',
              path: 'line 4',
              severity: 'error',
              params: { line: 4, count: 3, expected: 12 },
            },
          ],
        },
      },
    });
    renderWithProviders(<UsersPage />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Import from CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import users' });
    const file = new File(['login;title\n'], 'users.csv', { type: 'text/csv' });
    // Mantine's FileInput is a button over a hidden file input.
    await u.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await u.click(within(dialog).getByRole('button', { name: 'Import the users' }));
    expect(await within(dialog).findByText('Nothing was imported: 2 problems to fix.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Line 3: no profile named Nobody in this account or above it.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Line 4: 3 fields instead of 12.')).toBeInTheDocument();
    expect(api.calls.map((c) => new URL(c.url).pathname)).not.toContain('/api/users/import');
  });

  it('shows cards instead of a table on a phone', async () => {
    sessionWith(['adminOu']);
    fakes();
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
    try {
      renderWithProviders(<UsersPage />);
      expect(await screen.findByRole('button', { name: 'Open the user sam' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByText('Sales · Sender')).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('warns before administrators reduce their own permissions', async () => {
    sessionWith(['adminOu', 'createOrders']);
    const me = adminUser({ id: 'me', login: 'alice', profileId: 'p1' });
    const api = fakes({
      'GET /users': { result: { users: [me], total: 1 } },
      'GET /users/:userId': { result: me },
      'POST /users': { result: { user: me, temporaryPassword: null } },
    });
    renderWithProviders(<UsersPage />);
    // Typed at a person's pace: the warning compares with the profiles the form loads meanwhile (the server
    // refuses a reduction sent without the confirmation anyway).
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Open the user alice' }));
    const drawer = await screen.findByRole('dialog', { name: 'User alice' });
    // Disabling one's own account is not offered.
    expect(within(drawer).getByRole('switch', { name: 'May sign in' })).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull();
    await u.click(within(drawer).getByRole('button', { name: 'Save the user' }));
    const warning = await screen.findByRole('dialog', { name: 'Reduce your own permissions?' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await u.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    await expect(api.calls.find((c) => c.method === 'POST')!.json()).resolves.toMatchObject({
      id: 'me',
      version: 3,
      confirmOwnPermissionsReduced: true,
    });
  });
});
