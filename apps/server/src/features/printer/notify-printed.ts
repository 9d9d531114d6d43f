import { formatLabel, type Labels } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { escapeHtml } from '../../platform/mail/mailer';
import { accountById } from '../auth';
import { labelsWithOverrides } from '../i18n';
import { claimNotification } from '../notifications';
import { printedFileById } from './queries';

/**
 * Task printer.notify: an e-mail, in the user's language, once per printed file and kind: `printed` (async mode:
 * the document is stored and waits for them), `failed` (automated sending stopped, with the reason). Sent to
 * users who accept e-mail notifications and have an address, like the other notifications.
 */
export async function notifyPrintedFile(
  deps: Deps,
  payload: { printedFileId: string; kind: 'printed' | 'failed' },
): Promise<void> {
  const row = await printedFileById(deps.db, payload.printedFileId);
  if (!row || (payload.kind === 'failed' && row.status !== 'failed')) return;
  const owner = await accountById(deps.db, row.owner_id);
  if (!owner?.email_address || owner.allow_email_notifications !== 1) return;
  const key = `printed:${payload.kind}:${row.id}`;
  if (!(await claimNotification(deps.db, key, deps.clock.now().toISOString()))) return;
  const labels = await labelsWithOverrides(deps, owner.locale);
  const reason = row.error ? ((labels as Record<string, string>)[row.error] ?? row.error) : '';
  const params = {
    appName: labels['app.name'],
    name: row.name,
    pages: Number(row.pages),
    reason,
    link: `${deps.config.publicUrl}/printer`,
  };
  await deps.mailer.send({ to: owner.email_address, ...message(labels, payload.kind, params) });
}

function message(labels: Labels, kind: 'printed' | 'failed', params: Record<string, string | number>) {
  const escaped = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(String(v))]));
  return {
    subject: formatLabel(labels[`printer.notification.${kind}.subject`], params),
    text: formatLabel(labels[`printer.notification.${kind}.text`], params),
    html: formatLabel(labels[`printer.notification.${kind}.html`], escaped),
  };
}
