import { formatLabel } from '@postbridge/domain';
import { z } from 'zod';
import { addMinutes } from '../../platform/clock';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { canSignIn } from './present-session-user';
import { accountsByEmail, insertPasswordReset, type AccountRow } from './queries';
import { hashToken, newToken } from './tokens';
import { escapeHtml } from '../../platform/mail/mailer';
import { defineTask } from '../../platform/queue/queue';
import { labelsWithOverrides } from '../i18n';

/** Mails the reset links of an address (worker.ts runs it). */
export const LOST_PASSWORD_MAIL_TASK = defineTask('auth.lostPasswordMail', z.object({ email: z.string() }));

/**
 * Asks for a single-use, expiring reset link to every active account with this address. The answer is the same,
 * and as fast, whether or not the address exists (no account discovery, not even by timing): the accounts are
 * looked up and mailed by a task, after the answer.
 */
export async function triggerLostPassword(deps: Deps, email: string): Promise<true> {
  await deps.queue.enqueue(LOST_PASSWORD_MAIL_TASK, { email }, { maxAttempts: 1 });
  return true;
}

/** The task: a reset link to every active account with this address; mail failures are logged, not retried. */
export async function sendLostPasswordMails(deps: Deps, email: string): Promise<void> {
  const accounts = (await accountsByEmail(deps.db, email)).filter(canSignIn);
  for (const account of accounts) {
    try {
      await sendPasswordResetMail(deps, account);
    } catch (err) {
      deps.log.error({ err, userId: account.id }, 'lost-password e-mail could not be sent');
    }
  }
}

/**
 * Writes a single-use, expiring reset token for the account and mails it the lost-password link (also what an
 * administrator's "reset the password" sends). Throws when the mail cannot be sent.
 */
export async function sendPasswordResetMail(deps: Deps, account: AccountRow): Promise<void> {
  const now = deps.clock.now();
  const token = newToken();
  await insertPasswordReset(deps.db, {
    id: newId(),
    user_id: account.id,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: addMinutes(now, deps.config.resetTokenTtlMinutes).toISOString(),
    used_at: null,
  });
  const labels = await labelsWithOverrides(deps, account.locale);
  const link = `${deps.config.publicUrl}/lostPassword/change?login=${encodeURIComponent(account.login)}&token=${encodeURIComponent(token)}`;
  const params = {
    appName: labels['app.name'],
    name: [account.first_name, account.last_name].filter(Boolean).join(' ') || account.login,
    login: account.login,
    minutes: deps.config.resetTokenTtlMinutes,
    link,
  };
  await deps.mailer.send({
    to: account.email_address!,
    subject: formatLabel(labels['mail.lostPassword.subject'], params),
    text: formatLabel(labels['mail.lostPassword.text'], params),
    html: formatLabel(
      labels['mail.lostPassword.html'],
      // Every value put into the HTML is escaped (names and logins are typed by people).
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(String(v))])),
    ),
  });
}
