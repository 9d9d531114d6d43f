import type { DeliveryCommand, SessionUser } from '@postbridge/domain';
import {
  commandChanges,
  comparable,
  snapshotOf,
  type CommandChanges,
  type CommandSnapshot,
} from './commandChanges';
import { wantsDesktopNotifications, type DesktopPermission } from './desktopNotifications';

export interface CommandWatcherDeps {
  loadCommands: (range: { fromDate: string; toDate: string }) => Promise<DeliveryCommand[]>;
  permission: () => DesktopPermission;
  notify: (changes: CommandChanges, user: SessionUser) => void;
}

interface CommandWatcher {
  /** One poll: loads the orders and notifies what changed since the previous poll of the same user. */
  check(user: SessionUser, range: { fromDate: string; toDate: string }): Promise<void>;
  /** Forgets the baseline (sign-out, lost leadership). */
  reset(): void;
}

/**
 * Watches the orders for the desktop notifications. Nothing is loaded while the user wants none or the browser does
 * not allow them; the first poll after that only records the baseline, so enabling notifications never replays
 * what happened before.
 */
export function createCommandWatcher(deps: CommandWatcherDeps): CommandWatcher {
  let previous: { userId: string; snapshot: CommandSnapshot } | null = null;
  return {
    async check(user, range) {
      if (!wantsDesktopNotifications(user.uipreferences) || deps.permission() !== 'granted') {
        previous = null;
        return;
      }
      const commands = await deps.loadCommands(range);
      const base = previous?.userId === user.id ? previous.snapshot : null;
      if (comparable(base, range.fromDate)) deps.notify(commandChanges(base, commands, user), user);
      previous = { userId: user.id, snapshot: snapshotOf(commands, range.fromDate) };
    },
    reset() {
      previous = null;
    },
  };
}
