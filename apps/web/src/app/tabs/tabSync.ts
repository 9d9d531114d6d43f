import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import {
  BroadcastChannel,
  createLeaderElection,
  type BroadcastChannelOptions,
  type LeaderElector,
} from 'broadcast-channel';
import {
  LEADER_ELECTION_FALLBACK_MS,
  passwordHasExpired,
  type Branding,
  type LabelKey,
} from '@postbridge/domain';
import { checkToken, fetchLabels } from '../../api/endpoints';
import { readToken } from '../../api/token';
import { loadLocale } from '../../i18n/i18n';
import { createCommandWatcher, type CommandWatcherDeps } from '../notifications/commandWatcher';
import { fetchCommandList, MAX_LIST_RESULTS } from '../notifications/commandsApi';
import { desktopPermission, showCommandNotifications } from '../notifications/desktopNotifications';
import { dropSessionQueries, QUERY_KEYS } from '../queries';
import { useSession } from '../session/sessionStore';
import {
  countersIntervalMs,
  countersQueries,
  countersRange,
  COUNTERS_API,
  type CountersApi,
} from './counters';

// Tabs of one browser share the stored token (docs/product.md §4 "Tabs"): a sign-in or sign-out in one tab is
// told to the others, and only the elected leader tab polls the counters and the orders behind the desktop
// notifications, then hands the counters to the other tabs, which show them without polling.

export type TabMessage =
  | { type: 'connected'; token: string }
  | { type: 'disconnected'; notice: LabelKey | null }
  | { type: 'counters'; queryKey: QueryKey; data: unknown };

const TAB_CHANNEL_NAME = 'postbridge-session';

export interface TabSyncOptions {
  /** broadcast-channel options; tests run several tabs in one process with `{ type: 'simulate' }`. */
  channelOptions?: BroadcastChannelOptions;
  /** The address's query string, read for TEST_COUNTERS_INTERVAL (docs/product.md §9). */
  search?: string;
  countersApi?: CountersApi;
  loadCommands?: CommandWatcherDeps['loadCommands'];
  notify?: CommandWatcherDeps['notify'];
  permission?: CommandWatcherDeps['permission'];
}

export interface TabSync {
  isLeader(): boolean;
  post(message: TabMessage): void;
  stop(): Promise<void>;
}

let current: TabSync | null = null;

/** Tells the other tabs (no-op before start-up and in embedded pages, which keep their own session). */
export function postTabMessage(message: TabMessage): void {
  current?.post(message);
}

async function onConnected(token: string, i18n: I18n): Promise<void> {
  const session = useSession.getState();
  if (session.status === 'logged') {
    // docs/product.md §4: a token mismatch is ignored (logged). Same token: this tab is already in that
    // session.
    if (session.token !== token) console.warn('Another tab signed in while this one is signed in; ignored.');
    return;
  }
  if (readToken() !== token) {
    console.warn('Another tab signed in with a token this tab does not see; ignored.');
    return;
  }
  const { user } = await checkToken();
  await loadLocale(i18n, user.locale, fetchLabels);
  useSession.getState().loggedIn(token, user);
}

function onDisconnected(notice: LabelKey | null, queryClient: QueryClient): void {
  if (useSession.getState().status === 'disconnected') return;
  if (notice) useSession.getState().disconnected(notice);
  else useSession.getState().signedOutByUser();
  dropSessionQueries(queryClient);
}

const loadAllCommands: CommandWatcherDeps['loadCommands'] = async (range) =>
  (await fetchCommandList({ ...range, maxResults: MAX_LIST_RESULTS })).commands;

