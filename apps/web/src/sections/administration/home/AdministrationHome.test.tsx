import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionsMask, type Permission } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderApp';

function signIn(permissions: Permission[], permissionsOnOU: Permission[] = []) {
  installFakeApi({});
  useSession.getState().loggedIn(
    'token',
    makeUser({
      permissions: permissionsMask(permissions),
      permissionsOnOU: permissionsMask(permissionsOnOU),
    }),
  );
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Administration' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('a')!.textContent);

describe('the administration home', () => {
  it('links to every administration screen of an OU administrator, each with what it is for', async () => {
    signIn(['adminOu']);
    renderRoute('/administration/home');
    expect(await screen.findByRole('heading', { name: 'Administration', level: 1 })).toBeInTheDocument();
    expect(cards()).toEqual(['Accounts', 'Users', 'Groups', 'Profiles', 'Permissions']);
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/administration/groups');
    expect(screen.getByText('Users whose orders the same validators handle.')).toBeInTheDocument();
    expect(screen.queryByText('Read only: you may look, not change.')).toBeNull();
  });

  it('shows only the accounts to a sub-account administrator', async () => {
    signIn(['adminHierarchy']);
    renderRoute('/administration/home');
    await screen.findByRole('heading', { name: 'Administration', level: 1 });
    expect(cards()).toEqual(['Accounts']);
    expect(screen.queryByText('Read only: you may look, not change.')).toBeNull();
  });
});
