import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Shipment } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { AcknowledgeButton } from './AcknowledgeButton';
import { ShipmentDetail } from './ShipmentDetail';
import { makeDelivery, makeOptionType, makeOptionValue, makePackGroup, makeShipment } from './testData';

function renderShipment(shipment?: Shipment, shipmentId = 's1') {
  const router = createMemoryRouter(
    [{ path: '/', element: <ShipmentDetail shipmentId={shipmentId} shipment={shipment} /> }],
    { initialEntries: ['/'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

function fakeShipmentApi(current: Shipment, extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /shipments/:shipmentId': { result: current },
    'GET /deliveries/:deliveryId': { result: makeDelivery() },
    'GET /shipments/:shipmentId/revisions': {
      result: {
        events: [
          {
            statusCode: 600,
            statusMeaning: 'mailed',
            source: 'acme-post',
            eventId: 'e1',
            at: '2026-11-21T08:00:00.000Z',
            receivedAt: '2026-11-21T08:01:00.000Z',
            details: {},
          },
          {
            statusCode: current.statusCode,
            statusMeaning: null,
            source: 'acme-post',
            eventId: 'e2',
            at: '2026-11-22T08:00:00.000Z',
            receivedAt: '2026-11-22T08:01:00.000Z',
            details: {},
          },
        ],
        history: [
          {
            id: 7,
            action: 'status',
            state: String(current.statusCode),
            loggedUserLogin: null,
            date: '2026-11-22T08:01:00.000Z',
            details: { from: 600 },
          },
        ],
      },
    },
    'GET /packGroups/pg1': {
      result: makePackGroup('pg1', 0, {
        requirements: {
          'Simple mail/mainPostalAddress': {
            value: 'Ada Martin\n12 rue de la Paix\n75002 PARIS',
            status: 'GOOD',
            valid: true,
            error: null,
            countryCode: 'FR',
            type: 'address',
          },
          'E-mail/recipientEmail': {
            value: null,
            status: '100',
            valid: false,
            error: 'email.empty',
            countryCode: null,
            type: 'text',
          },
        },
      }),
    },
    'GET /options/type': { result: [makeOptionType({ id: 'colour', name: 'Colour' })] },
    'GET /options': {
      result: [makeOptionValue({ id: 'col', optionTypeId: 'colour', value: 'Full colour', rank: 1 })],
    },
    ...extra,
  });
}

describe('document detail', () => {
  it('reads the document again and shows its statuses with their labels and codes', async () => {
    const api = fakeShipmentApi(makeShipment());
    // The list had an older status; the detail shows the current one.
    renderShipment(makeShipment({ statusCode: 600, displayKind: 'left', final: false }));

    expect(await screen.findByRole('heading', { name: 'Document N-0001' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Delivered')[0]).toBeInTheDocument());
    expect(api.calls.some((call) => new URL(call.url).pathname === '/api/shipments/s1')).toBe(true);
    expect(await screen.findByText('Simple mail')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      '/manage/deliveries/detail/c1',
    );

    // History tab (the default for a document not in error).
    expect(await screen.findByText('600 – Mailed')).toBeInTheDocument();
    expect(screen.getByText('610 – Delivered')).toBeInTheDocument();
    expect(screen.getAllByText('acme-post')).toHaveLength(2);
    expect(screen.getByText('Status changed')).toBeInTheDocument();
  });

  it('shows metadata, options by name, requirements with their checks and tracking', async () => {
    fakeShipmentApi(makeShipment());
    renderShipment(makeShipment());
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Document N-0001' });

    await user.click(screen.getByRole('tab', { name: 'Metadata' }));
    expect(
      within(screen.getByRole('rowheader', { name: 'customer' }).closest('tr')!).getByText('C-001'),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Options' }));
    const colour = await screen.findByRole('rowheader', { name: 'Colour' });
    expect(within(colour.closest('tr')!).getByText('Full colour')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Requirements' }));
    expect(screen.getByRole('rowheader', { name: 'name' }).closest('tr')).toHaveTextContent('Ada Martin');
    const address = await screen.findByRole('rowheader', { name: 'Simple mail/mainPostalAddress' });
    expect(within(address.closest('tr')!).getByText('Valid')).toBeInTheDocument();
    // Another channel's requirement is not this document's.
    expect(screen.queryByText('E-mail/recipientEmail')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Tracking' }));
    expect(screen.getByText('1A 234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Follow 1A 234 on the carrier's site" })).toHaveAttribute(
      'href',
      'https://track.example/?n=1A%20234',
    );
    expect(screen.getByRole('button', { name: 'Download proof-of-delivery.pdf' })).toBeInTheDocument();
  });

  it('says when and where an unopened e-mail escalates (digital first)', async () => {
    const waiting = makeShipment({
      statusCode: 700,
      escalation: { at: '2026-12-03T10:00:00.000Z', to: 'Registered mail' },
    });
    fakeShipmentApi(waiting);
    renderShipment(waiting);
    expect(await screen.findByText(/Escalates to Registered mail on .*3.* if unopened\./)).toBeVisible();
  });

  it('shows no escalation once the timer stopped', async () => {
    fakeShipmentApi(makeShipment({ statusCode: 715 }));
    renderShipment(makeShipment({ statusCode: 715 }));
    await screen.findByRole('heading', { name: 'Document N-0001' });
    expect(screen.queryByText(/Escalates to/)).not.toBeInTheDocument();
  });

  it('shows the shared download error when the output file cannot be downloaded', async () => {
    fakeShipmentApi(makeShipment(), {
      'GET /shipments/outputFile/:outputFileId': { error: { code: -3, message: 'gone' } },
    });
    renderShipment(makeShipment());
    await userEvent.click(await screen.findByRole('button', { name: 'Download Output file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
  });

  it('acknowledges a document in error with a message, then shows it as done', async () => {
    const inError = makeShipment({ statusCode: -614, displayKind: 'error', error: true, final: true });
    const acknowledged = {
      ...inError,
      acknowledged: true,
      acknowledgedAt: '2026-11-23T09:00:00.000Z',
      acknowledgeMessage: 'Address corrected, sent again',
    };
    let current: Shipment = inError;
    const api = fakeShipmentApi(inError, {
      // The document as the server has it: read again after the acknowledgement.
      'GET /shipments/:shipmentId': () => ({ result: current }),
      'POST /shipments/acknowledge': () => {
        current = acknowledged;
        return { result: { acknowledged: 1, shipments: [acknowledged] } };
      },
    });
    renderShipment(inError);
    const user = userEvent.setup({ delay: null });

    // A document in error opens on its acknowledgement.
    expect(
      await screen.findByText('This document is in error and has not been acknowledged yet.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the error' });
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge the error' }));
    expect(await within(dialog).findByText('Enter a message.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.endsWith('/shipments/acknowledge'))).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message' }),
      'Address corrected, sent again',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge the error' }));

    expect(await screen.findByText(/^Acknowledged on /)).toBeInTheDocument();
    expect(screen.getByText('Message: Address corrected, sent again')).toBeInTheDocument();
    const call = api.calls.find((c) => c.url.endsWith('/shipments/acknowledge'))!;
    await expect(call.json()).resolves.toEqual({
      shipmentIds: ['s1'],
      message: 'Address corrected, sent again',
    });
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  });

  it('loads the document by its id when no list gave it', async () => {
    fakeShipmentApi(makeShipment());
    const router = createMemoryRouter([{ path: '/', element: <ShipmentDetail shipmentId="s1" /> }]);
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Document N-0001' })).toBeInTheDocument();
  });
});

describe('acknowledge button', () => {
  it('acknowledges several documents at once and reports the answer', async () => {
    const api = installFakeApi({
      'POST /shipments/acknowledge': { result: { acknowledged: 2, shipments: [] } },
    });
    const onDone = vi.fn();
    renderWithProviders(<AcknowledgeButton shipmentIds={['s1', 's2']} onDone={onDone} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Acknowledge 2 documents' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Seen');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge the error' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ acknowledged: 2, shipments: [] }));
    await expect(api.calls[0]!.json()).resolves.toEqual({ shipmentIds: ['s1', 's2'], message: 'Seen' });
  });

  it('is disabled while no document is selected', () => {
    renderWithProviders(<AcknowledgeButton shipmentIds={[]} />);
    expect(screen.getByRole('button', { name: 'Acknowledge' })).toBeDisabled();
  });
});
