import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES, type Branding } from '@postbridge/domain';
import { onSessionLost } from '../api/client';
import { SESSION_LOST_LABEL } from '../api/errors';
import { readToken, writeToken } from '../api/token';
import { createI18n } from '../i18n/i18n';
import { installFakeApi, makeUser } from '../test/fakeApi';
import { initialise } from './initialise';
import { useDepositStore } from '../sections/deposit/upload/depositStore';
import { useSession } from './session/sessionStore';
import { chooseStartup } from './startup';

const mainStartup = chooseStartup({ inIframe: false, pathname: '/', search: '', hash: '' });

const branding: Branding = {
  id: 'b1',
  name: 'acme',
  applicationName: 'Acme Mail',
  virtualHost: null,
  authenticationRealm: null,
  backgroundImageURL: null,
  logoImageURL: null,
  notificationIconURL: null,
  properties: {
    css: 'body { outline: 1px solid red; }',
    favicon: { type: 'image/png', content: 'iVBORw0KGgo=' },
    primaryColor: '#aa0000',
    iconColors: {},
    embeddedParentUrls: [],
    chatSupportUrl: null,
  },
  statusColors: {},
};

function run(startup = mainStartup) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n();
  return { i18n, queryClient, done: initialise({ queryClient, i18n, startup }) };
}

describe('start-up', () => {
  it("restores a valid session, loads the user's labels and applies the white label", async () => {
    writeToken('tok');
    const api = installFakeApi({
      'GET /authentication/check': {
        result: { user: makeUser({ locale: 'fr' }), expiresAt: '2099-01-01T00:00:00Z' },
      },
      'GET /i18n/labels_frontend1': { result: { 'signIn.submit': 'Se connecter' } },
      'GET /brandings/my': { result: branding },
      'GET /app/config': { error: { code: API_ERROR_CODES.generic, message: 'down' } },
    });
    const { i18n, done } = run();
    await done;
    expect(useSession.getState()).toMatchObject({ status: 'logged', token: 'tok' });
    expect(api.calls.find((c) => c.url.includes('labels_frontend1'))?.url).toContain('locale=fr');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Acme Mail');
    expect(document.getElementById('postbridge-custom-css')?.textContent).toContain('outline');
    expect(document.getElementById('postbridge-favicon')).toHaveAttribute(
      'href',
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('drops a token the server no longer accepts and starts disconnected', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeToken('stale');
    installFakeApi({
      'GET /authentication/check': { error: { code: API_ERROR_CODES.sessionTimeout, message: 'expired' } },
      'GET /i18n/labels_frontend1': { result: {} },
    });
    await run().done;
    expect(readToken()).toBeNull();
    expect(useSession.getState().status).toBe('disconnected');
  });

  it('says nothing about an unknown stored token, but tells an expired one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lost = (code: number) => ({
      'GET /authentication/check': { error: { code, message: 'no' } },
      'GET /i18n/labels_frontend1': { result: {} },
    });
    // The client reports a lost session to the shell, as AppBoot wires it.
    onSessionLost(() => useSession.getState().disconnected(SESSION_LOST_LABEL));
    writeToken('unknown');
    installFakeApi(lost(API_ERROR_CODES.unauthorized));
    await run().done;
    expect(useSession.getState().notice).toBeNull();
    writeToken('expired');
    installFakeApi(lost(API_ERROR_CODES.sessionTimeout));
    await run().done;
    expect(useSession.getState().notice).toBe('error.sessionTimeout');
    onSessionLost(null);
  });

  it('falls back to English labels when they cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    installFakeApi({
      'GET /i18n/labels_frontend1': { error: { code: API_ERROR_CODES.generic, message: 'boom' } },
    });
    const { i18n, done } = run();
    await done;
    expect(i18n.language).toBe('en');
    expect(i18n.t('signIn.login')).toBe('Login');
  });

  it('opens the session with the deposit link token when the browser has none', async () => {
    installFakeApi({
      'GET /authentication/check': (request) =>
        request.headers.get('x-auth-token') === 'link-token'
          ? { result: { user: makeUser(), expiresAt: '2099-01-01T00:00:00Z' } }
          : { error: { code: API_ERROR_CODES.sessionTimeout, message: 'no' } },
      'GET /i18n/labels_frontend1': { result: {} },
    });
    await run(
      chooseStartup({ inIframe: false, pathname: '/', search: '?token=link-token&fileId=f1', hash: '' }),
    ).done;
    expect(useSession.getState().status).toBe('logged');
    expect(readToken()).toBe('link-token');
    // The deposit home gets the link's file to place in a box.
    expect(useDepositStore.getState().linkedFileId).toBe('f1');
  });
});
