import type { LabelKey, UiPreferences } from '@postbridge/domain';
import type { CommandChanges } from './commandChanges';

/**
 * The browser's permission for desktop notifications, or 'unsupported' when it has none (docs/product.md §5).
 */
export type DesktopPermission = NotificationPermission | 'unsupported';

export function desktopPermission(): DesktopPermission {
  return typeof window !== 'undefined' && 'Notification' in window
    ? window.Notification.permission
    : 'unsupported';
}

/** Asks the browser; call it from a user gesture only (browsers ignore or block other requests). */
export async function requestDesktopPermission(): Promise<DesktopPermission> {
  if (desktopPermission() === 'unsupported') return 'unsupported';
  return window.Notification.requestPermission();
}

type Translate = (key: LabelKey, params?: Record<string, string | number>) => string;

type CommandNotificationKind = keyof CommandChanges;

const KINDS: readonly {
  kind: CommandNotificationKind;
  preference: keyof UiPreferences;
  title: LabelKey;
  one: LabelKey;
  many: LabelKey;
}[] = [
  {
    kind: 'validated',
    preference: 'validatedPushNotification',
    title: 'notifications.validated.title',
    one: 'notifications.validated.one',
    many: 'notifications.validated.many',
  },
  {
    kind: 'rejected',
    preference: 'rejectedPushNotification',
    title: 'notifications.rejected.title',
    one: 'notifications.rejected.one',
    many: 'notifications.rejected.many',
  },
  {
    kind: 'pending',
    preference: 'pendingPushNotification',
    title: 'notifications.pending.title',
    one: 'notifications.pending.one',
    many: 'notifications.pending.many',
  },
];

/** True when the user wants at least one kind of desktop notification. */
export function wantsDesktopNotifications(preferences: UiPreferences): boolean {
  return KINDS.some(({ preference }) => preferences[preference] === true);
}

interface NotifyOptions {
  t: Translate;
  /** The white label's notification icon (docs/product.md §1), when it has one. */
  icon?: string | null | undefined;
}

/**
 * Shows one desktop notification per kind that changed and that the user's preferences ask for, only when the
 * browser allows it. Each kind has its own tag, so a newer notification replaces an older one of the same kind.
 * Answers the kinds shown.
 */
export function showCommandNotifications(
  changes: CommandChanges,
  preferences: UiPreferences,
  { t, icon }: NotifyOptions,
): CommandNotificationKind[] {
  if (desktopPermission() !== 'granted') return [];
  const shown: CommandNotificationKind[] = [];
  for (const { kind, preference, title, one, many } of KINDS) {
    const commands = changes[kind];
    if (!preferences[preference] || commands.length === 0) continue;
    const body =
      commands.length === 1 ? t(one, { name: commands[0]!.jobName }) : t(many, { count: commands.length });
    const notification = new window.Notification(t(title), {
      body,
      tag: `postbridge-${kind}`,
      ...(icon ? { icon } : {}),
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    shown.push(kind);
  }
  return shown;
}
