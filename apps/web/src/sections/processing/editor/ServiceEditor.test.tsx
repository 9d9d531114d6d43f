import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_ERROR_CODES,
  labelsFor,
  permissionsMask,
  type Permission,
  serviceSchema,
  type SavedService,
  type ServiceType,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { loadLocale } from '../../../i18n/i18n';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { ServiceEditor } from './ServiceEditor';

function signIn(permissions: Permission[] = ['adminService']) {
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(permissions) }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

function letters(overrides: Partial<SavedService> = {}): SavedService {
  return {
    ...serviceSchema.parse({
      id: 's1',
      type: 'SIMPLE_MULTIPLE',
      name: 'Letters',
      ouId: 'ou1',
      description: 'One-page letters',
      boxes: [
        {
          name: 'letters',
          label: 'Letters',
          main: true,
          boxType: 'box.PDF',
          splitConfig: { kind: 'bsc.PAGE', pagesPerPart: 1 },
          configuredFiles: [{ serviceFileId: 'f1', removable: true }],
        },
      ],
      serviceFiles: [{ id: 'f1', name: 'terms.pdf', contentType: 'application/pdf' }],
      channels: [
        {
          id: 'simple-mail',
          label: 'Simple mail',
          shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
        },
      ],
      sendingStrategy: { groups: [{ name: 'Post', serviceChannels: ['Simple mail'] }] },
    }),
    version: 3,
    creationDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** The `parameters` JSON and the file fields of a POST /services the editor sent. */
async function sentService(request: Request) {
  const form = await request.formData();
  const files = [...form.keys()].filter((key) => key !== 'parameters');
  return { parameters: JSON.parse(String(form.get('parameters'))) as Record<string, unknown>, files };
}

function render(props: { serviceId?: string; type?: ServiceType; copyOf?: string; ouId?: string }) {
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <ServiceEditor
      serviceId={props.serviceId ?? null}
      type={props.type ?? null}
      copyOf={props.copyOf ?? null}
      ouId={props.ouId ?? null}
      onClose={onClose}
    />,
  );
  return { ...rendered, onClose };
}

describe('the service editor', () => {
  it('edits a service and saves it with the version it read', async () => {
    signIn();
    const posted: Request[] = [];
    installFakeApi({
      'GET /services/:serviceId': { result: letters() },
      'POST /services': (request) => {
        posted.push(request.clone());
        return { result: letters({ name: 'Letters by post', version: 4 }) };
      },
    });
    const { onClose } = render({ serviceId: 's1' });
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Letters' })).toBeInTheDocument();
    expect(screen.getByText('Several letters · Version 3')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await u.clear(name);
    await u.type(name, 'Letters by post');
    // The job name computed: the main file's name, then a fixed text.
    await u.click(screen.getByRole('radio', { name: 'Computed by an expression' }));
    await u.click(screen.getByRole('button', { name: 'Add a part' }));
    await u.type(screen.getByRole('textbox', { name: 'Text' }), ' (post)');
    await u.click(screen.getByRole('button', { name: 'Save the service' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s1'));
    const { parameters, files } = await sentService(posted[0]!);
    expect(parameters).toMatchObject({
      id: 's1',
      version: 3,
      name: 'Letters by post',
      jobNameExpression: {
        kind: 'concat',
        operands: [
          { kind: 'fileName', fromMain: true },
          { kind: 'constant', value: ' (post)' },
        ],
      },
      // What this version does not edit goes back as it was read.
      channels: letters().channels,
      sendingStrategy: letters().sendingStrategy,
      serviceFiles: letters().serviceFiles,
    });
    expect(files).toEqual([]);
  });

  it('shows the rules of the boxes beside their fields before saving, and saves nothing then', async () => {
    signIn();
    const api = installFakeApi({ 'GET /services/:serviceId': { result: letters() } });
    render({ serviceId: 's1' });
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Letters' });
    await u.click(screen.getByRole('tab', { name: 'Boxes' }));
    const label = screen.getByRole('textbox', { name: 'Label' });
    await u.clear(label);
    expect(label).toHaveAccessibleDescription(expect.stringContaining('The box "letters" needs a label.'));
    const pattern = screen.getByRole('textbox', { name: 'File name pattern' });
    await u.type(pattern, '[[(');
    expect(pattern).toHaveAccessibleDescription(expect.stringContaining('is not a valid regular expression'));
    await u.click(screen.getByRole('button', { name: 'Add a box' }));
    const names = screen.getAllByRole('textbox', { name: 'Name (key)' });
    await u.clear(names[1]!);
    await u.type(names[1]!, 'letters');
    expect(names[1]).toHaveAccessibleDescription(
      expect.stringContaining('Another box is already named "letters".'),
    );

    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    expect(screen.getByText('The service cannot be saved as it is:')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  // Retried: in about one run in three under jsdom the save that follows the box-type select is never posted (not
  // understood yet; issue 14's closing note); in the browser the same steps save
  // (tests/e2e/service-editor.e2e.test.ts).
  it(
    'keeps the children of a renamed box, and drops the parser of a box that no longer reads data',
    { retry: 2 },
    async () => {
      signIn();
      const posted: Request[] = [];
      const zip = letters({
        type: 'ARCHIVE',
        boxes: serviceSchema.parse({
          id: 's1',
          type: 'ARCHIVE',
          name: 'Invoices',
          ouId: 'ou1',
          boxes: [
            { name: 'archive', label: 'Archive', main: true, boxType: 'box.ARCHIVE', maxElements: 1 },
            { name: 'invoices', label: 'Invoices', boxType: 'box.PDF', parent: 'archive' },
            {
              name: 'customers',
              label: 'Customers',
              boxType: 'box.DATA_FILE',
              parserConfiguration: {
                kind: 'par.CSV',
                encoding: 'UTF-8',
                separator: ';',
                metadataMapping: { '0': 'invoice' },
              },
            },
          ],
        }).boxes,
      });
      installFakeApi({
        'GET /services/:serviceId': { result: zip },
        'POST /services': (request) => {
          posted.push(request.clone());
          return { result: zip };
        },
      });
      render({ serviceId: 's1' });
      const u = userEvent.setup({ delay: null });
      await screen.findByRole('heading', { name: 'Letters' });
      await u.click(screen.getByRole('tab', { name: 'Boxes' }));
      const name = screen.getByRole('textbox', { name: 'Name (key)' });
      await u.clear(name);
      await u.type(name, 'zip');
      await u.click(screen.getByRole('button', { name: 'Customers' }));
      const types = screen.getAllByRole('combobox', { name: 'Box type' });
      await u.click(types[types.length - 1]!);
      await u.click(await screen.findByRole('option', { name: 'PDF documents' }));
      await u.click(screen.getByRole('button', { name: 'Save the service' }));

      // What is sent is what this test is about.
      await waitFor(() => expect(posted).toHaveLength(1));
      const { parameters } = await sentService(posted[0]!);
      expect(parameters.boxes).toMatchObject([
        { name: 'zip' },
        { name: 'invoices', parent: 'zip' },
        { name: 'customers', boxType: 'box.PDF', parserConfiguration: null },
      ]);
    },
  );

  it('shows a problem the server found at its field', async () => {
    signIn();
    installFakeApi({
      'GET /services/:serviceId': { result: letters() },
      'POST /services': {
        error: {
          code: API_ERROR_CODES.badRequest,
          message: 'boxes[0].pattern: "a{2,1}" is not a valid regular expression.',
          field: 'parameters',
          issues: [
            {
              key: 'service.pattern.invalid',
              path: 'boxes[0].pattern',
              severity: 'error',
              params: { pattern: 'a{2,1}' },
            },
          ],
        },
      },
    });
    render({ serviceId: 's1' });
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Letters' });
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    // The editor opens the tab of the field.
    const pattern = await screen.findByRole('textbox', { name: 'File name pattern' });
    expect(pattern).toHaveAccessibleDescription(
      expect.stringContaining('"a{2,1}" is not a valid regular expression.'),
    );
    expect(screen.getByRole('tab', { name: 'Boxes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('answers a stale version with the product message and reloads the service', async () => {
    signIn();
    let reads = 0;
    installFakeApi({
      'GET /services/:serviceId': () => {
        reads += 1;
        return { result: reads === 1 ? letters() : letters({ name: 'Letters (theirs)', version: 4 }) };
      },
      'POST /services': { error: { code: API_ERROR_CODES.editionConflict, message: 'Edition conflict' } },
    });
    render({ serviceId: 's1' });
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Letters' });
    await u.type(screen.getByRole('textbox', { name: 'Name' }), ' (mine)');
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This service has been updated by another user.');
    await u.click(within(alert).getByRole('button', { name: 'Reload the service' }));
    expect(await screen.findByRole('heading', { name: 'Letters (theirs)' })).toBeInTheDocument();
    expect(screen.getByText('Several letters · Version 4')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Letters (theirs)');
  });

  it('asks before a change that rejects the orders in progress, then saves with force', async () => {
    signIn();
    const queries: (string | null)[] = [];
    installFakeApi({
      'GET /services/:serviceId': { result: letters() },
      'POST /services': (request) => {
        const force = new URL(request.url).searchParams.get('force');
        queries.push(force);
        return force === 'true'
          ? { result: letters({ version: 4 }) }
          : {
              error: {
                code: API_ERROR_CODES.badRequest,
                message: 'force: the service has 2 orders in progress',
                labelId: 'error.serviceHasOpenJobs',
                field: 'force',
                params: { openJobs: 2, pendingOrders: 1 },
              },
            };
      },
    });
    const { onClose } = render({ serviceId: 's1' });
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Letters' });
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service has 2 orders in progress: confirm to go on');
    expect(onClose).not.toHaveBeenCalled();
    await u.click(within(alert).getByRole('button', { name: 'Save and reject those orders' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s1'));
    expect(queries).toEqual([null, 'true']);
  });

  it('creates a service of a type from its defaults, with the files chosen for its box', async () => {
    signIn();
    const posted: Request[] = [];
    installFakeApi({
      'POST /services': (request) => {
        posted.push(request.clone());
        return { result: letters({ id: 's9', type: 'SIMPLE_UNIQUE', name: 'Registered', version: 1 }) };
      },
    });
    const { onClose } = render({ type: 'SIMPLE_UNIQUE' });
    const u = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { name: 'New service (One letter)' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      expect.stringContaining('The service needs a name.'),
    );
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Registered');
    await u.click(screen.getByRole('tab', { name: 'Boxes' }));
    expect(screen.getByRole('textbox', { name: 'Minimum files' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Maximum files' })).toHaveValue('1');
    const chooser = document.querySelector('input[type="file"]') as HTMLInputElement;
    // Node's File, which the fetch of the tests (Node's) can send; the browser's is its own.
    const file = new NodeFile(['%PDF-1.4'], 'conditions.pdf', { type: 'application/pdf' }) as unknown as File;
    await u.upload(chooser, file);
    expect(screen.getByText('conditions.pdf (sent when the service is saved)')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save the service' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s9'));
    const { parameters, files } = await sentService(posted[0]!);
    expect(parameters).toMatchObject({
      id: '',
      type: 'SIMPLE_UNIQUE',
      name: 'Registered',
      boxes: [{ name: 'document', main: true, boxType: 'box.PDF', minElements: 1, maxElements: 1 }],
    });
    expect(parameters).not.toHaveProperty('version');
    expect(files).toEqual(['box.document.0']);
  });

  it('copies a service: "Copy of …", no id, no version, no files of the original', async () => {
    signIn();
    const posted: Request[] = [];
    installFakeApi({
      'GET /services/:serviceId': { result: letters() },
      'POST /services': (request) => {
        posted.push(request.clone());
        return { result: letters({ id: 's2', name: 'Copy of Letters', version: 1 }) };
      },
    });
    // The copy is made in the unit the list shows, where the caller may write (the original may be inherited).
    const { onClose } = render({ copyOf: 's1', ouId: 'ou-sales' });
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Copy of a service' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Copy of Letters');
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s2'));
    const { parameters } = await sentService(posted[0]!);
    expect(parameters).toMatchObject({
      id: '',
      ouId: 'ou-sales',
      name: 'Copy of Letters',
      serviceFiles: [],
      channels: letters().channels,
    });
    expect(parameters).not.toHaveProperty('version');
    expect((parameters.boxes as { configuredFiles: unknown[] }[])[0]!.configuredFiles).toEqual([]);
  });

  it('edits every part: no tab is left for a later version', async () => {
    signIn();
    installFakeApi({ 'GET /services/:serviceId': { result: letters() } });
    render({ serviceId: 's1' });
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Letters' });
    await u.click(screen.getByRole('tab', { name: 'Split configuration' }));
    expect(await screen.findByRole('textbox', { name: 'Pages per letter' })).toHaveValue('1');
    await u.click(screen.getByRole('tab', { name: 'Sending strategy' }));
    expect(await screen.findByRole('textbox', { name: 'Group name' })).toHaveValue('Post');
    expect(screen.queryByText(/edited in a later version/)).not.toBeInTheDocument();
  });

  it('asks before closing with changes not saved', async () => {
    signIn();
    installFakeApi({ 'GET /services/:serviceId': { result: letters() } });
    const { onClose } = render({ serviceId: 's1' });
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Letters' });
    await u.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    await u.click(screen.getByRole('button', { name: 'Close the editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await u.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Letters 2');
    await u.click(screen.getByRole('button', { name: 'Close the editor' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(onClose).toHaveBeenCalledWith();
  });

  it('closes at once when nothing was changed', async () => {
    signIn();
    installFakeApi({ 'GET /services/:serviceId': { result: letters() } });
    const { onClose } = render({ serviceId: 's1' });
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Letters' });
    await u.click(screen.getByRole('button', { name: 'Close the editor' }));
    expect(onClose).toHaveBeenCalledWith();
  });

  it('is read only without the right to administer services', async () => {
    signIn([]);
    installFakeApi({ 'GET /services/:serviceId': { result: letters() } });
    render({ serviceId: 's1' });
    await screen.findByRole('heading', { name: 'Letters' });
    expect(screen.getByText('You may read this service but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the service' })).not.toBeInTheDocument();
  });

  it('picks the parts of the service from a list on a phone', async () => {
    signIn();
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
    installFakeApi({ 'GET /services/:serviceId': { result: letters() } });
    render({ serviceId: 's1' });
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Letters' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Part of the service' }));
    await u.click(await screen.findByRole('option', { name: 'Boxes' }));
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Letters');
  });

  it('speaks Hebrew, right to left', async () => {
    signIn();
    installFakeApi({ 'GET /services/:serviceId': { result: letters() } });
    const { i18n } = render({ serviceId: 's1' });
    await loadLocale(i18n, 'he', async () => labelsFor('he'));
    await screen.findByRole('heading', { name: 'Letters' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('tab', { name: 'תיבות' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'שמירת השירות' })).toBeInTheDocument();
    await loadLocale(i18n, 'en', async () => labelsFor('en'));
  });
});
