import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryCommand, LabelKey, UiPreferences } from '@postbridge/domain';
import { englishLabels } from '@postbridge/domain';
import { createI18n } from '../../i18n/i18n';
import { makeUser } from '../../test/fakeApi';
import type { CommandChanges } from './commandChanges';
import { createCommandWatcher } from './commandWatcher';
import { desktopPermission, showCommandNotifications } from './desktopNotifications';

/** A stand-in for the browser's Notification: records what would be shown. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static shown: FakeNotification[] = [];
  static requestPermission = vi.fn(async () => FakeNotification.permission);
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close(): void {}
}

const i18n = createI18n(englishLabels);
const t = (key: LabelKey, params?: Record<string, string | number>) => i18n.t(key, params ?? {});

function prefs(overrides: Partial<UiPreferences>): UiPreferences {
  return {
    defaultSearchRangeDays: 31,
    validatedPushNotification: false,
    rejectedPushNotification: false,
    pendingPushNotification: false,
    dataDisplayMode: 'tiles',
    ...overrides,
  };
}

const order = (id: string, jobName: string) => ({ id, jobName }) as DeliveryCommand;
const changes = (c: Partial<CommandChanges>): CommandChanges => ({
  validated: [],
  rejected: [],
  pending: [],
  ...c,
});

beforeEach(() => {
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('desktop notifications', () => {
  it('shows nothing until the browser grants the permission', () => {
    const all = prefs({ validatedPushNotification: true, rejectedPushNotification: true });
    const change = changes({ validated: [order('a', 'March invoices')] });
    FakeNotification.permission = 'default';
    expect(showCommandNotifications(change, all, { t })).toEqual([]);
    FakeNotification.permission = 'denied';
    expect(showCommandNotifications(change, all, { t })).toEqual([]);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('shows only the kinds the user asked for, in words', () => {
    FakeNotification.permission = 'granted';
    const shown = showCommandNotifications(
      changes({
        validated: [order('a', 'March invoices')],
        rejected: [order('b', 'Reminders'), order('c', 'Letters')],
        pending: [order('d', 'Payslips')],
      }),
      prefs({ validatedPushNotification: true, rejectedPushNotification: true }),
      { t, icon: '/brand/bell.png' },
    );
    expect(shown).toEqual(['validated', 'rejected']);
    expect(FakeNotification.shown.map((n) => [n.title, n.options.body])).toEqual([
      ['Order validated', 'Your order "March invoices" has been validated.'],
      ['Order rejected', '2 of your orders have been rejected.'],
    ]);
    expect(FakeNotification.shown[0]!.options.icon).toBe('/brand/bell.png');
    expect(FakeNotification.shown[0]!.options.tag).toBe('postbridge-validated');
  });

  it("reports 'unsupported' where the browser has no notifications", () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    expect(desktopPermission()).toBe('unsupported');
    expect(
      showCommandNotifications(
        changes({ pending: [order('a', 'x')] }),
        prefs({ pendingPushNotification: true }),
        {
          t,
        },
      ),
    ).toEqual([]);
  });
});

describe('order watcher', () => {
  const range = { fromDate: '2026-02-01', toDate: '2026-03-03' };
  const pendingOrder = (id: string) =>
    ({
      id,
      jobName: id,
      state: 'AWAIT_VALIDATION',
      ownerId: 'u2',
      createdBy: 'bob',
      needsValidation: true,
      validationDate: null,
      rejectionDate: null,
      validatedBy: null,
      actions: ['validate', 'reject'],
    }) as unknown as DeliveryCommand;

  it('loads nothing while the user wants no notification or the browser does not allow them', async () => {
    const loadCommands = vi.fn(async () => []);
    const watcher = createCommandWatcher({ loadCommands, permission: () => 'granted', notify: vi.fn() });
    await watcher.check(makeUser(), range); // makeUser: every preference off
    const denied = createCommandWatcher({ loadCommands, permission: () => 'denied', notify: vi.fn() });
    await denied.check(makeUser({ uipreferences: prefs({ pendingPushNotification: true }) }), range);
    expect(loadCommands).not.toHaveBeenCalled();
  });

  it('records a baseline first, then notifies what changed', async () => {
    const user = makeUser({ uipreferences: prefs({ pendingPushNotification: true }) });
    const answers = [[pendingOrder('old')], [pendingOrder('old'), pendingOrder('new')]];
    const notify = vi.fn();
    const watcher = createCommandWatcher({
      loadCommands: async () => answers.shift() ?? [],
      permission: () => 'granted',
      notify,
    });
    await watcher.check(user, range);
    expect(notify).not.toHaveBeenCalled();
    await watcher.check(user, range);
    expect(notify).toHaveBeenCalledTimes(1);
    const [change] = notify.mock.calls[0] as [CommandChanges];
    expect(change.pending.map((c) => c.id)).toEqual(['new']);
  });

  it('starts a new baseline for another user', async () => {
    const pref = prefs({ pendingPushNotification: true });
    const notify = vi.fn();
    const watcher = createCommandWatcher({
      loadCommands: async () => [pendingOrder('a')],
      permission: () => 'granted',
      notify,
    });
    await watcher.check(makeUser({ id: 'u1', uipreferences: pref }), range);
    await watcher.check(makeUser({ id: 'u3', login: 'carol', uipreferences: pref }), range);
    expect(notify).not.toHaveBeenCalled();
  });
});
