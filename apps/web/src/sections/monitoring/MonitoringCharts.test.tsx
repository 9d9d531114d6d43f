import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_STATUS_KINDS, PERMISSIONS, type CountersCharts } from '@postbridge/domain';
import { PATHS } from '../../app/paths';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderApp';
import { MonitoringSection } from './MonitoringSection';

vi.mock('../manage/details/DeliveryDetail', () => ({
  DeliveryDetail: ({ deliveryId }: { deliveryId: string }) => <p>Delivery {deliveryId}</p>,
}));

const zero = Object.fromEntries(
  DISPLAY_STATUS_KINDS.map((kind) => [kind, 0]),
) as CountersCharts['days'][0]['shipments'];

function render(screenId: 'home' | 'deliveries', address: string) {
  useSession.setState({
    status: 'logged',
    token: 'tok',
    user: makeUser({ permissions: PERMISSIONS.viewOrdersOthers }),
  });
  const router = createMemoryRouter(
    [{ path: PATHS.monitoring[screenId], element: <MonitoringSection screen={screenId} /> }],
    { initialEntries: [address] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-20T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('monitoring charts', () => {
  it('show under the links to the lists, over the search range', async () => {
    installFakeApi({
      'GET /counters/charts': {
        result: {
          fromDate: '2026-03-20',
          toDate: '2026-03-20',
          days: [{ day: '2026-03-20', shipments: { ...zero, left: 4 }, errors: 0, late: 0 }],
          channels: [{ channel: 'POSTAL_MAIL', deliveries: 4 }],
          funnel: { deposited: 4, ordered: 4, sent: 4, delivered: 0 },
        },
      },
    });
    render('home', PATHS.monitoring.home);
    expect(screen.getByRole('link', { name: /Late deliveries/ })).toHaveAttribute(
      'href',
      PATHS.monitoring.lateDeliveries,
    );
    const charts = await screen.findByRole('region', { name: 'Activity in charts' }, { timeout: 5000 });
    const shipments = await within(charts).findByRole(
      'region',
      { name: 'Shipments by status' },
      { timeout: 5000 },
    );
    expect(shipments).toHaveTextContent('4 shipments created over the period, 0 of them in error.');
    expect(
      within(charts).getByRole('region', { name: 'Errors and late deliveries per day' }),
    ).toHaveTextContent('Nothing in this period.');
  });

  it("open the deliveries list on a channel's slice: the channel filter reaches the server", async () => {
    const api = installFakeApi({
      'GET /ou': { result: [] },
      'GET /deliveries/list': { result: { deliveries: [], overflow: false } },
    });
    render('deliveries', `${PATHS.monitoring.deliveries}?period=2026-03-01..2026-03-20&channel=EMAIL`);
    await waitFor(() =>
      expect(api.calls.some((c) => new URL(c.url).pathname === '/api/deliveries/list')).toBe(true),
    );
    const asked = api.calls.map((c) => new URL(c.url)).find((u) => u.pathname === '/api/deliveries/list')!;
    expect(asked.searchParams.get('channelType')).toBe('EMAIL');
    expect(asked.searchParams.get('fromDate')).toBe('2026-03-01');
    expect(screen.getByLabelText('Channel')).toHaveValue('EMAIL');
  });
});
