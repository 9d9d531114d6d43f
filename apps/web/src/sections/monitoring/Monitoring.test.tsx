import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STATUS_PALETTE, PERMISSIONS } from '@postbridge/domain';
import { PATHS } from '../../app/paths';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderApp';
import { delivery, job, shipment } from '../../ui/lists/testing/fixtures';
import { MonitoringSection } from './MonitoringSection';

vi.mock('../manage/details/JobDetail', () => ({
  JobDetail: ({ jobId }: { jobId: string }) => <p>Job {jobId}</p>,
}));
vi.mock('../manage/details/DeliveryDetail', () => ({
  DeliveryDetail: ({ deliveryId }: { deliveryId: string }) => <p>Delivery {deliveryId}</p>,
}));
vi.mock('../manage/details/ShipmentDetail', () => ({
  ShipmentDetail: ({ shipmentId }: { shipmentId: string }) => <p>Shipment {shipmentId}</p>,
}));

const OU_TREE = [
  {
    id: 'ou1',
    name: 'Head office',
    parentId: null,
    creationDate: '2026-01-01T00:00:00Z',
    brandingId: null,
    brandingName: null,
    allowOUChildren: true,
    enabled: true,
    removed: false,
    children: [
      {
        id: 'ou2',
        name: 'Lyon agency',
        parentId: 'ou1',
        creationDate: '2026-01-01T00:00:00Z',
        brandingId: null,
        brandingName: null,
        allowOUChildren: false,
        enabled: true,
        removed: false,
        children: [],
      },
    ],
  },
];

function renderMonitoring(screenId: keyof typeof PATHS.monitoring) {
  useSession.setState({
    status: 'logged',
    token: 'tok',
    user: makeUser({ permissions: PERMISSIONS.viewOrdersOthers }),
  });
  const router = createMemoryRouter(
    [{ path: PATHS.monitoring[screenId], element: <MonitoringSection screen={screenId} /> }],
    { initialEntries: [PATHS.monitoring[screenId]] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const callsTo = (api: ReturnType<typeof installFakeApi>, path: string) =>
  api.calls.filter((c) => new URL(c.url).pathname === `/api${path}`).map((c) => new URL(c.url).searchParams);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-20T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('monitoring', () => {
  it('links its four lists from its home', () => {
    renderMonitoring('home');
    for (const [name, path] of [
      ['Deliveries monitoring', PATHS.monitoring.deliveries],
      ['Deposits monitoring', PATHS.monitoring.jobs],
      ['Shipments monitoring', PATHS.monitoring.shipments],
      ['Late deliveries', PATHS.monitoring.lateDeliveries],
    ] as const) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', path);
    }
  });

  it('filters the shipments by unit, status and references, in the colours of their status', async () => {
    const api = installFakeApi({
      'GET /ou': { result: OU_TREE },
      'GET /shipments/list': {
        result: { shipments: [shipment('s1', 610), shipment('s2', -711)], overflow: false },
      },
    });
    renderMonitoring('shipments');
    const delivered = await screen.findByText('Delivered');
    expect(delivered.closest('[data-status-kind]')).toHaveStyle({
      backgroundColor: DEFAULT_STATUS_PALETTE.ok.color,
    });
    expect(screen.getByText('Bounced').closest('[data-status-kind]')).toHaveStyle({
      backgroundColor: DEFAULT_STATUS_PALETTE.error.color,
    });

    await screen.findByRole('option', { name: /Lyon agency/ });
    await userEvent.selectOptions(screen.getByLabelText('Organisation unit'), 'ou2');
    await userEvent.click(screen.getByRole('combobox', { name: 'Statuses' }));
    await userEvent.click(await screen.findByRole('option', { name: '-711 · Bounced' }));
    await userEvent.selectOptions(screen.getByLabelText('Search in (Reference)'), 'outputFileNUIDs');
    await userEvent.type(screen.getByLabelText('Reference'), 'OF-9');
    await userEvent.type(screen.getByRole('combobox', { name: 'External ids' }), 'a,1{Enter}b{Enter}');
    fireEvent.change(screen.getByLabelText('Tracking numbers'), { target: { value: 'TRK1\n\n TRK2 \n' } });
    expect(screen.getByText('One value a line (2 entered).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(callsTo(api, '/shipments/list')).toHaveLength(2));
    const query = callsTo(api, '/shipments/list')[1];
    expect(query?.get('targetOUId')).toBe('ou2');
    expect(query?.get('statusValues')).toBe('-711');
    expect(query?.get('outputFileNUIDs')).toBe('OF-9');
    expect(JSON.parse(query?.get('externalIds') ?? '')).toEqual(['a,1', 'b']);
    expect(query?.get('trackingValues')).toBe('TRK1,TRK2');

    await userEvent.click(screen.getByRole('button', { name: 'N-s2' }));
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Shipment s2');
  });

  it("shows a delivery's order beside the deliveries list", async () => {
    installFakeApi({
      'GET /ou': { result: OU_TREE },
      'GET /deliveries/list': { result: { deliveries: [delivery('d1', 'c7')], overflow: false } },
    });
    renderMonitoring('deliveries');
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery d1' }));
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Delivery c7');
  });

  it('shows the deposits of the units, with the detail of the one selected', async () => {
    const api = installFakeApi({
      'GET /ou': { result: OU_TREE },
      'GET /jobs/list': { result: { jobs: [job('j1', 'Payslips', 'PROCESSING_ERROR')], overflow: true } },
    });
    renderMonitoring('jobs');
    expect(await screen.findByText('Processing error')).toBeInTheDocument();
    expect(
      screen.getByText(/The whole results cannot be displayed as they are too many/),
    ).toBeInTheDocument();
    expect(callsTo(api, '/jobs/list')[0]?.get('fromDate')).toBe('2026-02-17');
    await userEvent.click(screen.getByRole('button', { name: 'Payslips' }));
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Job j1');
  });

  it('asks for the deliveries late on a status after a post date, with their whole count', async () => {
    const api = installFakeApi({
      'GET /deliveries/late': {
        result: { deliveries: [{ ...delivery('d3', 'c3'), lateShipments: 2 }], overflow: false },
      },
      'GET /deliveries/late/count': { result: { deliveries: 1, shipments: 2 } },
    });
    renderMonitoring('lateDeliveries');
    expect(await screen.findByText('1 late deliveries, 2 late documents')).toBeInTheDocument();
    const first = callsTo(api, '/deliveries/late')[0];
    expect(first?.get('latePostDate')).toBe('2026-03-20');
    expect(first?.get('lateStatus')).toBe('600');
    expect((await screen.findByRole('button', { name: 'Delivery d3' })).closest('tr')).toHaveTextContent('2');

    fireEvent.change(screen.getByLabelText(/Posted on or before/), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Date input not valid.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Posted on or before/), { target: { value: '2026-03-10' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Status not reached yet/ }), '610');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(api, '/deliveries/late')).toHaveLength(2));
    expect(callsTo(api, '/deliveries/late')[1]?.get('lateStatus')).toBe('610');
    expect(callsTo(api, '/deliveries/late/count').at(-1)?.get('latePostDate')).toBe('2026-03-10');
  });
});
