import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_ERROR_CODES,
  permissionsMask,
  type Delivery,
  type DeliveryCommand,
  type Job,
  type UiPreferences,
} from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';

const counters = {
  'GET /jobs/counters': { result: { orders: 9, ordersRemaining: 4, ordersRemainingProcessing: 2 } },
  'GET /deliveries/counters': {
    result: { deliveries: 20, deliveriesProcessing: 3, deliveriesAwaitValidation: 5, deliveriesError: 1 },
  },
  'GET /shipments/counters': { result: { shipments: 40, shipmentsError: 2 } },
};

const emptyLists = {
  'GET /deliveries/list': { result: { deliveries: [], overflow: false } },
  'GET /jobs/list': { result: { jobs: [], overflow: false } },
  'GET /deliveries/commands/list': { result: { commands: [], overflow: false } },
};

const delivery = {
  id: 'd1',
  commandId: 'c1',
  jobId: 'j1',
  name: 'March invoices — Simple mail',
  serviceChannelLabel: 'Simple mail',
  state: 'OUTPUTTED',
  recipients: 12,
  creationDate: '2026-03-02T09:00:00.000Z',
} as Delivery;

const job = (id: string, name: string, state: Job['state']) =>
  ({ id, name, state, packGroupCount: 3, creationDate: '2026-03-02T08:00:00.000Z' }) as Job;

const order = {
  id: 'c1',
  jobId: 'j1',
  jobName: 'March invoices',
  ownerLogin: 'alice',
  state: 'AWAIT_VALIDATION',
  updateDate: '2026-03-02T10:00:00.000Z',
} as DeliveryCommand;

// The home section is loaded lazily: the first screen of a run may take a moment to arrive.
const lazy = { timeout: 5000 };

const viewer = permissionsMask(['createOrders', 'viewOrders']);

function signIn(overrides: { permissions?: number; uipreferences?: Partial<UiPreferences> } = {}) {
  const base = makeUser();
  useSession.getState().loggedIn(
    'tok',
    makeUser({
      permissions: overrides.permissions ?? viewer,
      uipreferences: { ...base.uipreferences, ...overrides.uipreferences },
    }),
  );
}

