import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PERMISSIONS, type Recipient } from '@postbridge/domain';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { command, job, shipment } from '../../../ui/lists/testing/fixtures';
import { ManageSection } from '../ManageSection';

// The detail screens are another part's work: stand-ins that say which item they show.
vi.mock('../details/JobDetail', () => ({ JobDetail: ({ jobId }: { jobId: string }) => <p>Job {jobId}</p> }));
vi.mock('../details/DeliveryDetail', () => ({
  DeliveryDetail: ({ deliveryId }: { deliveryId: string }) => <p>Delivery {deliveryId}</p>,
}));
vi.mock('../details/ShipmentDetail', () => ({
  ShipmentDetail: ({ shipmentId }: { shipmentId: string }) => <p>Shipment {shipmentId}</p>,
}));

function signIn(...permissions: (keyof typeof PERMISSIONS)[]) {
  const mask = permissions.reduce((m, p) => m | PERMISSIONS[p], 0);
  useSession.setState({ status: 'logged', token: 'tok', user: makeUser({ permissions: mask }) });
}

function renderManage(path: string) {
  const routes = Object.entries({
    home: PATHS.manage.home,
    orders: PATHS.manage.orders,
    orderDetail: PATHS.manage.orderDetail,
    deliveries: PATHS.manage.deliveries,
    deliveryDetail: PATHS.manage.deliveryDetail,
    documents: PATHS.manage.documents,
    documentsError: PATHS.manage.documentsError,
    recipientsChoice: PATHS.manage.recipientsChoice,
  }).map(([screenId, routePath]) => ({ path: routePath, element: <ManageSection screen={screenId} /> }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const callsTo = (api: ReturnType<typeof installFakeApi>, path: string) =>
  api.calls.filter((c) => new URL(c.url).pathname === `/api${path}`).map((c) => new URL(c.url).searchParams);

describe('manage lists', () => {
  it('links the lists from the manage home, recipient choices only for those who may read them', async () => {
    signIn('viewOrders');
    const first = renderManage(PATHS.manage.home);
    expect(screen.getByRole('link', { name: /Deposits/ })).toHaveAttribute('href', PATHS.manage.orders);
    expect(screen.getByRole('link', { name: /Documents in error/ })).toHaveAttribute(
      'href',
      PATHS.manage.documentsError,
    );
    expect(screen.queryByRole('link', { name: /Recipient choices/ })).not.toBeInTheDocument();
    first.unmount();

    renderManage(PATHS.manage.recipientsChoice);
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to perform this operation.');
  });

  it("offers a validator who follows a group's orders no recipient choices (the server would refuse them)", () => {
    const api = installFakeApi({});
    useSession.setState({
      status: 'logged',
      token: 'tok',
      user: makeUser({
        permissions: PERMISSIONS.viewOrders | PERMISSIONS.validate,
        permissionsOnGroup: PERMISSIONS.viewOrdersOthers | PERMISSIONS.validate,
      }),
    });
    const home = renderManage(PATHS.manage.home);
    expect(screen.getByRole('link', { name: /Deliveries/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Recipient choices/ })).not.toBeInTheDocument();
    home.unmount();
    // Typed by hand, the address shows the refusal and calls nothing.
    renderManage(PATHS.manage.recipientsChoice);
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to perform this operation.');
    expect(api.calls).toHaveLength(0);
  });

  it('opens the deliveries filtered by the state the address names, and keeps it while rows are opened', async () => {
    signIn('viewOrders', 'validate');
    const api = installFakeApi({
      'GET /deliveries/commands/list': {
        result: { commands: [command('c1', 'Letters A', 'AWAIT_VALIDATION')], overflow: false },
      },
    });
    const { router } = renderManage(`${PATHS.manage.deliveries}?state=AWAIT_VALIDATION`);
    await screen.findByRole('button', { name: 'Letters A' });
    expect(screen.getByLabelText('State')).toHaveValue('AWAIT_VALIDATION');
    expect(callsTo(api, '/deliveries/commands/list')[0]?.get('state')).toBe('AWAIT_VALIDATION');
    // A validator goes on to Order validation from here.
    expect(screen.getByRole('link', { name: 'Order validation' })).toHaveAttribute(
      'href',
      '/deposit/validation',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Letters A' }));
    expect(router.state.location.pathname).toBe('/manage/deliveries/detail/c1');
    expect(router.state.location.search).toBe('?state=AWAIT_VALIDATION');
  });

  it('opens the page of a deposit chosen in the orders list', async () => {
    signIn('viewOrders');
    installFakeApi({
      'GET /jobs/list': {
        result: { jobs: [job('j1', 'March invoices', 'PACK_GROUPS_CREATED_SENT')], overflow: false },
      },
    });
    const { router } = renderManage(PATHS.manage.orders);
    const row = (await screen.findByRole('button', { name: 'March invoices' })).closest('tr');
    expect(row).toHaveTextContent('Ordered');
    expect(
      within(row as HTMLElement)
        .getByText('Ordered')
        .closest('[data-status-kind]'),
    ).toHaveAttribute('data-status-kind', 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'March invoices' }));
    expect(router.state.location.pathname).toBe('/manage/orders/detail/j1');
    expect(screen.getByRole('heading', { name: 'Deposit details' })).toBeInTheDocument();
    expect(screen.getByText('Job j1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the deposits' }));
    expect(router.state.location.pathname).toBe(PATHS.manage.orders);
  });

  it('shows the delivery named in the address beside the list, and puts the one selected there', async () => {
    signIn('viewOrders');
    const api = installFakeApi({
      'GET /deliveries/commands/list': {
        result: {
          commands: [command('c1', 'Letters A', 'AWAIT_VALIDATION'), command('c2', 'Letters B', 'OUTPUTTED')],
          overflow: false,
        },
      },
    });
    const { router } = renderManage('/manage/deliveries/detail/c2');
    const detail = await screen.findByRole('region', { name: 'Details' });
    expect(detail).toHaveTextContent('Delivery c2');
    expect(await screen.findByRole('button', { name: 'Letters B' })).toHaveAttribute('aria-pressed', 'true');
    const rowA = screen.getByRole('button', { name: 'Letters A' }).closest('tr') as HTMLElement;
    expect(within(rowA).getByText('Pending').closest('[data-status-kind]')).toHaveAttribute(
      'data-status-kind',
      'warn',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Letters A' }));
    expect(router.state.location.pathname).toBe('/manage/deliveries/detail/c1');
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Delivery c1');

    await userEvent.selectOptions(screen.getByLabelText('State'), 'OUTPUT_ERROR');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(callsTo(api, '/deliveries/commands/list').at(-1)?.get('state')).toBe('OUTPUT_ERROR'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close the details' }));
    expect(router.state.location.pathname).toBe(PATHS.manage.deliveries);
  });

  it('lists the documents not acknowledged yet, or every error, with the detail of the one selected', async () => {
    signIn('viewOrders');
    const api = installFakeApi({
      'GET /shipments/list': {
        result: {
          shipments: [shipment('s1', -711), shipment('s2', -614, { acknowledged: true })],
          overflow: false,
        },
      },
    });
    renderManage(PATHS.manage.documentsError);
    await screen.findByRole('button', { name: 'N-s1' });
    const first = callsTo(api, '/shipments/list')[0];
    expect(first?.get('unacknowledged')).toBe('true');
    expect(first?.get('statusValues')).toBeNull();
    const row = screen.getByRole('button', { name: 'N-s1' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Bounced');
    expect(row).toHaveTextContent('Ann s1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Show/ }), 'all');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(api, '/shipments/list')).toHaveLength(2));
    const all = callsTo(api, '/shipments/list')[1];
    expect(all?.get('unacknowledged')).toBeNull();
    expect(all?.get('statusValues')?.split(',')).toContain('-711');
    expect(all?.get('statusValues')?.split(',')).not.toContain('-900');

    await userEvent.click(screen.getByRole('button', { name: 'N-s2' }));
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Shipment s2');
  });

  it("lists a sender account's recipient choices and exports them as CSV", async () => {
    signIn('viewOrders', 'adminOu');
    const recipient: Recipient = {
      id: 'r1',
      senderAccountId: 'ou9',
      senderAccountName: 'Billing',
      recipientIdentifier: 'C-001',
      mainPreferences: 'EMAIL_PENDING',
      emailAddress: 'ann@example.org',
      emailValid: false,
      source: 'QR_CODE',
      status: 'GOOD',
      lastModified: '2026-03-18T09:00:00Z',
      version: 1,
    };
    const api = installFakeApi({
      'GET /ou/senderAccounts': { result: [{ id: 'ou9', name: 'Billing', enabled: true }] },
      'GET /ou/recipients/list': { result: { recipients: [recipient], overflow: false } },
      'GET /ou/:ouId/recipients/list': { result: { recipients: [recipient], overflow: false } },
    });
    const fakeApiFetch = api.fetch;
    const exportCalls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/recipients/export')) {
        exportCalls.push(String(input));
        return Promise.resolve(
          new Response('identifier;email\r\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="recipients-Billing.csv"',
            },
          }),
        );
      }
      return (fakeApiFetch as unknown as typeof fetch)(input, init);
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    // jsdom has no object URLs: a URL class with them, for this test only (globals are restored after each).
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );

    renderManage(PATHS.manage.recipientsChoice);
    const row = (await screen.findByRole('button', { name: 'C-001' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('By e-mail, to confirm');
    expect(row).toHaveTextContent('The recipient');
    const exportButton = screen.getByRole('button', { name: 'Export as CSV' });
    expect(exportButton).toBeDisabled();
    expect(screen.getByText('Choose a sender account and search to export its choices.')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Billing' });
    await userEvent.selectOptions(screen.getByLabelText('Sender account'), 'ou9');
    await userEvent.type(screen.getByLabelText('Identifier'), 'C-');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(api, '/ou/ou9/recipients/list')).toHaveLength(1));
    expect(callsTo(api, '/ou/ou9/recipients/list')[0]?.get('identifier')).toBe('C-');

    await userEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(exportCalls).toEqual(['/api/ou/ou9/recipients/export']);
  });
});
