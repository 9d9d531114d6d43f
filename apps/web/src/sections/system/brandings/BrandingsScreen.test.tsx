import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionsMask, resolveStatusPalette, type BrandingDetail } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { BrandingsScreen } from './BrandingsScreen';

const ACME: BrandingDetail = {
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
    primaryColor: '#112233',
    iconColors: {},
    embeddedParentUrls: ['https://portal.acme.test'],
    chatSupportUrl: null,
  },
  statusColors: resolveStatusPalette({ ok: { color: '#00aa00' } }),
  version: 4,
  updateDate: '2026-11-20T10:00:00.000Z',
  accountCount: 2,
};

const signInAs = (permission: 'superAdmin' | 'superAdminView') =>
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask([permission]) }));

describe('the white labels screen', () => {
  it('edits a white label: the preview shows the draft before saving, and the whole label is saved', async () => {
    signInAs('superAdmin');
    const api = installFakeApi({
      'GET /brandings/all': { result: [ACME] },
      'POST /brandings': { result: { ...ACME, applicationName: 'Acme Mail', version: 5 } },
    });
    renderWithProviders(<BrandingsScreen />);
    const u = userEvent.setup({ delay: null });

    const row = (await screen.findByText('Acme')).closest('tr')!;
    expect(within(row).getByText('post.acme.test')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    await u.click(within(row).getByRole('button', { name: 'Edit' }));

    const preview = screen.getByRole('region', { name: 'Preview, before saving' });
    expect(within(preview).getAllByText('Acme Post')).toHaveLength(2);
    const appName = screen.getByRole('textbox', { name: /Application name/ });
    await u.clear(appName);
    await u.type(appName, 'Acme Mail');
    // Not saved yet: the preview already shows it, in the top bar and on the sign-in card.
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(preview).getAllByText('Acme Mail')).toHaveLength(2);
    expect(within(preview).queryByText('Acme Post')).toBeNull();

    await u.click(screen.getByRole('tab', { name: 'Embedded mode' }));
    const origins = screen.getByRole('textbox', { name: /Parent origins/ });
    await u.type(origins, '{enter}https://intranet.acme.test');
    await u.click(screen.getByRole('button', { name: 'Save the white label' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = await api.calls.find((c) => c.method === 'POST')!.json();
    expect(sent).toMatchObject({
      id: 'b1',
      version: 4,
      name: 'Acme',
      applicationName: 'Acme Mail',
      virtualHost: 'post.acme.test',
      properties: {
        primaryColor: '#112233',
        embeddedParentUrls: ['https://portal.acme.test', 'https://intranet.acme.test'],
      },
    });
    // Only the status that differs from the defaults is sent.
    expect(sent.statusColors).toEqual({ ok: { color: '#00aa00', textColor: '#FFFFFF', name: 'OK' } });
  });

  it('shows a refusal under its field, on its tab', async () => {
    signInAs('superAdmin');
    installFakeApi({
      'GET /brandings/all': { result: [ACME] },
      'POST /brandings': {
        error: {
          code: -2,
          message: 'body.virtualHost: virtualHostInvalid',
          labelId: 'system.brandings.error.virtualHostInvalid',
          params: { value: 'https://new.test' },
          field: 'body.virtualHost',
        },
      },
    });
    renderWithProviders(<BrandingsScreen />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'New white label' }));
    await u.type(screen.getByRole('textbox', { name: /White label name/ }), 'New');
    await u.type(screen.getByRole('textbox', { name: /Application name/ }), 'New Post');
    // Leave the General tab: the refusal brings it back.
    await u.click(screen.getByRole('tab', { name: 'Custom CSS' }));
    await u.click(screen.getByRole('button', { name: 'Save the white label' }));

    const host = await screen.findByRole('textbox', { name: /Virtual host/ });
    await waitFor(() => expect(host).toHaveAttribute('aria-invalid', 'true'));
    expect(host).toHaveAccessibleDescription(
      expect.stringContaining(
        'https://new.test is not a domain name: write the host only, such as post.example.com, without https://, port or path.',
      ),
    );
  });

  it('checks the rules before sending: a URL as virtual host, a name already taken', async () => {
    signInAs('superAdmin');
    const api = installFakeApi({ 'GET /brandings/all': { result: [ACME] } });
    renderWithProviders(<BrandingsScreen />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'New white label' }));
    await u.type(screen.getByRole('textbox', { name: /White label name/ }), 'acme');
    await u.type(screen.getByRole('textbox', { name: /Application name/ }), 'Other');
    await u.click(screen.getByRole('button', { name: 'Save the white label' }));
    expect(screen.getByRole('textbox', { name: /White label name/ })).toHaveAccessibleDescription(
      expect.stringContaining('Another white label is already named acme.'),
    );
    const name = screen.getByRole('textbox', { name: /White label name/ });
    await u.clear(name);
    await u.type(name, 'Other');
    await u.type(screen.getByRole('textbox', { name: /Virtual host/ }), 'https://other.test/app');
    await u.click(screen.getByRole('button', { name: 'Save the white label' }));
    expect(screen.getByRole('textbox', { name: /Virtual host/ })).toHaveAccessibleDescription(
      expect.stringContaining('https://other.test/app is not a domain name'),
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('lets superAdminView read everything and change nothing', async () => {
    signInAs('superAdminView');
    installFakeApi({
      'GET /brandings/all': { result: [ACME] },
      'GET /brandings/:brandingId/news': { result: { fr: 'Fermé lundi.' } },
    });
    renderWithProviders(<BrandingsScreen />);
    const u = userEvent.setup({ delay: null });
    expect(
      await screen.findByText('You may look at the white labels but not change them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New white label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await u.click(await screen.findByRole('button', { name: 'View' }));
    expect(screen.getByRole('textbox', { name: /White label name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the white label' })).toBeNull();
    await u.click(screen.getByRole('tab', { name: 'News' }));
    const french = await screen.findByRole('textbox', { name: 'News in Français' });
    expect(french).toHaveValue('Fermé lundi.');
    expect(french).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save the news/ })).toBeNull();
  });
});
