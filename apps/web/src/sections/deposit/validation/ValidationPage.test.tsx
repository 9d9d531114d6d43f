import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { permissionsMask, type DeliveryCommand, type PackGroup } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderApp';
import { makeOptionType, makeOptionValue } from '../../manage/details/testData';

/** The first answer may take a while on a machine shared with other test runs (the section loads lazily). */
const LOADED = { timeout: 5000 };
const ADDRESS = 'Simple mail/mainPostalAddress';

function command(overrides: Partial<DeliveryCommand> = {}): DeliveryCommand {
  const id = overrides.id ?? 'c1';
  return {
    id,
    jobId: 'j1',
    jobName: 'November',
    serviceId: 's1',
    ouId: 'ou1',
    ownerId: 'u2',
    ownerLogin: 'sender',
    createdBy: 'sender',
    state: 'AWAIT_VALIDATION',
    creationDate: '2026-11-20T08:00:00.000Z',
    updateDate: '2026-11-20T08:00:00.000Z',
    expectedPostDate: null,
    postDate: '2026-11-23',
    needsValidation: true,
    expiresAt: '2026-11-22T08:00:00.000Z',
    validationDate: null,
    rejectionDate: null,
    validatedBy: null,
    reason: null,
    comment: 'Monthly invoices',
    packGroupCount: 2,
    serviceChannelOptions: { 'Simple mail': ['bw'] },
    deliveries: [
      {
        id: `d-${id}`,
        commandId: id,
        jobId: 'j1',
        name: 'November — Simple mail',
        nuid: 'N1',
        externalId: null,
        state: 'AWAIT_VALIDATION',
        creationDate: '2026-11-20T08:00:00.000Z',
        postDate: '2026-11-23',
        channelId: 'post',
        serviceChannelLabel: 'Simple mail',
        serviceId: 's1',
        ownerId: 'u2',
        recipients: 1,
        fallbackOriginId: null,
        validationDate: null,
        rejectionDate: null,
        reason: null,
        comment: null,
        options: [{ optionTypeId: 'colour', optionId: 'bw' }],
      },
    ],
    actions: ['validate', 'reject'],
    version: 4,
    ...overrides,
  };
}

const packGroup = (index: number, state: string, address: string): PackGroup => ({
  id: `pg${index + 1}`,
  jobId: 'j1',
  position: index + 1,
  state,
  inputFileId: 'if1',
  firstPage: index + 1,
  lastPage: index + 1,
  pageCount: 1,
  requirements: {
    [ADDRESS]: {
      value: address,
      status: 'GOOD',
      valid: true,
      error: null,
      countryCode: 'FR',
      type: 'address',
    },
  },
  addressQuality: 'GOOD',
  addressError: null,
  identifier: `C-${String(index + 1).padStart(3, '0')}`,
  metadata: {},
  metadataIssues: [],
  preflight: [],
  packs: [],
  version: 2,
});

/** 30 letters ordered (two pages of the table), letter 2 corrected by hand, and one rejected before the order. */
const LETTERS = [
  ...Array.from({ length: 30 }, (_, i) =>
    packGroup(
      i,
      i === 2 ? 'NOT_ELIGIBLE' : 'SHIPMENT_IN_CREATION',
      i === 1
        ? 'M. Paul Lemoine\n6 rue du Moulin\n21000 DIJON'
        : `Client ${i + 1}\n${i + 1} rue Haute\n75001 PARIS`,
    ),
  ),
  packGroup(30, 'REJECTED', 'Nobody\nNowhere'),
];

