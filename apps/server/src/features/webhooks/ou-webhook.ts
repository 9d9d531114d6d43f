import { randomBytes } from 'node:crypto';
import { hasErrors, validateWebhookUrl, type OuWebhook } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canDo, visibleOuPathPrefix, type SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { attemptsOf, recentWebhookEvents, saveWebhookSettings, webhookTargetOf } from './queries';
import { sealWebhookSecret } from './webhook-secret';

// An OU's webhook (docs/product.md §3 webHookURL, §5): its address and signing secret are administered by
// whoever has adminOu on the OU (its own OU or one below; super administrators everywhere). The secret is
// drawn by the server and shown only in the answer of the save that drew it, as the channels' external output
// tokens.

/** Events shown with the settings, to see what was sent and why it failed. */
const RECENT_EVENTS = 20;

async function administeredOu(deps: Pick<Deps, 'db'>, session: SessionContext, ouId: string) {
  const ou = await webhookTargetOf(deps.db, ouId);
  const prefix = visibleOuPathPrefix(session);
  if (!ou || (prefix !== null && !ou.path.startsWith(prefix))) throw errors.notFound('The organisation unit');
  if (!canDo(session, 'adminOu')) throw errors.unauthorized();
  return ou;
}

async function present(deps: Pick<Deps, 'db'>, ouId: string, secret: string | null): Promise<OuWebhook> {
  const ou = (await webhookTargetOf(deps.db, ouId))!;
  const events = await recentWebhookEvents(deps.db, ouId, RECENT_EVENTS);
  const attempts = await attemptsOf(
    deps.db,
    events.map((e) => e.id),
  );
  return {
    ouId,
    webHookURL: ou.web_hook_url,
    secretSet: ou.webhook_secret !== null,
    secret,
    recentEvents: events.map((e) => ({
      id: e.id,
      type: e.type as OuWebhook['recentEvents'][number]['type'],
      state: e.state as OuWebhook['recentEvents'][number]['state'],
      createdAt: e.created_at,
      nextAttemptAt: e.next_attempt_at,
      attempts: attempts
        .filter((a) => a.webhook_event_id === e.id)
        .map((a) => ({
          attempt: a.attempt,
          at: a.at,
          url: a.url,
          outcome: a.outcome as OuWebhook['recentEvents'][number]['attempts'][number]['outcome'],
          httpStatus: a.http_status,
          error: a.error,
          durationMs: a.duration_ms,
        })),
    })),
  };
}

/** GET /ou/{ouId}/webhook: the address, whether a secret is set (never the secret), and the latest events. */
export async function readOuWebhook(deps: Deps, session: SessionContext, ouId: string): Promise<OuWebhook> {
  await administeredOu(deps, session, ouId);
  return present(deps, ouId, null);
}

/**
 * POST /ou/{ouId}/webhook: sets (or with null removes) the address, checked as docs/product.md §5 says (an
 * http address is accepted with a warning). A secret is drawn when the OU gets an address and has none, or
 * when asked; the answer then carries it, once. History 'webhook' on the OU, without the secret.
 */
export async function saveOuWebhook(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  input: { webHookURL: string | null; regenerateSecret: boolean },
): Promise<OuWebhook> {
  const ou = await administeredOu(deps, session, ouId);
  const url = input.webHookURL?.trim() || null;
  const issues = validateWebhookUrl(url, 'webHookURL');
  if (hasErrors(issues)) throw errors.invalid('body', issues);
  const drawn =
    input.regenerateSecret || (url !== null && ou.webhook_secret === null)
      ? randomBytes(32).toString('hex')
      : undefined;
  const sealed = drawn === undefined ? undefined : await sealWebhookSecret(deps, drawn);
  await deps.db.transaction().execute(async (tx) => {
    await saveWebhookSettings(tx, ouId, { url, secret: sealed });
    await appendHistory(tx, {
      entityType: 'ou',
      entityId: ouId,
      ouId,
      action: 'webhook',
      login: session.login,
      at: deps.clock.now().toISOString(),
      details: { webHookURL: url, previousWebHookURL: ou.web_hook_url, secretDrawn: drawn !== undefined },
    });
  });
  return present(deps, ouId, drawn ?? null);
}
