import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  permissionsMask,
  type LabelCatalogue,
  type LabelCatalogueEntry,
  type Permission,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { LocalesScreen } from './LocalesScreen';

const CODES = ['en', 'de', 'es', 'fr', 'he', 'hu', 'nl', 'pt'] as const;

/** A key whose texts are `texts` in the locales named, the English text elsewhere (not translated yet). */
function entry(
  key: string,
  english: string,
  texts: Partial<Record<(typeof CODES)[number], string>>,
  overrides: LabelCatalogueEntry['overrides'] = {},
): LabelCatalogueEntry {
  return {
    key,
    bundled: Object.fromEntries(
      CODES.map((code) => [code, code === 'en' ? english : (texts[code] ?? english)]),
    ),
    overrides,
  };
}

const SEND = entry('deposit.send', 'Send', { de: 'Senden', es: 'Enviar', fr: 'Envoyer', he: 'שליחה' });
const COUNT = entry(
  'error.validationFailed',
  '{count} results',
  { de: '{count} Ergebnisse', fr: '{count} résultats' },
  { nl: { text: 'Resultaten', updatedAt: '2026-11-01T10:00:00.000Z', updatedBy: 'admin' } },
);
const EXPORT = entry('system.locales.export', 'Export', { de: 'Exportieren', fr: 'Exporter' });
const LOGO = entry(
  'screen.system.locales',
  'Logo',
  {},
  {
    fr: { text: 'Le logo', updatedAt: '2026-11-02T10:00:00.000Z', updatedBy: 'admin' },
  },
);

function catalogue(entries: LabelCatalogueEntry[] = [SEND, COUNT, EXPORT, LOGO]): LabelCatalogue {
  return { locales: [...CODES], entries };
}

function signIn(permissions: Permission[]) {
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(permissions) }));
}

const rowKeys = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')!.textContent);

afterEach(() => vi.restoreAllMocks());

