import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, permissionsMask, type UserPermissions } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { PermissionsScreen } from './PermissionsScreen';

const validator = (group: UserPermissions['group']): UserPermissions => ({
  userId: 'u3',
  login: 'val',
  firstName: 'Val',
  lastName: 'Idator',
  enabled: true,
  ouId: 'ou2',
  ouName: 'Sales',
  profile: { id: 'p3', name: 'Validators', role: 'VALIDATOR', ouName: 'Head office' },
  group,
  permissions: PERMISSION_NAMES.map((permission) => ({
    permission,
    own: ['validate', 'viewOrders'].includes(permission),
    group: ['validate', 'viewOrdersOthers'].includes(permission),
    ou: false,
  })),
});

async function open(detail: UserPermissions) {
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(['adminOu']) }));
  installFakeApi({
    'GET /groups/users': {
      result: [
        {
          id: 'u3',
          login: 'val',
          firstName: 'Val',
          lastName: 'Idator',
          ouId: 'ou2',
          ouName: 'Sales',
          groupId: 'g1',
          profileName: 'Validators',
          enabled: true,
        },
      ],
    },
    'GET /permissions/:userId': { result: detail },
  });
  renderWithProviders(<PermissionsScreen />);
  const u = userEvent.setup({ delay: null });
  expect(screen.getByText('Choose a user to see what they may do and why.')).toBeInTheDocument();
  await u.click(screen.getAllByLabelText('User')[0]!);
  await u.click(await screen.findByRole('option', { name: 'Val Idator (val) · Sales' }));
  return screen.findByRole('region', { name: 'Val Idator (val)' });
}

/** Text as read, without the isolation marks around the names it holds. */
const read = (text: string) => (_: string, element: Element | null) =>
  element?.childElementCount === 0 && element.textContent?.replace(/[\u2068\u2069]/g, '') === text;

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('the permissions screen', () => {
  it('says for each permission whether the user holds it, what it allows and where it comes from', async () => {
    const section = await open(validator({ id: 'g1', code: 'team', name: 'Sales team', memberCount: 4 }));
    expect(
      within(section).getByText(read('Profile Validators (Validator), of the account Head office')),
    ).toBeInTheDocument();
    expect(within(section).getByText(read('Group Sales team: 4 members'))).toBeInTheDocument();

    const validate = rowOf('Validate orders');
    expect(within(validate).getByText('Held')).toBeInTheDocument();
    expect(
      within(validate).getByText('Validate or reject orders waiting for a validator.'),
    ).toBeInTheDocument();
    expect(
      within(validate).getByText(read('Profile Validators, own mask: on their own orders')),
    ).toBeInTheDocument();
    expect(
      within(validate).getByText(
        read('Profile Validators, group mask: on the orders of the group Sales team'),
      ),
    ).toBeInTheDocument();
    expect(within(rowOf('Administer accounts')).getByText('Not held')).toBeInTheDocument();
  });

  it('says a group mask reaches no one when the user is in no group', async () => {
    await open(validator(null));
    expect(screen.getByText('In no group: the group permissions reach no one.')).toBeInTheDocument();
    const others = rowOf('See others’ orders');
    expect(within(others).getByText('Not held')).toBeInTheDocument();
    expect(
      within(others).getByText(
        read('Profile Validators, group mask: the user is in no group, it reaches no one'),
      ),
    ).toBeInTheDocument();
  });
});
