import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, permissionsMask } from '@postbridge/domain';
import { readToken } from '../../api/token';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';

const counters = {
  'GET /jobs/counters': { result: { orders: 9, ordersRemaining: 4, ordersRemainingProcessing: 2 } },
  'GET /deliveries/counters': {
    result: { deliveries: 20, deliveriesProcessing: 3, deliveriesAwaitValidation: 5, deliveriesError: 1 },
  },
  'GET /shipments/counters': { result: { shipments: 40, shipmentsError: 2 } },
};

async function signIn(login: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Login'), login);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in screen', () => {
  it("shows 'Invalid credentials.' when the server answers -10", async () => {
    installFakeApi({
      'POST /authentication/authenticate': {
        error: {
          code: API_ERROR_CODES.invalidCredentials,
          message: 'Invalid credentials',
          labelId: 'error.invalidCredentials',
        },
      },
    });
    renderRoute('/');
    await signIn('alice', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
    expect(useSession.getState().status).toBe('disconnected');
    expect(readToken()).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const api = installFakeApi({});
    renderRoute('/');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(api.calls.filter((c) => c.url.includes('/authentication/'))).toHaveLength(0);
  });

  it('shows why the user was sent back to sign-in', () => {
    useSession.getState().disconnected('error.sessionTimeout');
    renderRoute('/');
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has timed out... Please re-connect.');
  });

  it('goes home after login, stores the token and shows the dashboard counters', async () => {
    const user = makeUser({ permissions: permissionsMask(['createOrders', 'viewOrders']) });
    installFakeApi({
      'POST /authentication/authenticate': { result: { authToken: 'tok-9', user } },
      'GET /i18n/labels_frontend1': { result: {} },
      ...counters,
    });
    const { router } = renderRoute('/');
    await signIn('alice', 'secret');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Alice Martin' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(readToken()).toBe('tok-9');
    const awaiting = screen.getByRole('region', { name: 'Awaiting validation' });
    await waitFor(() => expect(awaiting).toHaveTextContent('5'));
    expect(screen.getByRole('region', { name: 'Errors' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Orders in processing' })).toHaveTextContent('2');
  });

  it('returns to the page named by `from` after login', async () => {
    installFakeApi({
      'POST /authentication/authenticate': { result: { authToken: 't', user: makeUser() } },
      'GET /i18n/labels_frontend1': { result: {} },
    });
    const { router } = renderRoute('/?from=%2Fsettings%2Fuser');
    await signIn('alice', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/user'));
  });

  it('switches the language before sign-in, right to left for Hebrew, and the account’s language wins after', async () => {
    const labels: Record<string, Record<string, string>> = {
      he: { 'signIn.submit': 'כניסה', 'settings.language.choose': 'שפה' },
      fr: { 'signIn.submit': 'Se connecter' },
    };
    installFakeApi({
      'GET /i18n/labels_frontend1': (request) => ({
        result: labels[new URL(request.url).searchParams.get('locale') ?? ''] ?? {},
      }),
      'POST /authentication/authenticate': { result: { authToken: 't', user: makeUser({ locale: 'fr' }) } },
      ...counters,
    });
    renderRoute('/');
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'עברית');
    expect(await screen.findByRole('button', { name: 'כניסה' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('combobox', { name: 'שפה' })).toHaveValue('he');
    expect(localStorage.getItem('locale')).toBe('he');

    await user.type(screen.getByLabelText('Login'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'כניסה' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(document.documentElement.dir).toBe('ltr');
  });
});
