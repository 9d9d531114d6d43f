import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS, resolveStatusPalette, type Branding, type SavedService } from '@postbridge/domain';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';
import { useDepositStore } from '../deposit/upload/depositStore';
import { useEmbeddedStore } from './embeddedStore';

const PORTAL = 'https://portal.acme.test';

const HOST_BRANDING: Branding = {
  id: 'b1',
  name: 'Acme',
  applicationName: 'Acme Post',
  virtualHost: 'post.acme.test',
  authenticationRealm: null,
  backgroundImageURL: null,
  logoImageURL: null,
  notificationIconURL: null,
  properties: {
    css: null,
    favicon: null,
    primaryColor: null,
    iconColors: {},
    embeddedParentUrls: [PORTAL],
    chatSupportUrl: null,
  },
  statusColors: resolveStatusPalette({}),
};

const letters = {
  id: 's1',
  name: 'Letters',
  description: '',
  enabled: true,
  removed: false,
  allowJobCreation: true,
  iconColor: 'blue',
} as unknown as SavedService;

/** A message as the parent window sends it (in jsdom the page is its own parent). */
const fromParent = (data: unknown, origin = PORTAL) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });

let posted: ReturnType<typeof vi.spyOn>;
let warned: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  useEmbeddedStore.setState({
    externalAuth: true,
    state: 'loading',
    error: null,
    jobId: null,
    commandId: null,
    skipNotification: false,
  });
  posted = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  useDepositStore.setState({ behalf: null, linkedFileId: null });
});

describe('embedded mode with external authentication', () => {
  it('waits for the portal without a sign-in form, then signs in with its token', async () => {
    const api = installFakeApi({
      'GET /brandings/my': { result: HOST_BRANDING },
      'POST /authentication/external': {
        result: { authToken: 'session-1', user: makeUser({ login: 'j.martin' }) },
      },
      'GET /i18n/labels_frontend1': { result: {} },
    });
    renderRoute('/embedded', 'embedded');
    expect(await screen.findByText('Waiting for the portal to sign you in.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(posted).toHaveBeenCalledWith({ type: 'ready' }, PORTAL);

    await fromParent({ type: 'setToken', token: 'one-time' });
    expect(
      await screen.findByText('You are signed in. Waiting for a document from the portal.'),
    ).toBeInTheDocument();
    expect(posted).toHaveBeenLastCalledWith({ type: 'connected', login: 'j.martin' }, PORTAL);
    const exchange = api.calls.find((c) => c.url.includes('/authentication/external'))!;
    expect(await exchange.json()).toEqual({ token: 'one-time' });
  });

  it('ignores, logs and never answers a message from an origin the white label does not list', async () => {
    const api = installFakeApi({ 'GET /brandings/my': { result: HOST_BRANDING } });
    renderRoute('/embedded', 'embedded');
    await screen.findByText('Waiting for the portal to sign you in.');
    posted.mockClear();
    await fromParent({ type: 'setToken', token: 'one-time' }, 'https://evil.example');
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('https://evil.example'));
    expect(posted).not.toHaveBeenCalled();
    expect(api.calls.some((c) => c.url.includes('/authentication/external'))).toBe(false);
  });

  it('shows the end and its reason when the portal gives no token', async () => {
    installFakeApi({ 'GET /brandings/my': { result: HOST_BRANDING } });
    renderRoute('/embedded', 'embedded');
    await screen.findByText('Waiting for the portal to sign you in.');
    await fromParent({ type: 'setToken' });
    expect(await screen.findByText('This session has ended')).toBeInTheDocument();
    expect(screen.getByText('No token was given to sign in.')).toBeInTheDocument();
    expect(posted).toHaveBeenLastCalledWith(
      { type: 'done', error: 'No token was given to sign in.' },
      PORTAL,
    );
  });
});

describe('embedded mode with the sign-in form', () => {
  it('opens the deposit home with the file the portal names', async () => {
    useEmbeddedStore.setState({ externalAuth: false });
    installFakeApi({
      'GET /brandings/my': { result: HOST_BRANDING },
      // Two services: with one only, the deposit home would open its screen at once.
      'GET /services': { result: [letters, { ...letters, id: 's2', name: 'Registered letter' }] },
      'GET /files/:fileId': () =>
        new Response('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="march.pdf"',
          },
        }),
    });
    const { useSession } = await import('../../app/session/sessionStore');
    useSession
      .getState()
      .loggedIn('token', makeUser({ login: 'sender', permissions: PERMISSIONS.createOrders }));
    const { router } = renderRoute('/embedded', 'embedded');
    expect(
      await screen.findByText('You are signed in. Waiting for a document from the portal.'),
    ).toBeInTheDocument();
    expect(posted).toHaveBeenCalledWith({ type: 'connected', login: 'sender' }, PORTAL);

    await fromParent({ type: 'sendFile', fileId: 'f1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit/home'));
    expect(await screen.findByText('Choose the service to send "march.pdf" with.')).toBeInTheDocument();
    expect(useEmbeddedStore.getState().state).toBe('creatingJob');
  });
});
