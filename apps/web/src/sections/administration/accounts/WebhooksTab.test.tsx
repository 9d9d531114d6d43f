import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  permissionsMask,
  type Ou,
  type Permission,
  type WebhookDelivery,
  type WebhookSubscription,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { AccountsPage } from './AccountsPage';
import { WebhooksTab } from './WebhooksTab';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYo=';

function subscription(overrides: Partial<WebhookSubscription> = {}): WebhookSubscription {
  return {
    id: 's1',
    ouId: 'fin',
    url: 'https://erp.example.com/hooks',
    description: 'ERP',
    eventTypes: ['shipment.status', 'command.state'],
    enabled: true,
    isDefault: false,
    failingSince: null,
    lastEventId: '12',
    createdAt: '2026-11-20T10:00:00.000Z',
    version: 0,
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'd1',
    subscriptionId: 's1',
    eventId: '12',
    eventType: 'shipment.status',
    state: 'failed',
    createdAt: '2026-11-20T10:00:00.000Z',
    nextAttemptAt: null,
    finishedAt: '2026-11-21T13:00:00.000Z',
    replayOf: null,
    attempts: [
      {
        attempt: 1,
        at: '2026-11-20T10:00:00.000Z',
        url: 'https://erp.example.com/hooks',
        outcome: 'failed',
        httpStatus: 503,
        error: 'answered HTTP 503',
        durationMs: 42,
        requestHeaders: { 'webhook-id': '12', 'webhook-signature': 'v1,abc=' },
        requestBody: '{"id":"12","type":"shipment.status"}',
        responseBody: 'Service unavailable',
      },
    ],
    ...overrides,
  };
}

function signInAdmin(permissions: Permission[] = ['adminOu', 'viewOrders']) {
  useSession
    .getState()
    .loggedIn('token', makeUser({ ouId: 'fin', permissions: permissionsMask(permissions) }));
}

afterEach(() => {
  useSession.getState().loginFailed();
});

const bodyOf = async (api: ReturnType<typeof installFakeApi>, method: string, path: RegExp) => {
  const call = api.calls.find((c) => c.method === method && path.test(new URL(c.url).pathname));
  return call ? ((await call.clone().json()) as unknown) : undefined;
};

