import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveryCommand } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { ValidationPage } from './ValidationPage';

/** The first answer may take a while on a machine shared with other test runs. */
const LOADED = { timeout: 5000 };

function command(overrides: Partial<DeliveryCommand> = {}): DeliveryCommand {
  return {
    id: 'c1',
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
    serviceChannelOptions: {},
    deliveries: [
      {
        id: 'd1',
        commandId: 'c1',
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

const packGroup = (id: string, position: number, state: string) => ({
  id,
  jobId: 'j1',
  position: position + 1,
  state,
  inputFileId: 'f1',
  firstPage: position + 1,
  lastPage: position + 1,
  pageCount: 1,
  requirements: {},
  addressQuality: null,
  addressError: null,
  identifier: `C-00${position + 1}`,
  metadata: {},
  metadataIssues: [],
  packs: [],
  version: 2,
});

const bodiesOf = (calls: Request[], path: string) =>
  Promise.all(
    calls
      .filter((call) => call.method === 'POST' && new URL(call.url).pathname === `/api${path}`)
      .map((call) => call.clone().json() as Promise<unknown>),
  );

const list = { result: { commands: [command()], overflow: false } };

describe('validation screen', () => {
  it('shows a pending order with its deliveries, options and letters', async () => {
    installFakeApi({
      'GET /deliveries/commands/list': list,
      'GET /options/type': { result: [{ id: 'colour', name: 'Colour', recomputeTrigger: false }] },
      'GET /options': {
        result: [
          {
            id: 'bw',
            optionTypeId: 'colour',
            value: 'Black and white',
            rank: 1,
            best: false,
            default: true,
            properties: {},
          },
        ],
      },
      'GET /jobs/j1/packGroups': {
        result: [
          packGroup('pg1', 0, 'SHIPMENT_IN_CREATION'),
          packGroup('pg2', 1, 'NOT_ELIGIBLE'),
          packGroup('pg3', 2, 'REJECTED'),
        ],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ValidationPage />);
    await user.click(await screen.findByRole('button', { name: 'Show the order November' }, LOADED));

    const detail = await screen.findByRole('region', { name: 'Order November' });
    expect(within(detail).getByText('Monthly invoices')).toBeInTheDocument();
    const deliveries = within(detail).getByRole('table', { name: 'Deliveries' });
    expect(within(deliveries).getByText('Simple mail')).toBeInTheDocument();
    expect(await within(deliveries).findByText('Colour: Black and white')).toBeInTheDocument();
    const letters = await within(detail).findByRole('table', { name: 'Letters of the order' });
    expect(within(letters).getByText('C-001')).toBeInTheDocument();
    expect(within(letters).getByText('No channel can send it')).toBeInTheDocument();
    // A letter rejected before the order is not part of it.
    expect(within(letters).queryByText('C-003')).not.toBeInTheDocument();
  });

  it('rejects an order only with a reason', async () => {
    let listed = [command()];
    const api = installFakeApi({
      'GET /deliveries/commands/list': () => ({ result: { commands: listed, overflow: false } }),
      'POST /deliveries/commands/c1/reject': () => {
        listed = [];
        return { result: command({ state: 'REJECTED', reason: 'Wrong address file' }) };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ValidationPage />);

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
      'GET /deliveries/commands/list': list,
      // The version read is stale: the command was validated meanwhile.
      'POST /deliveries/commands/c1/reject': {
        error: { code: -13, message: 'edition conflict', labelId: 'error.editionConflict' },
      },
      'GET /deliveries/commands/c1': { result: command({ state: 'VALIDATED', version: 5 }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<ValidationPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject the order November' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the order November' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your delivery has already been validated.'),
    );
  });

  it("shows the server's own refusal of a command past validation", async () => {
    installFakeApi({
      'GET /deliveries/commands/list': list,
      'POST /deliveries/commands/c1/validate': {
        error: {
          code: -2,
          message: 'Your delivery has already been validated.',
          labelId: 'error.command.alreadyValidated',
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ValidationPage />);
    await user.click(await screen.findByRole('button', { name: 'Validate the order November' }, LOADED));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your delivery has already been validated.');
  });
});
