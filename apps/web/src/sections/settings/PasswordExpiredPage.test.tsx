import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionsMask } from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';

describe('an expired or temporary password', () => {
  it('is changed before any screen opens, then the screen asked for opens', async () => {
    const user = makeUser({ permissions: permissionsMask(['createOrders']), passwordExpireDays: 0 });
    const api = installFakeApi({
      'POST /users/password': { result: true },
      'GET /authentication/check': {
        result: { user: { ...user, passwordExpireDays: 365 }, expiresAt: '2099-01-01T00:00:00.000Z' },
      },
    });
    useSession.getState().loggedIn('tok', user);
    renderRoute('/deposit/home');
    expect(
      await screen.findByRole('heading', { name: 'Change your password', level: 1 }),
    ).toBeInTheDocument();
    // No menu leads anywhere before it.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const typist = userEvent.setup({ delay: null });
    await typist.type(screen.getByLabelText('Current password'), 'Temp-1234-abcd');
    await typist.type(screen.getByLabelText('New password'), 'lantern-mosaic-orchard-47');
    await typist.type(screen.getByLabelText('Confirm password'), 'lantern-mosaic-orchard-47');
    await typist.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByRole('heading', { name: 'Send documents' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/users/password'))).toBe(true);
  });

  it('offers to sign out instead', async () => {
    installFakeApi({ 'POST /authentication/logout': { result: true } });
    useSession.getState().loggedIn('tok', makeUser({ passwordExpireDays: -3 }));
    renderRoute('/home');
    const typist = userEvent.setup({ delay: null });
    await typist.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