describe('home counters', () => {
  it('shows the six counters as tiles, each opening its Manage list', async () => {
    installFakeApi({ ...counters, ...emptyLists });
    signIn();
    renderRoute('/home');
    const awaiting = await screen.findByRole('region', { name: 'Awaiting validation' }, lazy);
    await waitFor(() => expect(awaiting).toHaveTextContent('5'));
    expect(screen.getByRole('region', { name: 'Errors' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Delivered' })).toHaveTextContent('20');
    expect(screen.getByRole('region', { name: 'Processing' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Orders remaining' })).toHaveTextContent('4');
    expect(screen.getByRole('region', { name: 'Orders in processing' })).toHaveTextContent('2');
    // The pending orders, filtered to what the tile counts.
    expect(within(awaiting).getByRole('link', { name: 'Awaiting validation' })).toHaveAttribute(
      'href',
      '/manage/deliveries?state=AWAIT_VALIDATION',
    );
    expect(screen.getByRole('link', { name: 'Errors' })).toHaveAttribute('href', '/manage/documents/error');
    expect(screen.getByRole('link', { name: 'Orders remaining' })).toHaveAttribute('href', '/manage/orders');
  });

  it("shows them as a list when the user's display mode is list", async () => {
    installFakeApi({ ...counters, ...emptyLists });
    signIn({ uipreferences: { dataDisplayMode: 'list' } });
    renderRoute('/home');
    const row = (await screen.findByRole('rowheader', { name: 'Awaiting validation' }, lazy)).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('5'));
    expect(screen.getByRole('rowheader', { name: 'Errors' }).closest('tr')).toHaveTextContent('3');
    expect(screen.queryByRole('region', { name: 'Awaiting validation' })).not.toBeInTheDocument();
  });

  it('leaves the counters without links for a user who may not open Manage', async () => {
    installFakeApi({ ...counters, ...emptyLists });
    signIn({ permissions: permissionsMask(['createOrders']) });
    renderRoute('/home');
    const awaiting = await screen.findByRole('region', { name: 'Awaiting validation' }, lazy);
    await waitFor(() => expect(awaiting).toHaveTextContent('5'));
    expect(within(awaiting).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the counters could not be loaded', async () => {
    installFakeApi({
      ...emptyLists,
      'GET /jobs/counters': { error: { code: API_ERROR_CODES.generic, message: 'boom' } },
    });
    signIn();
    renderRoute('/home');
    const counterRegion = await screen.findByRole('region', { name: 'Activity' }, lazy);
    expect(await within(counterRegion).findByRole('alert')).toHaveTextContent(
      'The counters could not be loaded.',
    );
  });
});

describe('home lists', () => {
  it('shows the latest deliveries, the pending deposits and the recent activity with their links', async () => {
    installFakeApi({
      ...counters,
      'GET /deliveries/list': { result: { deliveries: [delivery], overflow: false } },
      'GET /jobs/list': {
        result: {
          jobs: [
            job('j1', 'March invoices', 'PACK_GROUPS_CREATED'),
            job('j2', 'Payslips', 'PROCESSING'),
            job('j3', 'Sent letters', 'PACK_GROUPS_CREATED_SENT'),
          ],
          overflow: false,
        },
      },
      'GET /deliveries/commands/list': { result: { commands: [order], overflow: false } },
    });
    signIn();
    renderRoute('/home');

    const deliveries = await screen.findByRole('region', { name: 'Latest deliveries' }, lazy);
    const link = await within(deliveries).findByRole('link', { name: 'March invoices — Simple mail' });
    expect(link).toHaveAttribute('href', '/manage/deliveries/detail/d1');
    expect(within(deliveries).getByText('Sent')).toBeInTheDocument();

    const deposits = screen.getByRole('region', { name: 'Pending deposits' });
    expect(await within(deposits).findByRole('link', { name: 'March invoices' })).toHaveAttribute(
      'href',
      '/deposit/delivery/j1',
    );
    expect(within(deposits).getByRole('link', { name: 'Payslips' })).toHaveAttribute(
      'href',
      '/manage/orders/detail/j2',
    );
    expect(within(deposits).getByText('To order')).toBeInTheDocument();
    expect(within(deposits).queryByText('Sent letters')).not.toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(await within(activity).findByRole('link', { name: 'March invoices' })).toHaveAttribute(
      'href',
      '/manage/orders/detail/j1',
    );
    expect(within(activity).getByText('Pending')).toBeInTheDocument();
  });

  it('says when a list is empty, and shows the error of a list that failed with a retry', async () => {
    let failures = 1;
    installFakeApi({
      ...counters,
      ...emptyLists,
      'GET /jobs/list': () =>
        failures-- > 0
          ? { error: { code: API_ERROR_CODES.generic, message: 'boom' } }
          : { result: { jobs: [], overflow: false } },
    });
    signIn();
    renderRoute('/home');
    const deliveries = await screen.findByRole('region', { name: 'Latest deliveries' }, lazy);
    expect(await within(deliveries).findByText('No delivery in this period.')).toBeInTheDocument();
    const deposits = screen.getByRole('region', { name: 'Pending deposits' });
    expect(await within(deposits).findByRole('alert')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(deposits).getByRole('button', { name: 'Retry' }));
    expect(await within(deposits).findByText('No deposit is waiting.')).toBeInTheDocument();
  });

  it('offers quick links to the sections the user may open', async () => {
    installFakeApi({ ...counters, ...emptyLists });
    signIn();
    renderRoute('/home');
    const links = await screen.findByRole('region', { name: 'Quick links' }, lazy);
    expect(
      within(links)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Send', 'Manage', 'Settings']);
  });

  it('offers a validator Order validation, without the Send section', async () => {
    installFakeApi({ ...counters, ...emptyLists });
    signIn({ permissions: permissionsMask(['viewOrders', 'validate']) });
    renderRoute('/home');
    const links = await screen.findByRole('region', { name: 'Quick links' }, lazy);
    const validation = within(links).getByRole('link', { name: 'Order validation' });
    expect(validation).toHaveAttribute('href', '/deposit/validation');
    expect(within(links).queryByRole('link', { name: 'Send' })).not.toBeInTheDocument();
  });
});

/** A stand-in for the browser's Notification permission. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return FakeNotification.permission;
  });
}

describe('desktop notifications switch', () => {
  beforeEach(() => {
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission.mockClear();
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser on a click, then says which notifications are on', async () => {
    installFakeApi({ ...counters, ...emptyLists });
    signIn({ uipreferences: { validatedPushNotification: true, rejectedPushNotification: true } });
    renderRoute('/home');
    const panel = await screen.findByRole('region', { name: 'Desktop notifications' }, lazy);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Turn on desktop notifications' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(
      await within(panel).findByText(
        'Desktop notifications are on for: validated orders and rejected orders.',
      ),
    ).toBeInTheDocument();
  });

  it('explains a refusal of the browser', async () => {
    FakeNotification.permission = 'denied';
    installFakeApi({ ...counters, ...emptyLists });
    signIn({ uipreferences: { pendingPushNotification: true } });
    renderRoute('/home');
    const panel = await screen.findByRole('region', { name: 'Desktop notifications' }, lazy);
    expect(within(panel).getByText(/blocks desktop notifications/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not shown when the user wants no desktop notification', async () => {
    installFakeApi({ ...counters, ...emptyLists });
    signIn();
    renderRoute('/home');
    await screen.findByRole('region', { name: 'Awaiting validation' }, lazy);
    expect(screen.queryByRole('region', { name: 'Desktop notifications' })).not.toBeInTheDocument();
  });
});
