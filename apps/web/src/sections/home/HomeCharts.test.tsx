import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_STATUS_KINDS, permissionsMask, type CountersCharts } from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';

const zero = Object.fromEntries(
  DISPLAY_STATUS_KINDS.map((kind) => [kind, 0]),
) as CountersCharts['days'][0]['shipments'];
const figures: CountersCharts = {
  fromDate: '2026-03-19',
  toDate: '2026-03-20',
  days: [
    { day: '2026-03-19', shipments: { ...zero, ok: 2 }, errors: 0, late: 1 },
    { day: '2026-03-20', shipments: { ...zero, error: 1 }, errors: 1, late: 0 },
  ],
  channels: [{ channel: 'SMS', deliveries: 3 }],
  funnel: { deposited: 3, ordered: 3, sent: 2, delivered: 2 },
};

const lazy = { timeout: 5000 };

function home(permissions: number) {
  const api = installFakeApi({
    'GET /jobs/counters': { result: { orders: 0, ordersRemaining: 0, ordersRemainingProcessing: 0 } },
    'GET /deliveries/counters': {
      result: { deliveries: 0, deliveriesProcessing: 0, deliveriesAwaitValidation: 0, deliveriesError: 0 },
    },
    'GET /shipments/counters': { result: { shipments: 0, shipmentsError: 0 } },
    'GET /deliveries/list': { result: { deliveries: [], overflow: false } },
    'GET /jobs/list': { result: { jobs: [], overflow: false } },
    'GET /deliveries/commands/list': { result: { commands: [], overflow: false } },
    'GET /counters/charts': { result: figures },
  });
  const user = makeUser({ permissions });
  useSession
    .getState()
    .loggedIn('tok', { ...user, uipreferences: { ...user.uipreferences, defaultSearchRangeDays: 1 } });
  renderRoute('/home');
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-20T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('home charts', () => {
  it("draw the user's search range and lead to Monitoring's lists for who may open Monitoring", async () => {
    const api = home(permissionsMask(['viewOrders', 'viewOrdersOthers']));
    const charts = await screen.findByRole('region', { name: 'Activity in charts' }, lazy);
    expect(await within(charts).findByText('3 deliveries over the period.', {}, lazy)).toBeInTheDocument();
    const asked = api.calls.map((c) => new URL(c.url)).find((u) => u.pathname === '/api/counters/charts');
    expect(asked?.search).toBe('?fromDate=2026-03-19&toDate=2026-03-20');
    expect(within(charts).getByText('From Mar 19, 2026 to Mar 20, 2026')).toBeInTheDocument();
    expect(within(charts).getByRole('link', { name: 'Deliveries per channel' })).toHaveAttribute(
      'href',
      '/monitoring/deliveries?period=2026-03-19..2026-03-20',
    );
  });

  it("lead to Manage's lists for who may only follow their own orders", async () => {
    home(permissionsMask(['createOrders', 'viewOrders']));
    const charts = await screen.findByRole('region', { name: 'Activity in charts' }, lazy);
    await within(charts).findByText('3 deliveries over the period.', {}, lazy);
    expect(within(charts).getByRole('link', { name: 'Shipments by status' })).toHaveAttribute(
      'href',
      '/manage/documents?period=2026-03-19..2026-03-20',
    );
  });

  it('are not shown, nor asked for, to who may see no order', async () => {
    const api = home(permissionsMask(['createOrders']));
    await screen.findByRole('region', { name: 'Awaiting validation' }, lazy);
    expect(screen.queryByRole('region', { name: 'Activity in charts' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => new URL(c.url).pathname === '/api/counters/charts')).toBe(false);
  });
});
