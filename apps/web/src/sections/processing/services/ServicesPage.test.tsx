import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  API_ERROR_CODES,
  labelsFor,
  permissionsMask,
  savedServiceSchema,
  type OuNode,
  type SavedService,
} from '@postbridge/domain';
import { notifyInfo } from '../../../app/notify';
import { useSession } from '../../../app/session/sessionStore';
import { loadLocale } from '../../../i18n/i18n';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { ServicesPage } from './ServicesPage';

vi.mock('../../../app/notify', () => ({ notifyInfo: vi.fn(), notifyError: vi.fn() }));

// The editor is the other half of the section, tested on its own: here, only what the list asks it to open.
vi.mock('../editor/ServiceEditor', () => ({
  ServiceEditor: (props: {
    serviceId: string | null;
    type: string | null;
    copyOf: string | null;
    onClose: () => void;
  }) => (
    <div role="region" aria-label="editor">
      {JSON.stringify({ serviceId: props.serviceId, type: props.type, copyOf: props.copyOf })}
      <button type="button" onClick={() => props.onClose()}>
        close editor
      </button>
    </div>
  ),
}));

const node = (id: string, name: string, children: OuNode[] = []): OuNode => ({
  id,
  name,
  parentId: null,
  creationDate: '2026-01-05T10:00:00.000Z',
  brandingId: null,
  brandingName: null,
  allowOUChildren: true,
  enabled: true,
  removed: false,
  children,
});

const service = (overrides: Partial<SavedService> & { id: string; name: string }): SavedService =>
  savedServiceSchema.parse({
    type: 'SIMPLE_UNIQUE',
    ouId: 'ou1',
    version: 4,
    creationDate: '2026-10-01T08:00:00.000Z',
    updateDate: '2026-11-02T08:00:00.000Z',
    ...overrides,
  });

const LETTERS = service({ id: 's1', name: 'Letters', description: 'Monthly letters' });
const INVOICES = service({ id: 's2', name: 'Invoices', type: 'PREPROCESSING', enabled: false });
const REGISTERED = service({ id: 's3', name: 'Registered letter', inconsistent: true });
// A service of a unit above the caller's subtree: readable, not changeable.
const GROUP_WIDE = service({ id: 's4', name: 'Group newsletter', ouId: 'top', type: 'ARCHIVE' });

function fakes(extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /ou': { result: [node('ou1', 'Head office', [node('ou2', 'Sales')])] },
    'GET /services': { result: [GROUP_WIDE, INVOICES, LETTERS, REGISTERED] },
    ...extra,
  });
}

function renderPage(path = '/processing/services') {
  useSession
    .getState()
    .loggedIn('token', makeUser({ ouId: 'ou1', permissions: permissionsMask(['adminService']) }));
  const router = createMemoryRouter([{ path: '/processing/services', element: <ServicesPage /> }], {
    initialEntries: [path],
  });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('bdi')!.textContent);