describe('webhook subscriptions of an account', () => {
  it('lists the subscriptions with address, events, state and since when they fail', async () => {
    signInAdmin();
    installFakeApi({
      'GET /ou/:ouId/webhook-subscriptions': {
        result: [
          subscription({ id: 'd', url: 'https://hooks.example.com/own', isDefault: true, eventTypes: [] }),
          subscription({ enabled: false, failingSince: '2026-11-21T13:00:00.000Z' }),
        ],
      },
    });
    renderWithProviders(<WebhooksTab ouId="fin" />);
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('https://hooks.example.com/own');
    expect(rows[1]).toHaveTextContent('The account’s webhook (General tab)');
    expect(rows[1]).toHaveTextContent('All events');
    // The account's own webhook is changed in the General tab: no edit or delete here.
    expect(within(rows[1]!).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(rows[2]).toHaveTextContent('Shipment status, Order state');
    expect(rows[2]).toHaveTextContent('Disabled');
    expect(rows[2]).toHaveTextContent(/Failing since/);
  });

  it('creates a subscription and shows its secret once, with a copy button', async () => {
    signInAdmin();
    const list: WebhookSubscription[] = [];
    const api = installFakeApi({
      'GET /ou/:ouId/webhook-subscriptions': () => ({ result: list }),
      'POST /ou/:ouId/webhook-subscriptions': () => {
        list.push(subscription({ eventTypes: ['job.state'] }));
        return { result: { subscription: list[0]!, secret: SECRET } };
      },
    });
    renderWithProviders(<WebhooksTab ouId="fin" />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('This account has no webhook subscriptions.');
    await u.click(screen.getByRole('button', { name: 'New subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'New subscription' });

    // An address that is not http(s) is not sent.
    await u.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'ftp://erp.example.com');
    await u.click(within(dialog).getByRole('button', { name: 'New subscription' }));
    expect(within(dialog).getByText('Invalid URL')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await u.clear(within(dialog).getByRole('textbox', { name: /Address/ }));
    await u.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'https://erp.example.com/hooks');
    await u.click(within(dialog).getByRole('checkbox', { name: 'Deposit state' }));
    await u.click(within(dialog).getByRole('button', { name: 'New subscription' }));

    const shown = await screen.findByRole('dialog', { name: 'The subscription’s signing secret' });
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    expect(within(shown).getByRole('status')).toHaveTextContent('it is shown this once only');
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(await bodyOf(api, 'POST', /webhook-subscriptions$/)).toEqual({
      url: 'https://erp.example.com/hooks',
      description: '',
      eventTypes: ['job.state'],
      enabled: true,
    });
    await u.click(within(shown).getByRole('button', { name: 'I have copied the secret' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
    expect(await screen.findByRole('table', { name: 'Webhooks' })).toHaveTextContent('Deposit state');
  });

  it('edits a subscription with its version', async () => {
    signInAdmin();
    const api = installFakeApi({
      'GET /ou/:ouId/webhook-subscriptions': { result: [subscription({ version: 3 })] },
      'POST /ou/:ouId/webhook-subscriptions/:subscriptionId': { result: subscription({ enabled: false }) },
    });
    renderWithProviders(<WebhooksTab ouId="fin" />);
    const u = userEvent.setup({ delay: null });
    await u.click(
      await screen.findByRole('button', { name: 'Edit the subscription https://erp.example.com/hooks' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the subscription' });
    expect(within(dialog).getByRole('checkbox', { name: 'Shipment status' })).toBeChecked();
    await u.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bodyOf(api, 'POST', /webhook-subscriptions\/s1$/)).toEqual({
      url: 'https://erp.example.com/hooks',
      description: 'ERP',
      eventTypes: ['shipment.status', 'command.state'],
      enabled: false,
      version: 3,
    });
  });

  it('draws a new secret and deletes a subscription only once asked', async () => {
    signInAdmin();
    const api = installFakeApi({
      'GET /ou/:ouId/webhook-subscriptions': { result: [subscription()] },
      'POST /ou/:ouId/webhook-subscriptions/:subscriptionId/rotate-secret': {
        result: { subscription: subscription(), secret: SECRET },
      },
      'DELETE /ou/:ouId/webhook-subscriptions/:subscriptionId': { result: subscription() },
    });
    renderWithProviders(<WebhooksTab ouId="fin" />);
    const u = userEvent.setup({ delay: null });
    await u.click(
      await screen.findByRole('button', { name: 'Draw a new secret for https://erp.example.com/hooks' }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Draw a new secret?' });
    expect(ask).toHaveTextContent('keeps signing for 24 hours');
    await u.click(within(ask).getByRole('button', { name: 'New secret' }));
    const shown = await screen.findByRole('dialog', { name: 'The subscription’s signing secret' });
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    await u.click(within(shown).getByRole('button', { name: 'I have copied the secret' }));

    await u.click(
      screen.getByRole('button', { name: 'Delete the subscription https://erp.example.com/hooks' }),
    );
    const confirm = await screen.findByRole('dialog', { name: /Delete the subscription/ });
    await u.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await u.click(
      screen.getByRole('button', { name: 'Delete the subscription https://erp.example.com/hooks' }),
    );
    await u.click(
      within(await screen.findByRole('dialog', { name: /Delete the subscription/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'DELETE')?.url).toMatch(
        /\/api\/ou\/fin\/webhook-subscriptions\/s1$/,
      ),
    );
  });

  it('shows the delivery log: a row opens request and answer; replays one, or every event since an id', async () => {
    signInAdmin();
    const api = installFakeApi({
      'GET /ou/:ouId/webhook-subscriptions': { result: [subscription()] },
      'GET /ou/:ouId/webhook-subscriptions/:subscriptionId/deliveries': {
        result: {
          deliveries: [
            delivery({ id: 'd2', eventId: '13', state: 'delivered', replayOf: 'd0', attempts: [] }),
            delivery(),
          ],
          total: 2,
        },
      },
      'POST /ou/:ouId/webhook-subscriptions/:subscriptionId/deliveries/:deliveryId/replay': {
        result: delivery({ id: 'd3', state: 'pending', replayOf: 'd1', attempts: [] }),
      },
      'POST /ou/:ouId/webhook-subscriptions/:subscriptionId/replay': { result: { queued: 4 } },
    });
    renderWithProviders(<WebhooksTab ouId="fin" />);
    const u = userEvent.setup({ delay: null });
    await u.click(
      await screen.findByRole('button', { name: 'Show the deliveries of https://erp.example.com/hooks' }),
    );
    const log = await screen.findByRole('table', { name: 'Deliveries to https://erp.example.com/hooks' });
    const rows = within(log).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Shipment status #13');
    expect(rows[1]).toHaveTextContent('Delivered');
    expect(rows[1]).toHaveTextContent('Replay');
    expect(rows[2]).toHaveTextContent('Shipment status #12');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(rows[2]).toHaveTextContent('503');
    expect(rows[2]).toHaveTextContent('42 ms');
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();

    const open = within(rows[2]!).getByRole('button', { name: 'Shipment status #12' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await u.click(open);
    const details = await screen.findByRole('region', { name: 'Details of the delivery of event 12' });
    expect(details).toHaveTextContent('webhook-signature: v1,abc=');
    expect(details).toHaveTextContent('{"id":"12","type":"shipment.status"}');
    expect(details).toHaveTextContent('HTTP 503');
    expect(details).toHaveTextContent('Service unavailable');

    await u.click(within(rows[2]!).getByRole('button', { name: 'Replay event 12' }));
    await waitFor(() =>
      expect(api.calls.some((c) => /\/deliveries\/d1\/replay$/.test(new URL(c.url).pathname))).toBe(true),
    );

    const since = screen.getByRole('button', { name: 'Send again' });
    expect(since).toBeDisabled();
    await u.type(screen.getByRole('textbox', { name: /Replay since event/ }), '7');
    await u.click(since);
    await waitFor(async () =>
      expect(await bodyOf(api, 'POST', /s1\/replay$/)).toEqual({ sinceEventId: '7' }),
    );
  });

  it('is a tab of the account for its administrators only', async () => {
    const finance = {
      id: 'fin',
      creationDate: '2026-01-05T10:00:00.000Z',
      name: 'Finance',
      parentId: null,
      brandingId: null,
      brandingName: null,
      allowOUChildren: false,
      enabled: true,
      removed: false,
      accountExpired: false,
      accountIdentifier: null,
      senderAccount: false,
      emailAddress: null,
      siret: null,
      registrationNumber: null,
      webHookURL: null,
      webhookSecretSet: false,
      defaultMailCountry: 'FR',
      returnAddress: null,
      senderAddress: null,
      billingType: null,
      productionCode: null,
      accountingCode: null,
      partnerCode: null,
      freezeDelayDays: 0,
      fileDelayDays: 0,
      dataDelayDays: 0,
      editionDurationDays: null,
      minPasswordEntropy: 30,
      maxPasswordValidityDays: null,
      allowedAddressRanges: [],
      tagLists: [],
      userCount: 1,
      version: 1,
    } satisfies Ou;
    const routes = {
      'GET /ou': { result: [{ ...finance, children: [] }] },
      'GET /ou/:ouId': { result: finance },
      'GET /ou/:ouId/webhook-subscriptions': { result: [subscription()] },
    };
    signInAdmin();
    installFakeApi(routes);
    const first = renderWithProviders(<AccountsPage />);
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Finance' });
    await u.click(screen.getByRole('tab', { name: 'Webhooks' }));
    expect(await screen.findByRole('table', { name: 'Webhooks' })).toHaveTextContent('ERP');
    // Subscriptions are saved at once: the account's own save button is not offered on their tab.
    expect(screen.queryByRole('button', { name: 'Save the account' })).toBeNull();
    first.unmount();

    useSession.getState().loginFailed();
    signInAdmin(['viewOrders', 'viewOrdersOthers']);
    installFakeApi(routes);
    renderWithProviders(<AccountsPage />);
    await screen.findByRole('heading', { name: 'Finance' });
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
  });
});
