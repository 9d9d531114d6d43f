import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionsMask, type Permission } from '@postbridge/domain';
import { installFakeApi, makeUser } from '../test/fakeApi';
import { renderRoute } from '../test/renderApp';
import { useSession } from './session/sessionStore';

function signedInAs(permissions: Permission[]) {
  useSession.getState().loggedIn('tok', makeUser({ permissions: permissionsMask(permissions) }));
}

describe('route table', () => {
  it('sends a disconnected user to sign-in, remembering the page', async () => {
    installFakeApi({});
    const { router } = renderRoute('/manage/orders?x=1');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/manage/orders?x=1')}`);
  });

  it('opens every screen of the printer, none of them "not available yet"', async () => {
    installFakeApi({});
    signedInAs(['superAdmin']);
    renderRoute('/printer/config', 'printer');
    expect(
      await screen.findByRole('heading', { name: 'Printer configuration', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not available yet/i)).not.toBeInTheDocument();
  });

  it('opens a section at its home screen', async () => {
    installFakeApi({});
    signedInAs(['createOrders']);
    const { router } = renderRoute('/deposit');
    expect(await screen.findByRole('heading', { name: 'Send documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deposit/home');
  });

  it('answers page not found inside a section and at the top level', async () => {
    installFakeApi({});
    signedInAs(['superAdmin']);
    renderRoute('/system/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('answers page not found for an unknown top-level path', async () => {
    installFakeApi({});
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('refuses a section the permissions do not open, even by its address', async () => {
    installFakeApi({});
    signedInAs(['viewOrders']);
    renderRoute('/administration/users');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not allowed to perform this operation.',
    );
  });

  it('lets a signed-out user reach the password reset page of the e-mail link', async () => {
    installFakeApi({});
    renderRoute('/lostPassword/change?login=alice&token=abc');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Account: alice')).toBeInTheDocument());
  });
});
