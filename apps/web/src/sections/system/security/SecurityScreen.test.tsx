import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_ERROR_CODES,
  permissionsMask,
  type ActiveSession,
  type Permission,
  type SecuritySettingsView,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { SecurityScreen } from './SecurityScreen';

const setting = <T,>(value: T, overridden = false, defaultValue: T = value) => ({
  value,
  default: defaultValue,
  overridden,
});
const VIEW: SecuritySettingsView = {
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'root',
  settings: {
    sessionTtlMinutes: setting(480),
    sessionMaxHours: setting<number | null>(null),
    loginPerAccount: setting(7, true, 5),
    loginPerAddress: setting(30),
    loginWindowMinutes: setting(15),
    minPasswordEntropy: setting(0),
    maxPasswordValidityDays: setting<number | null>(null),
    allowedOrigins: setting<string[]>([]),
  },
};
const session = (id: string, login: string, current = false): ActiveSession => ({
  id,
  userId: `user-${login}`,
  login,
  firstName: 'Sam',
  lastName: login === 'sam' ? 'Sender' : 'Admin',
  ouId: 'ou1',
  ouName: 'Head office',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-20T09:30:00.000Z',
  expiresAt: '2026-11-20T17:30:00.000Z',
  remoteAddress: '203.0.113.7',
  userAgent: 'Firefox 128 on Linux',
  userAgentFull: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  current,
});
const SESSIONS = { sessions: [session('s1', 'root', true), session('s2', 'sam')], overflow: false };

const signInAs = (...permissions: Permission[]) =>
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(permissions) }));

