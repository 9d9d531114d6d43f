import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUS_PALETTE } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { JobDetail } from './JobDetail';
import { makeCommand, makeJob, makePackGroup } from './testData';

function renderJob() {
  const router = createMemoryRouter(
    [{ path: '/manage/orders/detail/:jobId', element: <JobDetail jobId="j1" /> }],
    {
      initialEntries: ['/manage/orders/detail/j1'],
    },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

function fakeJobApi() {
  return installFakeApi({
    'GET /jobs/j1': { result: makeJob() },
    'GET /jobs/j1/revisions': {
      result: [
        {
          id: 1,
          action: 'created',
          state: 'CREATED',
          loggedUserLogin: 'alice',
          date: '2026-11-20T09:00:00.000Z',
          details: { onBehalfOf: 'bob' },
        },
        {
          id: 2,
          action: 'packGroupsCreated',
          state: 'PACK_GROUPS_CREATED',
          loggedUserLogin: null,
          date: '2026-11-20T09:01:00.000Z',
          details: null,
        },
      ],
    },
    'GET /jobs/j1/packGroups': {
      result: [makePackGroup('pg1', 0), makePackGroup('pg2', 1, { state: 'SHIPMENT_IN_CREATION' })],
    },
    'GET /jobs/thumbnails': { result: { j1: 'data:image/png;base64,iVBORw0KGgo=' } },
    'GET /deliveries/commands': { result: { commands: [makeCommand()], overflow: false } },
  });
}

describe('deposit detail', () => {
  it('shows the header: name, state in its palette colour, owner from the history, thumbnail', async () => {
    const api = fakeJobApi();
    renderJob();

    expect(await screen.findByRole('heading', { name: 'Deposit November invoices' })).toBeInTheDocument();
    const state = screen.getByText('Partly ordered');
    expect(state.closest('[data-status-kind]')).toHaveAttribute('data-status-kind', 'ready');
    expect(state.closest('[data-status-kind]')).toHaveStyle({
      backgroundColor: DEFAULT_STATUS_PALETTE.ready.color,
    });
    // The deposit was made by alice on bob's behalf: bob owns it.
    expect(await screen.findByText('bob')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'First page of the deposit November invoices' }),
    ).toBeVisible();
    const thumbnails = api.calls.find((call) => call.url.includes('/jobs/thumbnails'));
    expect(new URL(thumbnails!.url).searchParams.get('jobIds')).toBe('["j1"]');
  });

  it('lists the letters with their pages, state and PDF download', async () => {
    fakeJobApi();
    renderJob();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('C-001')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1–2 (2 p.)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('To order')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Ordered')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Download letter 2' })).toBeInTheDocument();
  });

  it('shows the files, the history and the orders of the deposit in their tabs', async () => {
    fakeJobApi();
    renderJob();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Deposit November invoices' });

    await user.click(screen.getByRole('tab', { name: 'Files' }));
    const download = await screen.findByRole('button', { name: 'Download invoices.pdf' });
    expect(within(download.closest('tr')!).getByText('Letters')).toBeInTheDocument();
    expect(within(download.closest('tr')!).getByText('Document')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Deposit created')).toBeInTheDocument();
    expect(screen.getByText('On behalf of bob')).toBeInTheDocument();
    expect(screen.getByText('Letters found')).toBeInTheDocument();
    expect(screen.getByText('Platform')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    const link = await screen.findByRole('link', { name: /^Order of / });
    expect(link).toHaveAttribute('href', '/manage/deliveries/detail/c1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Validated')).toBeInTheDocument();
    expect(row).toHaveTextContent('Simple mail, E-mail');
  });

  it('shows the error of the call when the deposit cannot be read', async () => {
    installFakeApi({
      'GET /jobs/j1': { error: { code: -3, message: 'not found', labelId: 'error.notFound' } },
    });
    renderJob();
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested item could not be found.');
  });
});
