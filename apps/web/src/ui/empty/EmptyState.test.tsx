import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionsMask } from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';

const nothingYet = {
  'GET /jobs/counters': { result: { orders: 0, ordersRemaining: 0, ordersRemainingProcessing: 0 } },
  'GET /deliveries/counters': {
    result: { deliveries: 0, deliveriesProcessing: 0, deliveriesAwaitValidation: 0, deliveriesError: 0 },
  },
  'GET /shipments/counters': { result: { shipments: 0, shipmentsError: 0 } },
  'GET /deliveries/list': { result: { deliveries: [], overflow: false } },
  'GET /jobs/list': { result: { jobs: [], overflow: false } },
  'GET /deliveries/commands/list': { result: { commands: [], overflow: false } },
};

// Home and its lists are loaded lazily: the first screen of a run may take a moment to arrive.
const lazy = { timeout: 5000 };

describe('empty states', () => {
  it('offer depositing a file, with its link to the Send screen, to a user who may deposit', async () => {
    installFakeApi(nothingYet);
    useSession
      .getState()
      .loggedIn('tok', makeUser({ permissions: permissionsMask(['createOrders', 'viewOrders']) }));
    renderRoute('/home');
    const pending = await screen.findByRole('region', { name: 'Pending deposits' }, lazy);
    expect(await within(pending).findByText('No deposit is waiting.', {}, lazy)).toBeInTheDocument();
    expect(within(pending).getByText(/Deposit a PDF or data file/)).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Deposit a file' })).toHaveAttribute(
      'href',
      '/deposit/home',
    );
  });

  it('offer no way the user may not take: no deposit link without the permission to deposit', async () => {
    installFakeApi(nothingYet);
    useSession.getState().loggedIn('tok', makeUser({ permissions: permissionsMask(['viewOrders']) }));
    renderRoute('/home');
    const pending = await screen.findByRole('region', { name: 'Pending deposits' }, lazy);
    expect(await within(pending).findByText('No deposit is waiting.', {}, lazy)).toBeInTheDocument();
    expect(within(pending).queryByRole('link', { name: 'Deposit a file' })).not.toBeInTheDocument();
    expect(within(pending).queryByText(/Deposit a PDF or data file/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit a file' })).not.toBeInTheDocument();
  });

  it('say what to change when a list finds nothing', async () => {
    installFakeApi(nothingYet);
    useSession.getState().loggedIn('tok', makeUser({ permissions: permissionsMask(['viewOrders']) }));
    renderRoute('/manage/deliveries');
    const status = await screen.findByText('Nothing matches these filters.', {}, lazy);
    expect(status.closest('[role="status"]')).toHaveTextContent(
      'Widen the period or remove a filter, then search again.',
    );
  });
});
