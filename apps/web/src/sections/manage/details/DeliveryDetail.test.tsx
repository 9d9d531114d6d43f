import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CommandActionBody, ProofBody } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { DeliveryDetail } from './DeliveryDetail';
import { makeCommand, makeOptionType, makeOptionValue, makeShipment } from './testData';

function renderDelivery() {
  const router = createMemoryRouter(
    [{ path: '/manage/deliveries/detail/:deliveryId', element: <DeliveryDetail deliveryId="c1" /> }],
    { initialEntries: ['/manage/deliveries/detail/c1'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const shipmentsByDelivery = (request: Request) => {
  const deliveryId = new URL(request.url).searchParams.get('deliveryId');
  const result =
    deliveryId === 'd1'
      ? [
          makeShipment({ id: 's1', packGroupId: 'pg1', pages: 2, sheets: 1 }),
          makeShipment({ id: 's2', packGroupId: 'pg2', pages: 4, sheets: 2 }),
        ]
      : [makeShipment({ id: 's3', packGroupId: 'pg3', pages: 1, sheets: 0, channelId: 'email' })];
  return { result };
};

const commonRoutes = {
  'GET /deliveries/commands/:deliveryCommandId/revisions': {
    result: [
      {
        id: 1,
        action: 'create',
        state: 'VALIDATED',
        loggedUserLogin: 'alice',
        date: '2026-11-20T10:00:00.000Z',
        details: null,
      },
    ],
  },
  'GET /shipments': shipmentsByDelivery,
  'GET /options/type': { result: [makeOptionType({ id: 'colour', name: 'Colour' })] },
  'GET /options': {
    result: [makeOptionValue({ id: 'col', optionTypeId: 'colour', value: 'Full colour', rank: 1 })],
  },
};

describe('order detail', () => {
  it('shows the state, the channels with their options and recipients, and the history', async () => {
    installFakeApi({
      ...commonRoutes,
      'GET /deliveries/commands/:deliveryCommandId': { result: makeCommand() },
    });
    renderDelivery();

    expect(await screen.findByRole('heading', { name: 'Order of November invoices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the deposit November invoices' })).toHaveAttribute(
      'href',
      '/manage/orders/detail/j1',
    );
    const channels = screen.getByRole('table');
    const mail = within(channels).getByText('Simple mail').closest('tr')!;
    expect(within(mail).getByText('2')).toBeInTheDocument();
    expect(await within(mail).findByText('Colour: Full colour')).toBeInTheDocument();
    const email = within(channels).getByText('E-mail').closest('tr')!;
    expect(within(email).getByText('Default options')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Ordered')).toBeInTheDocument();
    expect(screen.getByText('alice')).toBeInTheDocument();
    // Only a caller the server lets validate is offered Order validation.
    expect(screen.queryByRole('link', { name: /Validate or reject/ })).not.toBeInTheDocument();
  });

  it('leads a validator from a pending order to Order validation, opened on it', async () => {
    installFakeApi({
      ...commonRoutes,
      'GET /deliveries/commands/:deliveryCommandId': {
        result: makeCommand({ state: 'AWAIT_VALIDATION', actions: ['validate', 'reject', 'cancel'] }),
      },
    });
    renderDelivery();
    expect(
      await screen.findByRole('link', { name: 'Validate or reject the order November invoices' }),
    ).toHaveAttribute('href', '/deposit/validation?commandId=c1');
  });

  it('asks for confirmation before cancelling, then cancels with the version read', async () => {
    let current = makeCommand();
    const api = installFakeApi({
      ...commonRoutes,
      // The order as the server has it: read again after the action (its history, the list and counters too).
      'GET /deliveries/commands/:deliveryCommandId': () => ({ result: current }),
      'POST /deliveries/commands/:deliveryCommandId/cancel': () => {
        current = makeCommand({ state: 'CANCELLED', actions: [], version: 5 });
        return { result: current };
      },
    });
    renderDelivery();
    const user = userEvent.setup({ delay: null });
    const cancels = () => api.calls.filter((call) => call.url.endsWith('/deliveries/commands/c1/cancel'));

    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText(/will not be sent/)).toBeInTheDocument();
    expect(cancels()).toHaveLength(0);

    // Changing one's mind sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancels()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('The order is cancelled.');
    expect(cancels()).toHaveLength(1);
    await expect(cancels()[0]!.json() as Promise<CommandActionBody>).resolves.toEqual({ version: 4 });
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.endsWith('/deliveries/commands/c1')).length).toBeGreaterThan(
        1,
      ),
    );
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).not.toBeInTheDocument();
  });

  it('shows the refusal in the dialog when the order changed meanwhile', async () => {
    installFakeApi({
      ...commonRoutes,
      'GET /deliveries/commands/:deliveryCommandId': { result: makeCommand() },
      'POST /deliveries/commands/:deliveryCommandId/cancel': { error: { code: -13, message: 'stale' } },
    });
    renderDelivery();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This item has been updated by another user. Please retry to edit it.',
    );
  });

  it('offers to free the recipients only when the server allows it', async () => {
    installFakeApi({
      ...commonRoutes,
      'GET /deliveries/commands/:deliveryCommandId': {
        result: makeCommand({ state: 'REJECTED', actions: ['free'] }),
      },
    });
    renderDelivery();
    expect(await screen.findByRole('button', { name: 'Free the recipients' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).not.toBeInTheDocument();
  });

  it('counts recipients, documents, pages and sheets by channel for billing, and shows the real amounts', async () => {
    const amounts = {
      currency: 'EUR',
      channels: [
        {
          serviceChannelLabel: 'Simple mail',
          channelId: 'simple-mail',
          channelName: 'Simple mail',
          channelType: 'POSTAL_MAIL' as const,
          deliveryId: 'd1',
          fallback: false,
          count: 2,
          pages: 6,
          sheets: 3,
          costMinor: 412,
          co2Mg: 61_000,
        },
        {
          serviceChannelLabel: 'Registered letter',
          channelId: 'registered',
          channelName: 'Registered letter',
          channelType: 'REGISTERED_MAIL' as const,
          deliveryId: 'd3',
          fallback: true,
          count: 1,
          pages: 1,
          sheets: 1,
          costMinor: 1_105,
          co2Mg: 31_500,
        },
      ],
      total: { count: 3, pages: 7, sheets: 4, costMinor: 1_517, co2Mg: 92_500 },
      digitalFirst: null,
    };
    installFakeApi({
      ...commonRoutes,
      'GET /deliveries/commands/:deliveryCommandId': { result: makeCommand() },
      'GET /deliveries/commands/:deliveryCommandId/cost': {
        result: { estimate: { ...amounts, digitalFirst: null }, actual: amounts },
      },
    });
    renderDelivery();
    await userEvent.click(await screen.findByRole('tab', { name: 'Billing' }));
    expect(screen.getByText(/computed from the shipments made/)).toBeInTheDocument();
    const real = await screen.findByRole('table', { name: 'Amounts from the shipments made' });
    const fallback = within(real)
      .getByRole('rowheader', { name: 'Registered letter (fallback)' })
      .closest('tr')!;
    expect(
      within(fallback)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '€11.05', '31.5 g']);
    const realTotal = within(real).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(
      within(realTotal)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '4', '€15.17', '92.5 g']);
    const table = screen.getAllByRole('table')[0]!;
    const mail = within(table).getByRole('rowheader', { name: 'Simple mail' }).closest('tr')!;
    await waitFor(() =>
      expect(
        within(mail)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['Colour: Full colour', '2', '2', '6', '3']),
    );
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '3', '7', '3']);
  });

  it('makes proofs of the order with its options and offers them for download', async () => {
    const api = installFakeApi({
      ...commonRoutes,
      'GET /deliveries/commands/:deliveryCommandId': { result: makeCommand() },
      'POST /deliveries/proof': {
        result: [
          {
            serviceChannelLabel: 'Simple mail',
            channelId: 'simple-mail',
            fileId: 'proof1',
            name: 'proof-simple-mail.pdf',
            packGroupIds: ['pg1'],
            pageCount: 3,
            warnings: [],
          },
        ],
      },
    });
    renderDelivery();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Proofs' }));
    const make = await screen.findByRole('button', { name: 'Make the proofs' });
    await waitFor(() => expect(make).toBeEnabled());
    await user.click(make);

    expect(
      await screen.findByRole('button', { name: 'Download proof-simple-mail.pdf (3 p.)' }),
    ).toBeInTheDocument();
    const call = api.calls.find((c) => c.url.endsWith('/deliveries/proof'))!;
    const body = (await call.json()) as ProofBody;
    expect([...body.packGroupIds].sort()).toEqual(['pg1', 'pg2', 'pg3']);
    expect(body.serviceChannelOptions).toEqual({ 'Simple mail': ['col'] });
  });
});
