import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionsMask, type AdministeredUser, type Group } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { GroupsScreen } from './GroupsScreen';

const TEAM: Group = {
  id: 'g1',
  ouId: 'ou1',
  ouName: 'Head office',
  code: 'team',
  name: 'Sales team',
  version: 3,
  members: [
    { id: 'u2', login: 'sam', firstName: 'Sam', lastName: 'Sender', validator: false },
    { id: 'u3', login: 'val', firstName: 'Val', lastName: 'Idator', validator: true },
  ],
};
const user = (id: string, login: string, groupId: string | null): AdministeredUser => ({
  id,
  login,
  firstName: null,
  lastName: null,
  ouId: 'ou1',
  ouName: 'Head office',
  groupId,
  profileName: 'Sender',
  enabled: true,
});
const USERS = [user('u2', 'sam', 'g1'), user('u3', 'val', 'g1'), user('u4', 'zoe', 'g2')];

describe('the groups screen', () => {
  it('lists groups with members and validators, and edits one: members, moved from another group', async () => {
    useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(['adminOu']) }));
    const api = installFakeApi({
      'GET /ou': { result: [] },
      'GET /groups': { result: [TEAM] },
      'GET /groups/users': { result: USERS },
      'POST /groups': { result: { ...TEAM, version: 4 } },
    });
    renderWithProviders(<GroupsScreen />);
    const u = userEvent.setup({ delay: null });

    const row = (await screen.findByText('Sales team')).closest('tr')!;
    expect(within(row).getByText('Val Idator (val)')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();

    await u.click(within(row).getByRole('button', { name: 'Edit' }));
    // The dialog is named by its title (assistive technology announces it).
    const dialog = await screen.findByRole('dialog', { name: 'Group Sales team' });
    expect(within(dialog).getByText('Validator')).toBeInTheDocument();
    await u.click(await within(dialog).findByRole('checkbox', { name: 'sam' }));
    await u.click(within(dialog).getByRole('checkbox', { name: 'zoe' }));
    expect(within(dialog).getByText('Now in another group')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Group name' });
    await u.clear(name);
    await u.type(name, 'Night team');
    await u.click(within(dialog).getByRole('button', { name: 'Save the group' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.calls.find((c) => c.method === 'POST')!;
    await expect(post.json()).resolves.toEqual({
      id: 'g1',
      version: 3,
      ouId: 'ou1',
      code: 'team',
      name: 'Night team',
      memberIds: ['u3', 'u4'],
    });
  });

  it('shows a refusal with its label, and asks before deleting', async () => {
    useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(['adminOu']) }));
    const api = installFakeApi({
      'GET /ou': { result: [] },
      'GET /groups': { result: [TEAM] },
      'GET /groups/users': { result: USERS },
      'POST /groups': {
        error: {
          code: -2,
          message: 'code: taken',
          labelId: 'admin.groups.error.codeTaken',
          params: { code: 'team' },
          field: 'body.code',
        },
      },
      'DELETE /groups/:groupId': { result: { id: 'g1' } },
    });
    renderWithProviders(<GroupsScreen />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Save the group' }));
    expect(within(dialog).getByText('Enter the code and the name of the group.')).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: 'Group code' }), 'team');
    await u.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Other');
    await u.click(within(dialog).getByRole('button', { name: 'Save the group' }));
    expect(
      await within(dialog).findByText('A group of this account already has the code team.'),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await u.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Delete the group Sales team? Its 2 members stay, in no group.'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Delete the group' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(new URL(api.calls.find((c) => c.method === 'DELETE')!.url).pathname).toBe('/api/groups/g1');
  });
});
