import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { EvidenceButtons } from './EvidenceButtons';
import { ShipmentDetail } from './ShipmentDetail';
import { makeDelivery, makeShipment } from './testData';

let saved: HTMLAnchorElement[] = [];
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

function renderDetail() {
  const router = createMemoryRouter([{ path: '/', element: <ShipmentDetail shipmentId="s1" /> }], {
    initialEntries: ['/'],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('evidence buttons', () => {
  it('download the PDF and the JSON of the document under the names the server gives', async () => {
    const api = installFakeApi({
      'GET /shipments/:shipmentId/evidence/pdf': () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': "attachment; filename*=UTF-8''evidence-N-0001.pdf",
          },
        }),
      'GET /shipments/:shipmentId/evidence/json': () =>
        new Response('{}', {
          headers: {
            'content-type': 'application/vnd.postbridge.evidence+json',
            'content-disposition': "attachment; filename*=UTF-8''evidence-N-0001.json",
          },
        }),
    });
    renderWithProviders(<EvidenceButtons shipmentId="s 1" number="N-0001" />);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Download evidence (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download evidence (JSON)' }));
    await waitFor(() => expect(saved).toHaveLength(2));

    expect(saved.map((a) => a.download)).toEqual(['evidence-N-0001.pdf', 'evidence-N-0001.json']);
    expect(api.calls.map((c) => new URL(c.url).pathname)).toEqual([
      '/api/shipments/s%201/evidence/pdf',
      '/api/shipments/s%201/evidence/json',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('are on the detail of a document the caller may read, and nowhere when the server answers not found', async () => {
    installFakeApi({
      'GET /shipments/:shipmentId': { result: makeShipment() },
      'GET /deliveries/:deliveryId': { result: makeDelivery() },
      'GET /shipments/:shipmentId/revisions': {
        result: {
          events: [
            {
              statusCode: 250,
              statusMeaning: 'being created',
              source: 'worker',
              eventId: 'created:s1',
              at: '2026-11-21T08:00:00.000Z',
              receivedAt: '2026-11-21T08:00:00.000Z',
              details: {},
              hash: '0123456789abcdef'.repeat(4),
            },
          ],
          history: [],
        },
      },
    });
    const { unmount } = renderDetail();
    expect(await screen.findByRole('button', { name: 'Download evidence (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download evidence (JSON)' })).toBeInTheDocument();
    // The history shows each event's chain hash, short, the whole of it on hover.
    expect(await screen.findByText('Chain hash 0123456789ab')).toHaveAttribute(
      'title',
      '0123456789abcdef'.repeat(4),
    );
    unmount();

    installFakeApi({
      'GET /shipments/:shipmentId': { error: { code: -3, message: 'The shipment could not be found.' } },
    });
    renderDetail();
    await waitFor(() => expect(screen.queryByText(/could not be found|not found/i)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /evidence/ })).not.toBeInTheDocument();
  });
});