/** One tab's part: listens to the others, runs for leader and, once leader, polls. */
export function createTabSync(queryClient: QueryClient, i18n: I18n, options: TabSyncOptions = {}): TabSync {
  const channel = new BroadcastChannel<TabMessage>(TAB_CHANNEL_NAME, options.channelOptions);
  const intervalMs = countersIntervalMs(options.search ?? window.location.search);
  const api = options.countersApi ?? COUNTERS_API;
  const watcher = createCommandWatcher({
    loadCommands: options.loadCommands ?? loadAllCommands,
    permission: options.permission ?? desktopPermission,
    notify:
      options.notify ??
      ((changes, user) =>
        showCommandNotifications(changes, user.uipreferences, {
          t: (key, params) => i18n.t(key, params ?? {}),
          icon: queryClient.getQueryData<Branding>(QUERY_KEYS.branding)?.notificationIconURL,
        })),
  });
  let leader = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  const post = (message: TabMessage) => {
    if (stopped) return;
    channel
      .postMessage(message)
      .catch((error: unknown) => console.warn('Could not reach the other tabs.', error));
  };

  channel.onmessage = (message: TabMessage) => {
    switch (message.type) {
      case 'connected':
        onConnected(message.token, i18n).catch((error: unknown) =>
          console.warn('Could not join the session of another tab.', error),
        );
        break;
      case 'disconnected':
        onDisconnected(message.notice, queryClient);
        break;
      case 'counters':
        // A second leader (rare, after a frozen tab) keeps its own answers.
        if (!leader && useSession.getState().status === 'logged')
          queryClient.setQueryData(message.queryKey, message.data);
        break;
    }
  };

  const canPoll = () => {
    const { status, user } = useSession.getState();
    // An expired password allows nothing but its change (-23): the counters wait for the new one.
    return leader && !stopped && status === 'logged' && !passwordHasExpired(user?.passwordExpireDays);
  };

  /** One poll: the three counters, then the orders for the notifications. */
  const poll = async (first: boolean) => {
    const user = useSession.getState().user;
    if (!user) return;
    const range = countersRange(user);
    const queries = countersQueries(range, api);
    // The first poll of a session keeps answers fresh enough (home may have just loaded them); later ones refetch.
    const fresh = first ? {} : { staleTime: 0 };
    await Promise.all([
      queryClient.fetchQuery({ ...queries.jobs, ...fresh }),
      queryClient.fetchQuery({ ...queries.deliveries, ...fresh }),
      queryClient.fetchQuery({ ...queries.shipments, ...fresh }),
    ]);
    await watcher.check(user, range);
  };

  const run = (first: boolean) => {
    // A session lost meanwhile (-11/-12) is handled by the API client; other failures wait for the next turn.
    if (canPoll()) poll(first).catch((error: unknown) => console.warn('Counters polling failed.', error));
  };

  /** (Re)starts the polling cycle when this tab leads a signed-in session; stops it otherwise. */
  const restart = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    if (!canPoll()) {
      watcher.reset();
      return;
    }
    run(true);
    timer = setInterval(() => run(false), intervalMs);
  };

  const unsubscribeSession = useSession.subscribe((state, previous) => {
    const expired = (s: typeof state) => passwordHasExpired(s.user?.passwordExpireDays);
    if (
      state.status !== previous.status ||
      state.user?.id !== previous.user?.id ||
      expired(state) !== expired(previous)
    )
      restart();
  });

  // The leader shares every fresh counters answer with the other tabs.
  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (!leader || event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey } = event.query;
    if (queryKey[0] === 'session' && queryKey[1] === 'counters') {
      post({ type: 'counters', queryKey, data: event.query.state.data });
    }
  });

  const elector: LeaderElector = createLeaderElection(channel, {
    fallbackInterval: LEADER_ELECTION_FALLBACK_MS,
  });
  elector
    .awaitLeadership()
    .then(() => {
      if (stopped) return;
      leader = true;
      restart();
    })
    .catch(() => undefined);

  return {
    isLeader: () => leader,
    post,
    stop: async () => {
      stopped = true;
      leader = false;
      if (timer !== null) clearInterval(timer);
      timer = null;
      unsubscribeSession();
      unsubscribeCache();
      await elector.die();
      await channel.close();
    },
  };
}

/** Starts this tab's part in the shared session (AppBoot, shared modes only); returns the function that stops it. */
export function startTabSync(queryClient: QueryClient, i18n: I18n, options?: TabSyncOptions): () => void {
  const sync = createTabSync(queryClient, i18n, options);
  current = sync;
  return () => {
    if (current === sync) current = null;
    void sync.stop();
  };
}