const detailRoutes = {
  'GET /options/type': { result: [makeOptionType({ id: 'colour', name: 'Colour' })] },
  'GET /options': {
    result: [
      makeOptionValue({ id: 'bw', optionTypeId: 'colour', value: 'Black and white', rank: 1, default: true }),
    ],
  },
  'GET /jobs/j1/packGroups': { result: LETTERS },
  'GET /jobs/j1': {
    result: {
      id: 'j1',
      inputFiles: [{ id: 'if1', fileId: 'stored-1', name: 'letters.pdf', boxName: 'letters' }],
    },
  },
  'GET /jobs/j1/revisions': {
    result: [
      {
        id: 5,
        action: 'packGroupEdited',
        state: 'PACK_GROUPS_CREATED',
        loggedUserLogin: 'sender',
        date: '2026-11-20T07:50:00.000Z',
        details: { packGroupId: 'pg2', requirements: [ADDRESS] },
      },
    ],
  },
  'GET /pdf/stored-1/pages/2': (request: Request) => ({
    result: {
      page: 2,
      pageCount: 31,
      widthMm: 210,
      heightMm: 297,
      image: `data:image/png;base64,page2w${new URL(request.url).searchParams.get('widthPx')}`,
      widthPx: 120,
    },
  }),
};

const bodiesOf = (calls: Request[], path: string) =>
  Promise.all(
    calls
      .filter((call) => call.method === 'POST' && new URL(call.url).pathname === `/api${path}`)
      .map((call) => call.clone().json() as Promise<unknown>),
  );

const list = (...commands: DeliveryCommand[]) => ({ result: { commands, overflow: false } });

function signInValidator() {
  useSession.getState().loggedIn(
    'tok',
    makeUser({
      permissions: permissionsMask(['viewOrders', 'validate']),
      permissionsOnGroup: permissionsMask(['viewOrdersOthers', 'validate']),
    }),
  );
}

