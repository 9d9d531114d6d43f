import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { BroadcastChannel, createLeaderElection, type LeaderElector } from 'broadcast-channel';
import { create } from 'zustand';
import { LEADER_ELECTION_FALLBACK_MS, type LabelKey } from '@postbridge/domain';
import { checkToken, fetchLabels } from '../../api/endpoints';
import { readToken } from '../../api/token';
import { loadLocale } from '../../i18n/i18n';
import { dropSessionQueries } from '../queries';
import { useSession } from '../session/sessionStore';

// Tabs of one browser share the stored token (spec §4 "Tabs"): a sign-in or sign-out in one tab is told to the
// others, and only the elected leader tab polls the counters, then hands their values to the other tabs.

type TabMessage =
  | { type: 'connected'; token: string }
  | { type: 'disconnected'; notice: LabelKey | null }
  | { type: 'counters'; queryKey: QueryKey; data: unknown };

/** Whether this tab is the leader, i.e. the one that polls. */
export const useTabLeader = create<{ isLeader: boolean }>()(() => ({ isLeader: false }));

let channel: BroadcastChannel<TabMessage> | null = null;

export function postTabMessage(message: TabMessage): void {
  channel
    ?.postMessage(message)
    .catch((error: unknown) => console.warn('Could not reach the other tabs.', error));
}

async function onConnected(token: string, i18n: I18n): Promise<void> {
  if (useSession.getState().status === 'logged') return;
  if (readToken() !== token) {
    console.warn('Another tab signed in with a token this tab does not see; ignored.');
    return;
  }
  const { user } = await checkToken();
  await loadLocale(i18n, user.locale, fetchLabels);
  useSession.getState().loggedIn(token, user);
}

/** Starts listening to the other tabs and running for leader; returns the function that stops it. */
export function startTabSync(queryClient: QueryClient, i18n: I18n): () => void {
  const own = new BroadcastChannel<TabMessage>('postbridge-session');
  channel = own;
  own.onmessage = (message: TabMessage) => {
    switch (message.type) {
      case 'connected':
        onConnected(message.token, i18n).catch((error: unknown) =>
          console.warn('Could not join the session of another tab.', error),
        );
        break;
      case 'disconnected':
        if (useSession.getState().status !== 'disconnected') {
          if (message.notice) useSession.getState().disconnected(message.notice);
          else useSession.getState().signedOutByUser();
          dropSessionQueries(queryClient);
        }
        break;
      case 'counters':
        if (useSession.getState().status === 'logged')
          queryClient.setQueryData(message.queryKey, message.data);
        break;
    }
  };

  const elector: LeaderElector = createLeaderElection(own, { fallbackInterval: LEADER_ELECTION_FALLBACK_MS });
  elector
    .awaitLeadership()
    .then(() => useTabLeader.setState({ isLeader: true }))
    .catch(() => undefined);

  // The leader shares every fresh counters answer with the other tabs.
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!useTabLeader.getState().isLeader || event.type !== 'updated' || event.action.type !== 'success')
      return;
    const { queryKey } = event.query;
    if (queryKey[0] === 'session' && queryKey[1] === 'counters') {
      postTabMessage({ type: 'counters', queryKey, data: event.query.state.data });
    }
  });

  return () => {
    unsubscribe();
    useTabLeader.setState({ isLeader: false });
    if (channel === own) channel = null;
    void elector.die().finally(() => own.close());
  };
}
