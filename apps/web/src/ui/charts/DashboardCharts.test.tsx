import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  DISPLAY_STATUS_KINDS,
  type ChartDay,
  type CountersCharts,
  type DisplayStatusKind,
} from '@postbridge/domain';
import { installFakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderApp';
import { MANAGE_LISTS, MONITORING_LISTS, type ChartLists } from './chartLinks';
import { DashboardCharts } from './DashboardCharts';

const kinds = (named: Partial<Record<DisplayStatusKind, number>>) =>
  Object.fromEntries(DISPLAY_STATUS_KINDS.map((kind) => [kind, named[kind] ?? 0])) as ChartDay['shipments'];

const FIGURES: CountersCharts = {
  fromDate: '2026-03-18',
  toDate: '2026-03-20',
  days: [
    { day: '2026-03-18', shipments: kinds({ ok: 3, error: 1 }), errors: 1, late: 0 },
    { day: '2026-03-19', shipments: kinds({}), errors: 0, late: 2 },
    { day: '2026-03-20', shipments: kinds({ processing: 2, error: 1 }), errors: 1, late: 0 },
  ],
  channels: [
    { channel: 'EMAIL', deliveries: 5 },
    { channel: 'POSTAL_MAIL', deliveries: 2 },
  ],
  funnel: { deposited: 10, ordered: 8, sent: 6, delivered: 4 },
};

const range = { fromDate: '2026-03-18', toDate: '2026-03-20' };

function renderCharts(lists: ChartLists | null, figures: CountersCharts = FIGURES) {
  const api = installFakeApi({ 'GET /counters/charts': { result: figures } });
  const router = createMemoryRouter(
    [{ path: '/', element: <DashboardCharts range={range} lists={lists} title="Activity in charts" /> }],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return api;
}

const region = (name: string) => screen.getByRole('region', { name });
const hrefOf = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href') ?? '');

async function showFigures(chart: string) {
  const card = region(chart);
  await userEvent.click(within(card).getByRole('button', { name: 'Show the figures' }));
  return within(card).getByRole('table');
}

describe('dashboard charts', () => {
  it('asks the figures of the period and tells each chart in a sentence, named by its title', async () => {
    const api = renderCharts(MONITORING_LISTS);
    expect(
      await screen.findByText('7 shipments created over the period, 2 of them in error.'),
    ).toBeInTheDocument();
    const asked = api.calls.map((c) => new URL(c.url)).find((u) => u.pathname === '/api/counters/charts');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ fromDate: '2026-03-18', toDate: '2026-03-20' });
    expect(
      screen.getByText('2 shipments in error and 2 late deliveries over the period.'),
    ).toBeInTheDocument();
    expect(screen.getByText('7 deliveries over the period.')).toBeInTheDocument();
    expect(screen.getByText('10 letters deposited, 8 ordered, 6 sent, 4 delivered.')).toBeInTheDocument();
    // Each drawing is an image named by its chart's title and sentence.
    expect(within(region('Deliveries per channel')).getByRole('img')).toHaveAccessibleName(
      'Deliveries per channel 7 deliveries over the period.',
    );
    expect(screen.getByText('E-mail · 5')).toBeInTheDocument();
  });

  it('opens each figure in its list, filtered by the address', async () => {
    renderCharts(MONITORING_LISTS);
    await screen.findByText('7 deliveries over the period.');
    expect(hrefOf(screen.getByRole('link', { name: 'Shipments by status' }))).toBe(
      '/monitoring/shipments?period=2026-03-18..2026-03-20',
    );

    // A day's shipments of one kind: that day, the codes of that kind.
    const shipments = await showFigures('Shipments by status');
    expect(
      within(shipments)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Processing', 'Delivered', 'Error', 'Total']);
    const firstDay = within(shipments).getByRole('row', { name: /Mar 18, 2026/ });
    expect(
      within(firstDay)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '3', '1', '4']);
    expect(hrefOf(within(firstDay).getByRole('link', { name: '3' }))).toBe(
      '/monitoring/shipments?period=2026-03-18..2026-03-18&status=610&status=710&status=714&status=760',
    );

    const errors = await showFigures('Errors and late deliveries per day');
    const lateDay = within(errors).getByRole('row', { name: /Mar 19, 2026/ });
    expect(hrefOf(within(lateDay).getByRole('link', { name: '2' }))).toBe(
      '/monitoring/lateDeliveries?latePostDate=2026-03-19&lateStatus=600',
    );
    const errorDay = within(errors).getByRole('row', { name: /Mar 20, 2026/ });
    expect(hrefOf(within(errorDay).getByRole('link', { name: '1' }))).toMatch(
      /^\/monitoring\/shipments\?period=2026-03-20\.\.2026-03-20&status=-765&.*&status=-610$/,
    );

    const channels = await showFigures('Deliveries per channel');
    expect(hrefOf(within(channels).getByRole('link', { name: '5' }))).toBe(
      '/monitoring/deliveries?period=2026-03-18..2026-03-20&channel=EMAIL',
    );

    const funnel = await showFigures('From deposit to delivery');
    const row = (name: string) => within(funnel).getByRole('row', { name: new RegExp(name) });
    expect(hrefOf(within(row('Letters deposited')).getByRole('link'))).toBe(
      '/monitoring/jobs?period=2026-03-18..2026-03-20',
    );
    expect(hrefOf(within(row('Delivered')).getByRole('link', { name: '4' }))).toContain(
      '&status=610&status=710',
    );
  });

  it("leads to Manage's lists, without late deliveries, for who may not open Monitoring", async () => {
    renderCharts(MANAGE_LISTS);
    await screen.findByText('7 deliveries over the period.');
    expect(hrefOf(screen.getByRole('link', { name: 'Shipments by status' }))).toBe(
      '/manage/documents?period=2026-03-18..2026-03-20',
    );
    const errors = await showFigures('Errors and late deliveries per day');
    const lateDay = within(errors).getByRole('row', { name: /Mar 19, 2026/ });
    expect(within(lateDay).queryByRole('link')).toBeNull();
    expect(
      within(lateDay)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '2']);
  });

  it('shows the figures without links when no list may be opened, and says when a chart is empty', async () => {
    renderCharts(null, {
      ...FIGURES,
      channels: [],
      funnel: { deposited: 0, ordered: 0, sent: 0, delivered: 0 },
    });
    await screen.findByText('0 deliveries over the period.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(within(region('Deliveries per channel')).getByText('Nothing in this period.')).toBeInTheDocument();
    expect(
      within(region('From deposit to delivery')).getByText('Nothing in this period.'),
    ).toBeInTheDocument();
    const shipments = await showFigures('Shipments by status');
    expect(within(shipments).getAllByRole('row')).toHaveLength(4);
  });

  it('shows the error with a retry when the figures cannot be read', async () => {
    let calls = 0;
    installFakeApi({
      'GET /counters/charts': () =>
        ++calls === 1 ? { error: { code: -1, message: 'down' } } : { result: FIGURES },
    });
    const router = createMemoryRouter(
      [{ path: '/', element: <DashboardCharts range={range} lists={null} title="Activity in charts" /> }],
      { initialEntries: ['/'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('7 deliveries over the period.')).toBeInTheDocument());
  });
});
