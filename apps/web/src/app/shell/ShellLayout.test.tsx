import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionsMask } from '@postbridge/domain';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';
import { readToken, writeToken } from '../../api/token';
import { useSession } from '../session/sessionStore';

const quietCounters = {
  'GET /jobs/counters': { result: { orders: 0, ordersRemaining: 0, ordersRemainingProcessing: 0 } },
  'GET /deliveries/counters': {
    result: { deliveries: 0, deliveriesProcessing: 0, deliveriesAwaitValidation: 0, deliveriesError: 0 },
  },
  'GET /shipments/counters': { result: { shipments: 0, shipmentsError: 0 } },
};

describe('application shell', () => {
  it('shows only the menu sections the permissions open', async () => {
    installFakeApi(quietCounters);
    useSession
      .getState()
      .loggedIn('tok', makeUser({ permissions: permissionsMask(['createOrders', 'viewOrders']) }));
    renderRoute('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Send', 'Manage', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a refused call as a refusal and keeps the session (only a failed token check ends it)', async () => {
    const api = installFakeApi({
      ...quietCounters,
      'GET /deliveries/commands/list': {
        error: { code: -12, message: 'not allowed', labelId: 'error.unauthorized' },
      },
      'GET /authentication/check': { result: { user: makeUser(), expiresAt: '2026-11-20T18:00:00.000Z' } },
    });
    writeToken('tok');
    useSession.getState().loggedIn('tok', makeUser({ permissions: permissionsMask(['viewOrders']) }));
    const { router } = renderRoute('/manage/deliveries');
    expect(
      await screen.findByText('You are not allowed to perform this operation.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.includes('/authentication/check'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useSession.getState().status).toBe('logged');
    expect(readToken()).toBe('tok');
    expect(router.state.location.pathname).toBe('/manage/deliveries');
  });

  it('signs out from the user menu: logout call, token gone, back to the base route', async () => {
    const api = installFakeApi({ ...quietCounters, 'POST /authentication/logout': { result: true } });
    writeToken('tok');
    useSession.getState().loggedIn('tok', makeUser());
    const { router } = renderRoute('/home');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'User menu of Alice Martin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(readToken()).toBeNull();
    expect(api.calls.some((c) => c.url.endsWith('/authentication/logout'))).toBe(true);
  });

  it('shows the client and server versions', async () => {
    installFakeApi({
      ...quietCounters,
      'GET /app/version': { result: { version: '1.2.0', revision: 'abc123', moduleVersions: [] } },
    });
    useSession.getState().loggedIn('tok', makeUser());
    renderRoute('/home');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'User menu of Alice Martin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Version information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version information' });
    expect(await within(dialog).findByText('1.2.0 (abc123)')).toBeInTheDocument();
    expect(within(dialog).getByTestId('client-version')).toHaveTextContent('4.7.3');
  });
});
