import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_ERROR_CODES,
  DEFAULT_CONSENT_SETTINGS,
  permissionsMask,
  type ConsentSettingsView,
  type Permission,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { RecipientsChoicePage } from './RecipientsChoicePage';

function signIn(permissions: Permission[] = ['adminService', 'adminOu']) {
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(permissions) }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

const view = (overrides: Partial<ConsentSettingsView> = {}): ConsentSettingsView => ({
  ouId: 'ou-sales',
  ouName: 'Sales',
  senderAccount: true,
  settings: { ...DEFAULT_CONSENT_SETTINGS, choices: [...DEFAULT_CONSENT_SETTINGS.choices] },
  lastModified: null,
  modifiedBy: null,
  ...overrides,
});

const accounts = { result: [{ id: 'ou-sales', name: 'Sales', enabled: true }] };

describe('the recipients’ consent screen', () => {
  it('saves the choices offered in their order and the texts, and previews the page', async () => {
    signIn();
    const posted: Request[] = [];
    installFakeApi({
      'GET /ou/senderAccounts': accounts,
      'GET /ou/:ouId/consentSettings': { result: view() },
      'POST /ou/:ouId/consentSettings': async (request) => {
        posted.push(request.clone());
        const settings = await request.json();
        return { result: view({ settings, lastModified: '2026-11-27T10:00:00.000Z', modifiedBy: 'alice' }) };
      },
    });
    renderWithProviders(<RecipientsChoicePage />);
    const u = userEvent.setup({ delay: null });
    expect(
      await screen.findByText('These are the default settings: they were never saved.'),
    ).toBeInTheDocument();

    await u.click(screen.getByRole('checkbox', { name: 'No preference' }));
    await u.click(screen.getByRole('button', { name: 'Move “By post” up' }));
    await u.type(screen.getByRole('textbox', { name: 'Introduction of the page' }), 'We print less paper.');
    await u.type(
      screen.getByRole('textbox', { name: 'Text beside the QR code on letters' }),
      'Scan to receive your mail by e-mail',
    );

    const preview = screen.getByRole('region', { name: 'Preview of the consent page' });
    expect(within(preview).getByText('We print less paper.')).toBeInTheDocument();
    expect(
      within(preview)
        .getAllByRole('radio')
        .map((r) => r.closest('label, div')?.textContent),
    ).toBeDefined();
    expect(
      within(preview)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['LETTER', 'EMAIL']);

    await u.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(new URL(posted[0]!.url).pathname).toBe('/api/ou/ou-sales/consentSettings');
    expect(await posted[0]!.json()).toEqual({
      open: true,
      choices: ['LETTER', 'EMAIL'],
      introduction: 'We print less paper.',
      qrText: 'Scan to receive your mail by e-mail',
      mailSubject: '',
      mailBody: '',
    });
    expect(await screen.findByText(/by alice\.$/)).toBeInTheDocument();
  });

  it('shows the rules beside their fields and saves nothing while one is broken', async () => {
    signIn();
    const api = installFakeApi({
      'GET /ou/senderAccounts': accounts,
      'GET /ou/:ouId/consentSettings': { result: view() },
    });
    renderWithProviders(<RecipientsChoicePage />);
    const u = userEvent.setup({ delay: null });
    const body = await screen.findByRole('textbox', { name: 'Text of the confirmation e-mail' });
    await u.type(body, 'Hello, please confirm.');
    expect(body).toHaveAccessibleDescription('The e-mail must hold the confirmation link {link}.');
    for (const choice of ['By e-mail', 'By post', 'No preference']) {
      await u.click(screen.getByRole('checkbox', { name: choice }));
    }
    expect(screen.getByText('Offer at least one choice.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the settings' })).toBeDisabled();
    expect(api.calls.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('offers to turn on the sender account of an OU that is not one, and gives a sample link', async () => {
    signIn();
    let enabled = false;
    installFakeApi({
      'GET /ou/senderAccounts': { result: [{ id: 'ou-sales', name: 'Sales', enabled }] },
      'GET /ou/:ouId/consentSettings': () => ({ result: view({ senderAccount: enabled }) }),
      'POST /ou/senderAccounts': () => {
        enabled = true;
        return { result: { id: 'ou-sales', name: 'Sales', enabled: true } };
      },
      'GET /ou/recipients/consentLink': (request) => {
        const identifier = new URL(request.url).searchParams.get('recipientIdentifier');
        return identifier === 'C-1'
          ? { result: { consentLink: 'https://mail.example/consent/abc', senderAccountId: 'ou-sales' } }
          : { error: { code: API_ERROR_CODES.badRequest, message: 'no', labelId: 'error.badRequest' } };
      },
    });
    renderWithProviders(<RecipientsChoicePage />);
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText(/Sales is not a sender account/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sample consent link' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Turn the sender account on' }));

    await u.type(await screen.findByRole('textbox', { name: 'Recipient identifier' }), 'C-1');
    await u.click(screen.getByRole('button', { name: 'Show the link' }));
    expect(await screen.findByRole('link', { name: 'https://mail.example/consent/abc' })).toHaveAttribute(
      'href',
      'https://mail.example/consent/abc',
    );
    expect(screen.queryByText(/is not a sender account/)).not.toBeInTheDocument();
  });

  it('is refused to a user who does not administer organisation units', () => {
    signIn(['adminService']);
    installFakeApi({});
    renderWithProviders(<RecipientsChoicePage />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