async function openActions(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions on ${name}` }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(notifyInfo).mockClear();
});

describe('the services list', () => {
  it('lists the unit’s services with type, status, origin and the inconsistent flag, and filters them', async () => {
    const api = fakes();
    renderPage();
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    expect(names()).toEqual(['Group newsletter', 'Invoices', 'Letters', 'Registered letter']);
    expect(new URL(api.calls.find((c) => c.url.includes('/api/services'))!.url).search).toBe('?ouId=ou1');
    const registered = screen.getByRole('row', { name: /Registered letter/ });
    expect(within(registered).getByText('Inconsistent')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Invoices/ })).getByText('Disabled')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Invoices/ })).getByText('Documents and data files'),
    ).toBeInTheDocument();
    expect(screen.getByText('From a unit above yours: read only.')).toBeInTheDocument();
    expect(screen.getByText(/no longer exists or is no longer offered/)).toBeInTheDocument();

    await u.type(screen.getByRole('searchbox', { name: 'Search by name or description' }), 'monthly');
    expect(names()).toEqual(['Letters']);
    await u.clear(screen.getByRole('searchbox', { name: 'Search by name or description' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search by name or description' }), 'LETTER');
    expect(names()).toEqual(['Group newsletter', 'Letters', 'Registered letter']);
    await u.clear(screen.getByRole('searchbox', { name: 'Search by name or description' }));

    await u.click(screen.getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Archive' }));
    expect(names()).toEqual(['Group newsletter']);
    await u.click(screen.getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Archive' }));

    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'Disabled' }));
    expect(names()).toEqual(['Invoices']);
    expect(screen.getByText('1 services')).toBeInTheDocument();
  });

  it('reads another unit’s offer when the unit changes', async () => {
    const api = fakes();
    renderPage();
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await u.click(screen.getByRole('combobox', { name: 'Organisation unit' }));
    await u.click(await screen.findByRole('option', { name: /Sales/ }));
    await waitFor(() => expect(api.calls.map((c) => new URL(c.url).search)).toContain('?ouId=ou2'));
  });

  it('creates a service from the type chosen, in the editor opened by the address', async () => {
    fakes();
    const { router } = renderPage();
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'New service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Type of the new service' });
    const types = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-labelledby'))
      .map((b) => document.getElementById(b.getAttribute('aria-labelledby')!)!.textContent);
    expect(types).toEqual([
      'Single document',
      'Documents split into letters',
      'Single document and data files',
      'Documents and data files',
      'Archive',
      'Advanced',
    ]);
    const archive = within(dialog).getByRole('button', { name: 'Archive' });
    expect(archive).toHaveAccessibleDescription('A ZIP archive whose files go to the boxes.');
    await u.click(archive);

    expect(router.state.location.search).toBe('?new=ARCHIVE');
    expect(await screen.findByRole('region', { name: 'editor' })).toHaveTextContent(
      '{"serviceId":null,"type":"ARCHIVE","copyOf":null}',
    );
    expect(screen.queryByRole('table')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'close editor' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('opens the editor on a copy or on the service, and offers only copy and export of a service from above', async () => {
    fakes();
    const { router } = renderPage();
    const u = userEvent.setup({ delay: null });
    await openActions('Letters');
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Edit',
      'Copy',
      'Disable',
      'Export',
      'Delete',
    ]);
    await u.click(screen.getByRole('menuitem', { name: 'Copy' }));
    expect(router.state.location.search).toBe('?copy=s1');
    expect(await screen.findByRole('region', { name: 'editor' })).toHaveTextContent('"copyOf":"s1"');
    await u.click(screen.getByRole('button', { name: 'close editor' }));

    await u.click(await screen.findByRole('button', { name: 'Letters' }));
    expect(router.state.location.search).toBe('?edit=s1');
    await u.click(await screen.findByRole('button', { name: 'close editor' }));

    await openActions('Group newsletter');
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Copy', 'Export']);
    expect(screen.queryByRole('button', { name: 'Group newsletter' })).toBeNull();
  });

  it('keeps the editor open on a reload of its address', async () => {
    fakes();
    renderPage('/processing/services?edit=s2');
    expect(await screen.findByRole('region', { name: 'editor' })).toHaveTextContent(
      '{"serviceId":"s2","type":null,"copyOf":null}',
    );
  });

  it('enables a disabled service by saving it with its version', async () => {
    const api = fakes({ 'POST /services': { result: { ...INVOICES, enabled: true, version: 5 } } });
    renderPage();
    const u = userEvent.setup({ delay: null });
    await openActions('Invoices');
    await u.click(screen.getByRole('menuitem', { name: 'Enable' }));
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('The service Invoices is enabled.'));
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/services');
    const parameters = JSON.parse(String((await post.formData()).get('parameters')));
    expect(parameters).toMatchObject({ id: 's2', name: 'Invoices', enabled: true, version: 4 });
    expect(parameters).not.toHaveProperty('updateDate');
  });

  it('shows the effect of a forced delete before sending force', async () => {
    const api = fakes({
      'DELETE /services/:serviceId': (request) =>
        new URL(request.url).searchParams.get('force') === 'true'
          ? { result: { serviceId: 's1', rejectedCommands: 1 } }
          : {
              error: {
                code: API_ERROR_CODES.badRequest,
                message: 'force: the service has 2 orders in progress',
                labelId: 'error.serviceHasOpenJobs',
                field: 'force',
                params: { field: 'force', openJobs: 2, pendingOrders: 1 },
              },
            },
    });
    renderPage();
    const u = userEvent.setup({ delay: null });
    await openActions('Letters');
    await u.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the service Letters' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Delete the service' }));

    expect(
      await within(dialog).findByText(
        'This service has 2 deposits in progress and 1 orders awaiting validation.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Deleting it anyway rejects those 1 orders awaiting validation; the deposits stay as they are.',
      ),
    ).toBeInTheDocument();
    const deletes = () => api.calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).search);
    expect(deletes()).toEqual(['']);

    await u.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() =>
      expect(notifyInfo).toHaveBeenCalledWith(
        'The service Letters was deleted; 1 orders awaiting validation were rejected.',
      ),
    );
    expect(deletes()).toEqual(['', '?force=true']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names every unknown reference of a refused import, and creates nothing', async () => {
    const api = fakes({
      'POST /services/import': {
        error: {
          code: API_ERROR_CODES.badRequest,
          message: 'parameters: 2 problems',
          labelId: 'error.validationFailed',
          field: 'parameters',
          params: { count: 2 },
          issues: [
            {
              key: 'service.channel.unknown',
              path: 'channels[0].id',
              severity: 'error',
              params: { id: 'pigeon-post', label: 'Pigeon' },
            },
            {
              key: 'service.option.unknownType',
              path: 'channels[1].outputFileConfiguration.options[0].optionTypeId',
              severity: 'error',
              params: { optionTypeId: 'perfume', optionId: 'lavender', label: 'Mail', id: 'simple-mail' },
            },
          ],
        },
      },
    });
    renderPage();
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Import a service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a service' });
    expect(within(dialog).getByText(/The service is created in Head office/)).toBeInTheDocument();
    const file = new File(['{}'], 'letters.service.json', { type: 'application/json' });
    await u.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await u.click(within(dialog).getByRole('button', { name: 'Import the service' }));

    expect(await within(dialog).findByText('Nothing was imported: 2 problems to fix.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('channels[0].id: The channel "pigeon-post" of "Pigeon" does not exist.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/There is no option type "perfume"\./)).toBeInTheDocument();
    // Read as text: Node's Request does not take jsdom's File back as a File (its name is lost on the way).
    const body = await api.calls.find((c) => c.method === 'POST')!.text();
    expect(body).toMatch(/name="ouId"\r\n\r\nou1\r\n/);
    expect(body).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: application\/json/);
  });

  it('shows cards instead of a table on a phone', async () => {
    fakes();
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Actions on Letters' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[3]!).getByText('Inconsistent')).toBeInTheDocument();
  });

  it('speaks Hebrew, right to left', async () => {
    fakes();
    const { i18n } = renderPage();
    await loadLocale(i18n, 'he', async () => labelsFor('he'));
    try {
      expect(document.documentElement.dir).toBe('rtl');
      expect(await screen.findByRole('button', { name: 'שירות חדש' })).toBeInTheDocument();
      expect(screen.getAllByText('לא עקבי').length).toBeGreaterThan(0);
    } finally {
      await loadLocale(i18n, 'en', async () => labelsFor('en'));
    }
  });
});
