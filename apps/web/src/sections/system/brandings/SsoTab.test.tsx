import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SsoSettings } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { SsoTab } from './SsoTab';

const STORED: SsoSettings = {
  brandingId: 'b1',
  enabled: false,
  issuerUrl: '',
  clientId: '',
  clientSecretSet: false,
  scopes: 'openid email profile',
  claim: 'email',
  matchBy: 'email',
  createUsers: false,
  ouId: null,
  profileId: null,
  buttonText: '',
  redirectUri: 'https://post.acme.test/api/sso/callback',
  version: null,
};

describe('the single sign-on tab of a white label', () => {
  it('refuses incomplete settings at their field, then saves them with the secret', async () => {
    const api = installFakeApi({
      'GET /brandings/:brandingId/sso': { result: STORED },
      'POST /brandings/:brandingId/sso': {
        result: { ...STORED, enabled: true, clientSecretSet: true, version: 1 },
      },
    });
    renderWithProviders(<SsoTab brandingId="b1" readOnly={false} />);
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByDisplayValue('https://post.acme.test/api/sso/callback')).toBeInTheDocument();

    await u.click(screen.getByRole('switch', { name: 'Offer single sign-on on the sign-in page' }));
    await u.type(screen.getByRole('textbox', { name: 'Issuer URL' }), 'http://id.acme.test');
    await u.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(
      screen.getByText('Enter the https address of the provider (plain http only on this machine).'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    const issuer = screen.getByRole('textbox', { name: 'Issuer URL' });
    await u.clear(issuer);
    await u.type(issuer, 'https://id.acme.test');
    await u.type(screen.getByRole('textbox', { name: 'Client ID' }), 'postbridge');
    await u.type(screen.getByLabelText('Client secret'), 'top-secret');
    await u.type(screen.getByRole('textbox', { name: 'Name on the button' }), 'Acme ID');
    await u.click(screen.getByRole('button', { name: 'Save single sign-on' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await api.calls.find((c) => c.method === 'POST')!.json()).toMatchObject({
      enabled: true,
      issuerUrl: 'https://id.acme.test',
      clientId: 'postbridge',
      clientSecret: 'top-secret',
      buttonText: 'Acme ID',
      version: null,
    });
    expect(await screen.findByText('A secret is stored; leave this empty to keep it.')).toBeInTheDocument();
  });
});