describe('System > Security', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows each default, checks the rules as the user types, resets and saves the overrides', async () => {
    signInAs('superAdmin');
    const api = installFakeApi({
      'GET /system/security': { result: VIEW },
      'GET /system/sessions': { result: SESSIONS },
      'POST /system/security': { result: { ...VIEW, version: 3 } },
    });
    renderWithProviders(<SecurityScreen />);
    const u = userEvent.setup({ delay: null });

    const ttl = await screen.findByRole('textbox', { name: 'Idle time before a session ends (minutes)' });
    expect(ttl).toHaveValue('480');
    expect(screen.getByText(/Each use extends it\. From 5 to 43200\. Default: 480\./)).toBeInTheDocument();
    expect(screen.getByText(/Last changed on .* by root\./)).toBeInTheDocument();

    await u.clear(ttl);
    await u.type(ttl, '4');
    expect(await screen.findByText('Enter a number from 5 to 43200.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the settings' })).toBeDisabled();
    await u.type(ttl, '5');

    // The overridden limit goes back to its default.
    const perAccount = screen.getByRole('textbox', { name: 'Failed sign-ins per login' });
    expect(perAccount).toHaveValue('7');
    await u.click(screen.getByRole('button', { name: 'Reset “Failed sign-ins per login” to its default' }));
    expect(perAccount).toHaveValue('5');

    await u.click(screen.getByRole('button', { name: 'Add an origin' }));
    const origin = screen.getByRole('textbox', { name: 'Origin 1' });
    await u.type(origin, 'http://erp.example.com');
    expect(
      await screen.findByText('http://erp.example.com is not secure: use https (http only for localhost).'),
    ).toBeInTheDocument();
    await u.clear(origin);
    await u.type(origin, 'https://erp.example.com');

    await u.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'POST')!;
    expect(await sent.json()).toEqual({
      version: 2,
      overrides: { sessionTtlMinutes: 45, allowedOrigins: ['https://erp.example.com'] },
    });
  });

  it('shows a refusal of the server at its field', async () => {
    signInAs('superAdmin');
    installFakeApi({
      'GET /system/security': { result: VIEW },
      'GET /system/sessions': { result: SESSIONS },
      'POST /system/security': {
        error: {
          code: API_ERROR_CODES.badRequest,
          message: 'body.overrides: 1 problem',
          labelId: 'error.validationFailed',
          issues: [
            {
              key: 'securitySettings.outOfRange',
              path: 'loginPerAddress',
              severity: 'error',
              params: { min: 1, max: 10000, reason: 'Between 1 and 10000.' },
            },
          ],
        },
      },
    });
    renderWithProviders(<SecurityScreen />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Save the settings' }));
    const field = screen.getByRole('textbox', { name: 'Failed sign-ins per address' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Enter a number from 1 to 10000\./));
    expect(screen.getByText('Some values are refused: see the fields marked in red.')).toBeInTheDocument();
  });

  it('lists the active sessions and ends one after confirmation', async () => {
    signInAs('superAdmin');
    const api = installFakeApi({
      'GET /system/security': { result: VIEW },
      'GET /system/sessions': { result: SESSIONS },
      'DELETE /system/sessions/:sessionId': (_request, params) => ({
        result: { id: params.sessionId!, current: false },
      }),
    });
    renderWithProviders(<SecurityScreen />);
    const u = userEvent.setup({ delay: null });

    const own = (await screen.findByText('Sam Admin (root)', { selector: 'bdi' })).closest('tr')!;
    expect(within(own).getByText('This is you')).toBeInTheDocument();
    const row = screen.getByText('Sam Sender (sam)', { selector: 'bdi' }).closest('tr')!;
    expect(within(row).getByText('Firefox 128 on Linux')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.7')).toBeInTheDocument();

    await u.click(within(row).getByRole('button', { name: 'End session Sam Sender (sam)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'End the session of Sam Sender (sam)? They will have to sign in again.',
    });
    await u.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/system/sessions/s2'))).toBe(
        true,
      ),
    );
    // The dialog closes and the list is read again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'GET' && c.url.includes('/system/sessions'))).toHaveLength(
        2,
      ),
    );

    await u.type(screen.getByRole('textbox', { name: 'Filter by login' }), 'sam');
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.includes('/api/system/sessions?login=sam'))).toBe(true),
    );
  });

  it('ends every session of a user after confirmation', async () => {
    signInAs('superAdmin');
    let posted: unknown = null;
    installFakeApi({
      'GET /system/security': { result: VIEW },
      'GET /system/sessions': { result: SESSIONS },
      'POST /system/sessions/end': async (request) => {
        posted = await request.json();
        return { result: { userId: 'user-sam', ended: 2, current: false } };
      },
    });
    renderWithProviders(<SecurityScreen />);
    const u = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Sam Sender (sam)', { selector: 'bdi' })).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: 'End all their sessions Sam Sender (sam)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'End every session of Sam Sender (sam)? They are signed out everywhere and will have to sign in again.',
    });
    await u.click(within(dialog).getByRole('button', { name: 'End all their sessions' }));
    await waitFor(() => expect(posted).toEqual({ userId: 'user-sam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is read only for superAdminView: no change, no save, no End session', async () => {
    signInAs('superAdminView');
    installFakeApi({
      'GET /system/security': { result: VIEW },
      'GET /system/sessions': { result: SESSIONS },
    });
    renderWithProviders(<SecurityScreen />);
    const ttl = await screen.findByRole('textbox', { name: 'Idle time before a session ends (minutes)' });
    expect(ttl).toHaveAttribute('readonly');
    expect(
      screen.getByText('You can read these settings; only a super administrator can change them.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Sam Sender (sam)', { selector: 'bdi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reset/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an origin' })).toBeNull();
    expect(screen.queryByRole('button', { name: /End the session/ })).toBeNull();
  });

  it('shows the sessions as cards on a phone', async () => {
    signInAs('adminOu');
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
    installFakeApi({ 'GET /system/sessions': { result: { ...SESSIONS, overflow: true } } });
    renderWithProviders(<SecurityScreen />);
    const card = await screen.findByRole('listitem', { name: 'Sam Sender (sam)' });
    expect(within(card).getByRole('button', { name: 'End session Sam Sender (sam)' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen.getByText('Only the 200 most recently active are shown: filter by login.'),
    ).toBeInTheDocument();
  });

  it('shows an OU administrator only the sessions, and a sender nothing', async () => {
    signInAs('adminOu');
    const api = installFakeApi({ 'GET /system/sessions': { result: SESSIONS } });
    const { unmount } = renderWithProviders(<SecurityScreen />);
    expect(await screen.findByText('Sam Sender (sam)', { selector: 'bdi' })).toBeInTheDocument();
    expect(screen.queryByText('Instance settings')).toBeNull();
    expect(api.calls.some((c) => c.url.includes('/system/security'))).toBe(false);
    unmount();

    signInAs('createOrders');
    renderWithProviders(<SecurityScreen />);
    expect(screen.queryByText('Active sessions')).toBeNull();
  });
});