describe('validation screen', () => {
  it('lists every letter with its recipient, printed address, check and first page', async () => {
    installFakeApi({ 'GET /deliveries/commands/list': list(command()), ...detailRoutes });
    signInValidator();
    const user = userEvent.setup({ delay: null });
    renderRoute('/deposit/validation');
    await user.click(await screen.findByRole('button', { name: 'Details November' }, LOADED));

    const detail = await screen.findByRole('region', { name: 'Order November' });
    expect(within(detail).getByText('Monthly invoices')).toBeInTheDocument();
    // Dates in the validator's language, not the API's ISO form.
    expect(within(detail).getByText('Nov 23, 2026')).toBeInTheDocument();
    expect(within(detail).queryByText(/2026-11-2\d/)).toBeNull();
    const deliveries = within(detail).getByRole('table', { name: 'Deliveries' });
    expect(await within(deliveries).findByText('Colour: Black and white')).toBeInTheDocument();

    const letters = await within(detail).findByRole('table', { name: 'Letters of the order' });
    const rows = within(letters).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(25);
    const second = rows[1]!;
    const recipient = within(second).getAllByRole('cell')[2]!;
    expect(recipient).toHaveTextContent('M. Paul Lemoine');
    expect(recipient).toHaveTextContent('Reference C-002');
    // The address as it will be printed, line by line.
    const lines = second.querySelector('[data-address-lines]')!;
    expect([...lines.children].map((line) => line.textContent)).toEqual([
      'M. Paul Lemoine',
      '6 rue du Moulin',
      '21000 DIJON',
    ]);
    expect(await within(second).findByText('Corrected by hand')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Valid')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No channel can send it')).toBeInTheDocument();
    // The letter's first page, small; opened, larger.
    const preview = within(second).getByRole('button', { name: 'Show the pages of letter 2' });
    await waitFor(() =>
      expect(preview.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,page2w120'),
    );
    await user.click(preview);
    const pages = await screen.findByRole('dialog', { name: 'Letter 2' });
    expect(await within(pages).findByRole('img', { name: 'Page 1 of letter 2' })).toHaveAttribute(
      'src',
      'data:image/png;base64,page2w800',
    );

    // Every letter is listed: the rest on the next page; the one rejected before the order is not part of it.
    await user.click(within(detail).getByRole('button', { name: 'Page 2' }));
    const next = within(letters).getAllByRole('row').slice(1);
    expect(next.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '26',
      '27',
      '28',
      '29',
      '30',
    ]);
    expect(within(letters).queryByText('Reference C-031')).not.toBeInTheDocument();
  });

  it('makes the proof of any letter, with the options of the order', async () => {
    const api = installFakeApi({
      'GET /deliveries/commands/list': list(command()),
      ...detailRoutes,
      'POST /deliveries/proof': {
        result: [
          {
            serviceChannelLabel: 'Simple mail',
            channelId: 'post',
            fileId: 'proof-29',
            name: 'proof-November-Simple mail.pdf',
            packGroupIds: ['pg29'],
            pageCount: 1,
            warnings: [],
          },
        ],
      },
      'GET /files/proof-29': () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    // jsdom has no object URLs: a URL class with them, for this test only (globals are restored after each).
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:proof');
        static override revokeObjectURL = vi.fn();
      },
    );
    signInValidator();
    const user = userEvent.setup({ delay: null });
    renderRoute('/deposit/validation?commandId=c1');

    const detail = await screen.findByRole('region', { name: 'Order November' }, LOADED);
    await within(detail).findByRole('table', { name: 'Letters of the order' });
    await user.click(within(detail).getByRole('button', { name: 'Page 2' }));
    await user.click(within(detail).getByRole('button', { name: 'Make the proof of letter 29' }));

    const dialog = await screen.findByRole('dialog', { name: 'Proof of letter 29' });
    const link = await within(dialog).findByRole('link', {
      name: 'Download the proof proof-November-Simple mail.pdf (pages: 1)',
    });
    expect(link).toHaveAttribute('href', 'blob:proof');
    await expect(bodiesOf(api.calls, '/deliveries/proof')).resolves.toEqual([
      {
        packGroupIds: ['pg29'],
        serviceChannelOptions: { 'Simple mail': ['bw'] },
        expectedProofsPerServiceChannelLabel: 1,
      },
    ]);
  });

  it('rejects an order only with a reason', async () => {
    let listed = [command()];
    const api = installFakeApi({
      'GET /deliveries/commands/list': () => ({ result: { commands: listed, overflow: false } }),
      'POST /deliveries/commands/:deliveryCommandId/reject': () => {
        listed = [];
        return { result: command({ state: 'REJECTED', reason: 'Wrong address file' }) };
      },
    });
    signInValidator();
    const user = userEvent.setup({ delay: null });
    renderRoute('/deposit/validation');

    await user.click(await screen.findByRole('button', { name: 'Reject the order November' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the order November' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));
    expect(within(dialog).getByText('Give the reason for the rejection.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.endsWith('/reject'))).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong address file');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));

    expect(await screen.findByText('The order November is rejected.')).toBeInTheDocument();
    await expect(bodiesOf(api.calls, '/deliveries/commands/c1/reject')).resolves.toEqual([
      { version: 4, validationReason: 'Wrong address file' },
    ]);
    expect(await screen.findByText('No order is waiting for validation.')).toBeInTheDocument();
  });

  it('says the delivery has already been validated when another validator was first', async () => {
    installFakeApi({
      'GET /deliveries/commands/list': list(command()),
      // The version read is stale: the command was validated meanwhile.
      'POST /deliveries/commands/:deliveryCommandId/reject': {
        error: { code: -13, message: 'edition conflict', labelId: 'error.editionConflict' },
      },
      'GET /deliveries/commands/:deliveryCommandId': { result: command({ state: 'VALIDATED', version: 5 }) },
    });
    signInValidator();
    const user = userEvent.setup({ delay: null });
    renderRoute('/deposit/validation');
    await user.click(await screen.findByRole('button', { name: 'Reject the order November' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the order November' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The order November could not be rejected: Your delivery has already been validated.',
      ),
    );
  });

  it('validates a selection at once, each order checked on its own, and names each refusal', async () => {
    const orders = [
      command(),
      command({ id: 'c2', jobId: 'j2', jobName: 'December' }),
      command({ id: 'c3', jobId: 'j3', jobName: 'January' }),
    ];
    let pending = orders;
    const validated = (id: string) => () => {
      pending = pending.filter((c) => c.id !== id);
      return { result: command({ id, state: 'VALIDATED' }) };
    };
    const api = installFakeApi({
      'GET /deliveries/commands/list': () => list(...pending),
      'POST /deliveries/commands/c1/validate': validated('c1'),
      'POST /deliveries/commands/c2/validate': {
        error: {
          code: -2,
          message: 'Your delivery has already been validated.',
          labelId: 'error.command.alreadyValidated',
        },
      },
      'POST /deliveries/commands/c3/validate': validated('c3'),
    });
    signInValidator();
    const user = userEvent.setup({ delay: null });
    renderRoute('/deposit/validation');

    const validateSelected = await screen.findByRole(
      'button',
      { name: 'Validate the selected orders' },
      LOADED,
    );
    expect(validateSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select every order' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the order January' }));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select the order January' }));
    await user.click(validateSelected);

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent(
      'The order December could not be validated: Your delivery has already been validated.',
    );
    const done = screen.getByRole('status');
    expect(done).toHaveTextContent('The order November is validated.');
    expect(done).toHaveTextContent('The order January is validated.');
    // One call per order, each with the version read.
    for (const id of ['c1', 'c2', 'c3'])
      await expect(bodiesOf(api.calls, `/deliveries/commands/${id}/validate`)).resolves.toEqual([
        { version: 4 },
      ]);
    // The list is read again: only the refused one stays, still selected for another try.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Details November' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select the order December' })).toBeChecked();
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
  });

  it('rejects a selection with one reason', async () => {
    const api = installFakeApi({
      'GET /deliveries/commands/list': list(
        command(),
        command({ id: 'c2', jobId: 'j2', jobName: 'December' }),
      ),
      'POST /deliveries/commands/c1/reject': { result: command({ state: 'REJECTED' }) },
      'POST /deliveries/commands/c2/reject': { result: command({ id: 'c2', state: 'REJECTED' }) },
    });
    signInValidator();
    const user = userEvent.setup({ delay: null });
    renderRoute('/deposit/validation');
    await user.click(await screen.findByRole('checkbox', { name: 'Select every order' }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Reject the selected orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 orders' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Duplicate batch');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the orders' }));
    expect(await screen.findByText('The order December is rejected.')).toBeInTheDocument();
    for (const id of ['c1', 'c2'])
      await expect(bodiesOf(api.calls, `/deliveries/commands/${id}/reject`)).resolves.toEqual([
        { version: 4, validationReason: 'Duplicate batch' },
      ]);
  });

  it('refreshes the home counters after an action: no "Awaiting validation 1" once it is validated', async () => {
    let pending = [command()];
    installFakeApi({
      'GET /deliveries/commands/list': () => list(...pending),
      'POST /deliveries/commands/:deliveryCommandId/validate': () => {
        pending = [];
        return { result: command({ state: 'VALIDATED' }) };
      },
      'GET /jobs/counters': { result: { orders: 1, ordersRemaining: 0, ordersRemainingProcessing: 0 } },
      'GET /deliveries/counters': () => ({
        result: {
          deliveries: 0,
          deliveriesProcessing: 1 - pending.length,
          deliveriesAwaitValidation: pending.length,
          deliveriesError: 0,
        },
      }),
      'GET /shipments/counters': { result: { shipments: 0, shipmentsError: 0 } },
      'GET /deliveries/list': { result: { deliveries: [], overflow: false } },
      'GET /jobs/list': { result: { jobs: [], overflow: false } },
    });
    signInValidator();
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/home');
    const tile = await screen.findByRole('region', { name: 'Awaiting validation' }, LOADED);
    await waitFor(() => expect(tile).toHaveTextContent('1'));

    await router.navigate('/deposit/validation');
    await user.click(await screen.findByRole('button', { name: 'Validate the order November' }, LOADED));
    expect(await screen.findByText('The order November is validated.')).toBeInTheDocument();

    await router.navigate('/home');
    const after = await screen.findByRole('region', { name: 'Awaiting validation' }, LOADED);
    await waitFor(() => expect(after).toHaveTextContent('0'));
    expect(screen.getByRole('region', { name: 'Processing' })).toHaveTextContent('1');
  });

  it('is not offered to a user who may not validate', async () => {
    installFakeApi({ 'GET /deliveries/commands/list': list(command()) });
    useSession.getState().loggedIn('tok', makeUser({ permissions: permissionsMask(['createOrders']) }));
    renderRoute('/deposit/validation');
    expect(
      await screen.findByText('You are not allowed to perform this operation.', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Order validation' })).not.toBeInTheDocument();
  });
});
