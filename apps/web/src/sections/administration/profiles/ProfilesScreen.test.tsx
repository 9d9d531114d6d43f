import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  permissionsMask,
  ROLE_TEMPLATES,
  type OuNode,
  type Profile,
  type ProfileDetail,
  type SessionUser,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { ProfilesScreen } from './ProfilesScreen';

const ou = (id: string, name: string, children: OuNode[] = []): OuNode => ({
  id,
  name,
  parentId: null,
  creationDate: '2026-01-01',
  brandingId: null,
  brandingName: null,
  allowOUChildren: true,
  enabled: true,
  removed: false,
  children,
});
const TREE = [ou('ou1', 'Head office', [ou('ou2', 'Sales')])];

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'p1',
  ouId: 'ou1',
  name: 'Clerk',
  role: 'SENDER',
  permissions: permissionsMask(['createOrders', 'viewOrders']),
  permissionsOnGroup: 0,
  permissionsOnOU: 0,
  needsValidation: true,
  version: 1,
  ...overrides,
});
const detail = (p: Profile, more: Partial<ProfileDetail> = {}): ProfileDetail => ({
  ...p,
  userCount: 0,
  serviceIds: [],
  ...more,
});

/** An OU administrator of Head office: adminOu, createOrders, viewOrders; validate on the OU. */
const admin = (overrides: Partial<SessionUser> = {}) =>
  makeUser({
    permissions: permissionsMask(['adminOu', 'createOrders', 'viewOrders']),
    permissionsOnOU: permissionsMask(['validate']),
    profileId: 'own',
    ...overrides,
  });

const templates = ROLE_TEMPLATES.map((r) => ({ ...r, grantable: r.id === 'auditor' }));

function fakes(list: Profile[], extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /ou': { result: TREE },
    'GET /profiles': { result: list },
    'GET /roleTemplates': { result: templates },
    'GET /profiles/offeredServices': {
      result: [
        { id: 's1', name: 'Letters', enabled: true },
        { id: 's2', name: 'Invoices', enabled: false },
      ],
    },
    ...extra,
  });
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the profiles screen', () => {
  it('creates a profile from a template, with switches over the masks and its services', async () => {
    useSession.getState().loggedIn('token', admin());
    const saved = detail(profile({ id: 'p9', name: 'Auditors' }));
    const api = fakes([profile(), profile({ id: 'p2', ouId: 'ou0', name: 'Root sender' })], {
      'POST /profiles': { result: saved },
    });
    renderWithProviders(<ProfilesScreen />);
    const u = userEvent.setup({ delay: null });

    expect(await screen.findByText('Clerk')).toBeInTheDocument();
    // An ancestor's profile is shown with where it comes from, and only opened.
    const rootRow = screen.getByText('Root sender').closest('tr')!;
    expect(within(rootRow).getByText(/From the account/)).toBeInTheDocument();
    expect(within(rootRow).queryByRole('button', { name: 'Delete' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'New profile' }));
    const dialog = await screen.findByRole('dialog', { name: /^New profile in / });
    await u.type(within(dialog).getByRole('textbox', { name: 'Profile name' }), 'Auditors');
    // Only the auditor template is wholly grantable by this administrator.
    await u.click(within(dialog).getAllByLabelText('Start from a template')[0]!);
    await u.click(await screen.findByRole('option', { name: 'Account administrator' }));
    expect(
      within(dialog).getByText('You cannot give every permission of this template.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply the template' })).toBeDisabled();
    await u.click(within(dialog).getAllByLabelText('Start from a template')[0]!);
    await u.click(await screen.findByRole('option', { name: 'Auditor' }));
    await u.click(within(dialog).getByRole('button', { name: 'Apply the template' }));

    // Switches: what the template set is on; what the administrator does not hold cannot be turned on.
    expect(within(group('See own orders')).getByRole('switch', { name: 'Own' })).toBeChecked();
    expect(within(group('Administer sub-accounts')).getByRole('switch', { name: 'Own' })).toBeDisabled();
    expect(within(group('Validate orders')).getByRole('switch', { name: 'Group' })).toBeEnabled();
    await u.click(within(group('Validate orders')).getByRole('switch', { name: 'Group' }));
    await u.click(within(dialog).getByRole('checkbox', { name: 'Letters' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save the profile' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.calls.find((c) => c.method === 'POST')!;
    await expect(post.json()).resolves.toEqual({
      ouId: 'ou1',
      name: 'Auditors',
      role: 'AUDITOR',
      permissions: permissionsMask(['viewOrders', 'viewOrdersOthers']),
      permissionsOnGroup: permissionsMask(['validate']),
      permissionsOnOU: permissionsMask(['viewOrdersOthers']),
      needsValidation: false,
      serviceIds: ['s1'],
    });
  });

  it('warns when administrators reduce their own profile, and says why a deletion is refused', async () => {
    useSession.getState().loggedIn('token', admin());
    const own = profile({
      id: 'own',
      name: 'Head admins',
      permissions: permissionsMask(['adminOu', 'viewOrders']),
    });
    fakes([own], {
      'GET /profiles/:profileId': { result: detail(own, { userCount: 1 }) },
      'DELETE /profiles/:profileId': {
        error: {
          code: -2,
          message: 'profileId: 1 user still holds this profile',
          labelId: 'admin.profiles.error.inUse',
          params: { count: 1 },
        },
      },
    });
    renderWithProviders(<ProfilesScreen />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('textbox', { name: 'Profile name' });
    expect(within(dialog).queryByText(/This is your own profile/)).toBeNull();
    await u.click(within(group('See own orders')).getByRole('switch', { name: 'Own' }));
    expect(within(dialog).getByText(/This is your own profile/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await u.click(screen.getByRole('button', { name: 'Delete' }));
    await u.click(await screen.findByRole('button', { name: 'Delete the profile' }));
    expect(await screen.findByText('This profile cannot be deleted: 1 users hold it.')).toBeInTheDocument();
  });

  it('is read only without adminOu (superAdminView): no new, edit or delete, fields disabled', async () => {
    useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(['superAdminView']) }));
    fakes([profile()], { 'GET /profiles/:profileId': { result: detail(profile()) } });
    renderWithProviders(<ProfilesScreen />);
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText('Read only: you may look, not change.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await u.click(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('textbox', { name: 'Profile name' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save the profile' })).toBeNull();
  });
});
