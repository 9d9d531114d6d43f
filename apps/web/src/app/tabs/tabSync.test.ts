import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryCounters, JobCounters, ShipmentCounters } from '@postbridge/domain';
import { writeToken } from '../../api/token';
import { createI18n } from '../../i18n/i18n';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { useSession } from '../session/sessionStore';
import { countersQueries, countersRange, type CountersApi } from './counters';
import { createTabSync, type TabSync, type TabSyncOptions } from './tabSync';

// Several tabs in one test: broadcast-channel's 'simulate' method links every channel of this process.

function countersApi(orders: number): CountersApi & { calls: () => number } {
  const jobs = vi.fn(async (): Promise<JobCounters> => ({
    orders,
    ordersRemaining: orders,
    ordersRemainingProcessing: 0,
  }));
  const deliveries = vi.fn(async (): Promise<DeliveryCounters> => ({
    deliveries: orders,
    deliveriesProcessing: 0,
    deliveriesAwaitValidation: 0,
    deliveriesError: 0,
  }));
  const shipments = vi.fn(async (): Promise<ShipmentCounters> => ({ shipments: orders, shipmentsError: 0 }));
  return { jobs, deliveries, shipments, calls: () => jobs.mock.calls.length };
}

const tabs: TabSync[] = [];

function openTab(options: TabSyncOptions): { sync: TabSync; client: QueryClient } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const sync = createTabSync(client, createI18n(), {
    channelOptions: { type: 'simulate' },
    permission: () => 'denied',
    loadCommands: async () => [],
    ...options,
  });
  tabs.push(sync);
  return { sync, client };
}

function jobsKey() {
  return countersQueries(countersRange(makeUser())).jobs.queryKey;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  const stopping = Promise.all(tabs.splice(0).map((tab) => tab.stop()));
  await vi.advanceTimersByTimeAsync(100);
  await stopping;
});

describe('counters polling across tabs', () => {
  it('polls in the leader tab only, which posts each answer to the other tabs', async () => {
    useSession.getState().loggedIn('tok', makeUser());
    const leaderApi = countersApi(7);
    const followerApi = countersApi(99);
    const leader = openTab({ search: '?TEST_COUNTERS_INTERVAL=2000', countersApi: leaderApi });
    await vi.advanceTimersByTimeAsync(100);
    expect(leader.sync.isLeader()).toBe(true);
    expect(leaderApi.calls()).toBe(1); // the first poll, as soon as it leads

    const follower = openTab({ search: '?TEST_COUNTERS_INTERVAL=2000', countersApi: followerApi });
    await vi.advanceTimersByTimeAsync(6000); // three polling turns, two leader-election fallback turns

    expect(follower.sync.isLeader()).toBe(false);
    expect(followerApi.calls()).toBe(0);
    expect(leaderApi.calls()).toBe(4);
    expect(follower.client.getQueryData(jobsKey())).toEqual({
      orders: 7,
      ordersRemaining: 7,
      ordersRemainingProcessing: 0,
    });

    // A new session (sign-out, sign-in) restarts the cycle: still in the leader only.
    useSession.getState().signedOutByUser();
    useSession.getState().loggedIn('tok-2', makeUser());
    await vi.advanceTimersByTimeAsync(4000);
    expect(followerApi.calls()).toBe(0);
    expect(leaderApi.calls()).toBe(7);
  });

  it('lets another tab take over the polling when the leader closes', async () => {
    useSession.getState().loggedIn('tok', makeUser());
    const firstApi = countersApi(1);
    const secondApi = countersApi(2);
    const first = openTab({ search: '?TEST_COUNTERS_INTERVAL=1000', countersApi: firstApi });
    await vi.advanceTimersByTimeAsync(100);
    const second = openTab({ search: '?TEST_COUNTERS_INTERVAL=1000', countersApi: secondApi });
    await vi.advanceTimersByTimeAsync(1000);
    expect(secondApi.calls()).toBe(0);

    const closing = first.sync.stop();
    await vi.advanceTimersByTimeAsync(100);
    await closing;
    expect(second.sync.isLeader()).toBe(true);
    const before = firstApi.calls();
    await vi.advanceTimersByTimeAsync(2000);
    expect(firstApi.calls()).toBe(before);
    expect(secondApi.calls()).toBe(3); // on taking over, then each second
  });

  it('falls back to 600000 ms when TEST_COUNTERS_INTERVAL is below 1000', async () => {
    useSession.getState().loggedIn('tok', makeUser());
    const api = countersApi(3);
    openTab({ search: '?TEST_COUNTERS_INTERVAL=999', countersApi: api });
    await vi.advanceTimersByTimeAsync(100);
    expect(api.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(599_000);
    expect(api.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.calls()).toBe(2);
  });

  it('does not poll before sign-in, and starts when the session begins', async () => {
    const api = countersApi(4);
    openTab({ search: '?TEST_COUNTERS_INTERVAL=1000', countersApi: api });
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.calls()).toBe(0);
    useSession.getState().loggedIn('tok', makeUser());
    await vi.advanceTimersByTimeAsync(10);
    expect(api.calls()).toBe(1);
    useSession.getState().signedOutByUser();
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.calls()).toBe(1);
  });
});

describe('session messages between tabs', () => {
  it("signs this tab out on the other's 'disconnected', with its reason, and forgets the session's data", async () => {
    useSession.getState().loggedIn('tok', makeUser());
    const sender = openTab({ countersApi: countersApi(0) });
    const receiver = openTab({ countersApi: countersApi(0) });
    receiver.client.setQueryData(['session', 'home', 'jobs'], { jobs: [] });
    await vi.advanceTimersByTimeAsync(100);

    sender.sync.post({ type: 'disconnected', notice: 'error.sessionTimeout' });
    await vi.advanceTimersByTimeAsync(50);

    expect(useSession.getState().status).toBe('disconnected');
    expect(useSession.getState().notice).toBe('error.sessionTimeout');
    expect(receiver.client.getQueryData(['session', 'home', 'jobs'])).toBeUndefined();
  });

  it("joins the session on 'connected' when the stored token is the one announced", async () => {
    installFakeApi({
      'GET /authentication/check': { result: { user: makeUser({ login: 'bob' }), expiresAt: 'x' } },
      'GET /i18n/labels_frontend1': { result: {} },
    });
    const sender = openTab({ countersApi: countersApi(0) });
    openTab({ countersApi: countersApi(0) });
    await vi.advanceTimersByTimeAsync(100);
    writeToken('tok-b');

    sender.sync.post({ type: 'connected', token: 'tok-b' });
    await vi.advanceTimersByTimeAsync(50);

    expect(useSession.getState().status).toBe('logged');
    expect(useSession.getState().user?.login).toBe('bob');
  });

  it("ignores 'connected' with a token this tab does not see", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = installFakeApi({});
    const sender = openTab({ countersApi: countersApi(0) });
    openTab({ countersApi: countersApi(0) });
    await vi.advanceTimersByTimeAsync(100);
    writeToken('tok-mine');

    sender.sync.post({ type: 'connected', token: 'tok-other' });
    await vi.advanceTimersByTimeAsync(50);

    expect(useSession.getState().status).toBe('disconnected');
    expect(api.calls).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });
});