describe('System > Languages', () => {
  it('shows every key with its eight texts and searches keys and texts, accents ignored', async () => {
    signIn(['superAdmin']);
    installFakeApi({ 'GET /i18n/catalogue': { result: catalogue() } });
    renderWithProviders(<LocalesScreen />);
    const u = userEvent.setup({ delay: null });

    expect(await screen.findByText('4 keys')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Key',
      'English',
      'Deutsch',
      'Español',
      'Français',
      'עברית',
      'Magyar',
      'Nederlands',
      'Português',
    ]);
    expect(rowKeys()).toEqual([
      'deposit.send',
      'error.validationFailed',
      'system.locales.export',
      'screen.system.locales',
    ]);
    // The override shows instead of the original text, marked.
    const logoRow = screen
      .getByRole('button', { name: 'Edit the texts of screen.system.locales' })
      .closest('tr')!;
    expect(within(logoRow).getByText('Le logo')).toBeInTheDocument();
    expect(within(logoRow).getByText('Changed')).toBeInTheDocument();
    // An override an upgrade left without the English placeholder is said not to be shown.
    const countRow = screen
      .getByRole('button', { name: 'Edit the texts of error.validationFailed' })
      .closest('tr')!;
    expect(within(countRow).getByText('Not shown: no longer fits the English text')).toBeInTheDocument();
    expect(within(logoRow).queryByText('Not shown: no longer fits the English text')).toBeNull();

    await u.type(screen.getByRole('searchbox', { name: 'Search keys and texts' }), 'resultats');
    await waitFor(() => expect(rowKeys()).toEqual(['error.validationFailed']));
    expect(screen.getByText('1 keys')).toBeInTheDocument();

    await u.clear(screen.getByRole('searchbox', { name: 'Search keys and texts' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search keys and texts' }), 'DEPOSIT');
    await waitFor(() => expect(rowKeys()).toEqual(['deposit.send']));

    await u.clear(screen.getByRole('searchbox', { name: 'Search keys and texts' }));
    await u.click(screen.getByRole('switch', { name: 'Changed texts only' }));
    await waitFor(() => expect(rowKeys()).toEqual(['error.validationFailed', 'screen.system.locales']));
  });

  it('reports, per language, the keys whose text is the English one', async () => {
    signIn(['superAdmin']);
    installFakeApi({ 'GET /i18n/catalogue': { result: catalogue() } });
    renderWithProviders(<LocalesScreen />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('4 keys');

    await u.click(screen.getByRole('combobox', { name: 'Same text as English' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // German translates three keys of four; French all four (one by an override); Spanish one; Dutch one.
    expect(options).toEqual([
      'Every key',
      'Deutsch: 1',
      'Español: 3',
      'Français: 0',
      'עברית: 3',
      'Magyar: 4',
      'Nederlands: 3',
      'Português: 4',
    ]);
    await u.click(screen.getByRole('option', { name: 'Español: 3' }));
    expect(
      await screen.findByText(
        '3 keys have the same text in Español as in English: probably not translated yet.',
      ),
    ).toBeInTheDocument();
    expect(rowKeys()).toEqual(['error.validationFailed', 'system.locales.export', 'screen.system.locales']);
  });

  it('shows a refused text under its field, then saves and shows the new text', async () => {
    signIn(['superAdmin']);
    const saved: LabelCatalogueEntry = {
      ...COUNT,
      overrides: {
        fr: { text: '{count} réponses', updatedAt: '2026-11-27T18:00:00.000Z', updatedBy: 'alice' },
      },
    };
    let attempts = 0;
    const api = installFakeApi({
      'GET /i18n/catalogue': { result: catalogue() },
      'POST /i18n/translations/:key': () =>
        ++attempts === 1
          ? {
              error: {
                code: -2,
                message: 'body: 1 problem',
                labelId: 'error.validationFailed',
                params: { count: 1 },
                field: 'body',
                issues: [
                  {
                    key: 'label.placeholderMissing',
                    path: 'translations.fr',
                    severity: 'error',
                    params: { placeholder: '{count}' },
                  },
                ],
              },
            }
          : { result: saved },
    });
    renderWithProviders(<LocalesScreen />);
    const u = userEvent.setup({ delay: null });

    await u.click(await screen.findByRole('button', { name: 'Edit the texts of error.validationFailed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Texts of error.validationFailed' });
    expect(
      within(dialog).getByText('Keep these placeholders in every language: {count}'),
    ).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const french = within(dialog).getByRole('textbox', { name: 'Français' });
    // Pasted rather than typed: eight autosized fields make each key slow in jsdom.
    await u.clear(french);
    await u.paste('Des réponses');
    expect(within(dialog).getByText('Original text: {count} résultats')).toBeInTheDocument();
    await u.click(save);
    expect(
      await within(dialog).findByText('Keep the placeholder {count} of the English text.'),
    ).toBeInTheDocument();
    expect(french).toHaveAttribute('aria-invalid', 'true');

    await u.clear(french);
    await u.paste('{count} réponses');
    await u.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(new URL(posts[1]!.url).pathname).toBe('/api/i18n/translations/error.validationFailed');
    await expect(posts[1]!.json()).resolves.toEqual({ translations: { fr: '{count} réponses' } });
    const row = screen
      .getByRole('button', { name: 'Edit the texts of error.validationFailed' })
      .closest('tr')!;
    expect(within(row).getByText('{count} réponses')).toBeInTheDocument();
    // Not the interface's language: the labels are not read again.
    expect(api.calls.some((c) => c.url.includes('/i18n/labels_frontend1'))).toBe(false);
  });

  it("reloads the interface's labels when a text of its own language changed, and resets to the original", async () => {
    signIn(['superAdmin']);
    const edited = { text: 'Download all', updatedAt: '2026-11-27T18:00:00.000Z', updatedBy: 'alice' };
    const api = installFakeApi({
      'GET /i18n/catalogue': { result: catalogue() },
      'POST /i18n/translations/:key': { result: { ...EXPORT, overrides: { en: edited } } },
      'GET /i18n/labels_frontend1': { result: { 'system.locales.export': 'Download all' } },
    });
    renderWithProviders(<LocalesScreen />);
    const u = userEvent.setup({ delay: null });

    await u.click(await screen.findByRole('button', { name: 'Edit the texts of system.locales.export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Texts of system.locales.export' });
    const english = within(dialog).getByRole('textbox', { name: 'English' });
    await u.clear(english);
    await u.paste('Download all');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Download all' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.includes('/i18n/labels_frontend1?locale=en'))).toBe(true);

    // Back to the original: null is sent for that language.
    await u.click(screen.getByRole('button', { name: 'Edit the texts of screen.system.locales' }));
    const logo = await screen.findByRole('dialog', { name: 'Texts of screen.system.locales' });
    expect(within(logo).getByText(/Changed by admin/)).toBeInTheDocument();
    await u.click(within(logo).getByRole('button', { name: 'Back to the original text (Français)' }));
    expect(within(logo).getByRole('textbox', { name: 'Français' })).toHaveValue('Logo');
    await u.click(within(logo).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    await expect(api.calls.filter((c) => c.method === 'POST')[1]!.json()).resolves.toEqual({
      translations: { fr: null },
    });
  });

  it('lists every refusal of an import with its language and key', async () => {
    signIn(['superAdmin']);
    const api = installFakeApi({
      'GET /i18n/catalogue': { result: catalogue() },
      'POST /i18n/overrides/import': {
        error: {
          code: -2,
          message: 'body: 1 problem',
          field: 'body',
          issues: [
            {
              key: 'label.placeholderMissing',
              path: 'overrides.de["error.validationFailed"]',
              severity: 'error',
              params: { placeholder: '{count}', locale: 'de', key: 'error.validationFailed' },
            },
          ],
        },
      },
    });
    renderWithProviders(<LocalesScreen />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import texts' });
    const content = {
      format: 'postbridge-labels',
      version: 1,
      overrides: { de: { 'error.validationFailed': 'Ergebnisse' } },
    };
    const file = new File([JSON.stringify(content)], 'labels.json', { type: 'application/json' });
    await u.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await u.click(within(dialog).getByRole('button', { name: 'Import the file' }));

    expect(await within(dialog).findByText('1 entries refused; nothing was saved.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Deutsch, error.validationFailed: Keep the placeholder {count} of the English text.',
      ),
    ).toBeInTheDocument();
    await expect(api.calls.find((c) => c.method === 'POST')!.json()).resolves.toEqual(content);
  });

  it('lets superAdminView read and export, with no edit and no import', async () => {
    signIn(['superAdminView']);
    installFakeApi({ 'GET /i18n/catalogue': { result: catalogue() } });
    renderWithProviders(<LocalesScreen />);
    expect(await screen.findByText('4 keys')).toBeInTheDocument();
    expect(
      screen.getByText('You can read and export the translations but not change them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit the texts of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows one card per key on a phone', async () => {
    signIn(['superAdmin']);
    installFakeApi({ 'GET /i18n/catalogue': { result: catalogue() } });
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
    renderWithProviders(<LocalesScreen />);
    expect(await screen.findByRole('button', { name: 'Edit the texts of deposit.send' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('button', { name: 'Edit the texts of deposit.send' }).closest('li')!;
    expect(within(card).getByText('Envoyer')).toBeInTheDocument();
  });

  it('shows at most 50 keys a page', async () => {
    signIn(['superAdmin']);
    const many = Array.from({ length: 120 }, (_, i) =>
      entry(`k.${String(i).padStart(3, '0')}`, `Text ${i}`, {}),
    );
    installFakeApi({ 'GET /i18n/catalogue': { result: catalogue(many) } });
    renderWithProviders(<LocalesScreen />);
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText('120 keys')).toBeInTheDocument();
    expect(rowKeys()).toHaveLength(50);
    await u.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(rowKeys()).toEqual(many.slice(100).map((e) => e.key));
  });
});
