import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readToken } from '../../api/token';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';

describe('single sign-on on the sign-in page', () => {
  it('offers the white label’s provider, keeping the page to return to', async () => {
    installFakeApi({ 'GET /sso/status': { result: { enabled: true, buttonText: 'Acme ID' } } });
    renderRoute('/?from=%2Fmanage%2Fjobs');
    const button = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(button).toHaveAttribute('href', '/api/sso/start?from=%2Fmanage%2Fjobs');
  });

  it('shows no button when the host’s white label has no single sign-on', async () => {
    const api = installFakeApi({ 'GET /sso/status': { result: { enabled: false, buttonText: null } } });
    renderRoute('/');
    await screen.findByRole('button', { name: 'Sign in' });
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls.some((c) => c.url.endsWith('/api/sso/status'))).toBe(true);
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('exchanges the code it came back with once, and opens the page to return to', async () => {
    const api = installFakeApi({
      'GET /sso/status': { result: { enabled: true, buttonText: 'Acme ID' } },
      'POST /sso/exchange': { result: { authToken: 'sso-token', user: makeUser() } },
      'GET /i18n/labels_frontend1': { result: {} },
    });
    const { router } = renderRoute('/?ssoCode=abc123&from=%2Fsettings%2Fuser');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/settings/user'), { timeout: 5000 });
    expect(readToken()).toBe('sso-token');
    const exchanges = api.calls.filter((c) => c.url.endsWith('/api/sso/exchange'));
    expect(exchanges).toHaveLength(1);
    expect(await exchanges[0]!.clone().json()).toEqual({ code: 'abc123' });
  });

  it('says why a single sign-on was refused', async () => {
    installFakeApi({ 'GET /sso/status': { result: { enabled: true, buttonText: 'Acme ID' } } });
    renderRoute('/?ssoError=userUnknown');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No user matches your identity here. Ask your administrator for an account.',
    );
  });
});
