import { formatLabel, hasPermission, type Labels } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { scopeFor } from '../../platform/policy';
import { accountById, sessionContextOf } from '../auth';
import { claimNotification, commandWithJob, notifiableUserIds, pendingCommandsIn } from './queries';
import { escapeHtml } from '../../platform/mail/mailer';
import { z } from 'zod';
import { defineTask, noPayload } from '../../platform/queue/queue';
import { labelsWithOverrides } from '../i18n';

// E-mail notifications of orders (issue 4 "e-mail notifications (users on rejection, validators a daily evening
// summary)"), in each user's language, to users who accept them (allowEMailNotifications) and have an address.

export const NOTIFY_REJECTED_TASK = defineTask(
  'notifications.commandRejected',
  z.object({ commandId: z.string() }),
);
export const VALIDATOR_SUMMARY_TASK = defineTask('notifications.validatorSummary', noPayload);
/** The summary task looks every quarter of an hour whether the evening hour has come. */
export const VALIDATOR_SUMMARY_INTERVAL_MS = 15 * 60_000;

function mail(
  labels: Labels,
  key: 'commandRejected' | 'validatorSummary',
  params: Record<string, string | number>,
) {
  const escaped = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(String(v))]));
  return {
    subject: formatLabel(labels[`mail.${key}.subject`], params),
    text: formatLabel(labels[`mail.${key}.text`], params),
    html: formatLabel(labels[`mail.${key}.html`], escaped),
  };
}

/**
 * Tells the owner of a rejected or expired command, once (the task is queued in the transaction that rejected
 * it; the notification key makes a retried task send nothing twice).
 */
export async function notifyCommandRejected(deps: Deps, payload: { commandId: string }): Promise<void> {
  const command = await commandWithJob(deps.db, payload.commandId);
  if (!command || !['REJECTED', 'AUTOMATICALLY_REJECTED'].includes(command.state)) return;
  const owner = await accountById(deps.db, command.owner_id);
  if (!owner?.email_address || owner.allow_email_notifications !== 1) return;
  if (!(await claimNotification(deps.db, `rejected:${command.id}`, deps.clock.now().toISOString()))) return;
  const labels = await labelsWithOverrides(deps, owner.locale);
  const message = mail(labels, 'commandRejected', {
    appName: labels['app.name'],
    jobName: command.job_name,
    reason:
      command.state === 'AUTOMATICALLY_REJECTED'
        ? labels['mail.commandRejected.expired']
        : (command.reason ?? labels['mail.commandRejected.noReason']),
    link: `${deps.config.publicUrl}/`,
  });
  await deps.mailer.send({ to: owner.email_address, ...message });
}

/** Today's date and the current minutes of the day in a time zone (an unknown zone counts as UTC). */
function localNow(now: Date, timeZone: string): { day: string; minutes: number } {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
  } catch {
    zone = 'UTC';
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * The validators' evening summary: once the configured time of day has come (VALIDATOR_SUMMARY_TIME in
 * VALIDATOR_SUMMARY_TIME_ZONE, 18:00 Europe/Paris by default), each user who may validate and has commands
 * pending validation in their scope gets one e-mail that day with how many, and when the first one expires.
 */
export async function sendValidatorSummaries(deps: Deps): Promise<number> {
  const { time, timeZone } = deps.config.validatorSummary;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const local = localNow(deps.clock.now(), timeZone);
  if (local.minutes < hours * 60 + minutes) return 0;
  let sent = 0;
  for (const userId of await notifiableUserIds(deps.db)) {
    const account = await accountById(deps.db, userId);
    if (!account?.email_address) continue;
    const masks = [account.permissions, account.permissions_on_group, account.permissions_on_ou].map(
      (m) => m ?? 0,
    );
    if (!masks.some((mask) => hasPermission(mask, 'validate') || hasPermission(mask, 'superAdmin'))) continue;
    const pending = await pendingCommandsIn(
      deps.db,
      scopeFor(sessionContextOf(account, 'summary'), 'validate'),
    );
    if (!pending.count) continue;
    if (
      !(await claimNotification(
        deps.db,
        `validatorSummary:${userId}:${local.day}`,
        deps.clock.now().toISOString(),
      ))
    )
      continue;
    const labels = await labelsWithOverrides(deps, account.locale);
    const message = mail(labels, 'validatorSummary', {
      appName: labels['app.name'],
      count: pending.count,
      firstExpiry: pending.firstExpiry ?? '',
      link: `${deps.config.publicUrl}/`,
    });
    try {
      await deps.mailer.send({ to: account.email_address, ...message });
      sent++;
    } catch (err) {
      deps.log.error({ err, userId }, 'validator summary could not be sent');
    }
  }
  return sent;
}
