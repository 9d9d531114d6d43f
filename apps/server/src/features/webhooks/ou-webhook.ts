import { hasErrors, validateWebhookUrl, type OuWebhook } from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { webhookOu } from './access';
import { presentDeliveries } from './present';
import {
  deliveriesPage,
  defaultSubscriptionOf,
  newestEventSeq,
  setOuWebhookUrl,
  updateSubscription,
} from './queries';
import { addSubscription, rotateSubscriptionSecret, writeWebhookHistory } from './subscriptions';

// An OU's own webhook (docs/product.md §3 webHookURL, §5) is its default subscription: every event type, the
// address kept in `ou.web_hook_url` as well (the OU's settings show and save it). Setting an address creates the
// default subscription or changes its address (and enables it again); null disables it, keeping its delivery
// log and secret. GET/POST /ou/{ouId}/webhook read and write it; the subscription endpoints see it too.

/** Deliveries shown with the settings, to see what was sent and why it failed. */
const RECENT_DELIVERIES = 20;

async function present(deps: Pick<Deps, 'db'>, ouId: string, secret: string | null): Promise<OuWebhook> {
  const sub = await defaultSubscriptionOf(deps.db, ouId);
  const rows = sub ? await deliveriesPage(deps.db, sub.id, RECENT_DELIVERIES, 0) : [];
  return {
    ouId,
    webHookURL: sub?.enabled === 1 ? sub.url : null,
    subscriptionId: sub?.id ?? null,
    secretSet: !!sub?.secret,
    secret,
    recentEvents: await presentDeliveries(deps.db, rows),
  };
}

/**
 * Makes `url` the OU's own webhook address in `tx` (null disables it). Answers the secret when a default
 * subscription was created with one drawn (`drawSecret`); without it, its secret is drawn at its first delivery.
 * For the OU's settings (features/ou, which wrote `ou.web_hook_url` itself: `ouWritten`) as for
 * POST /ou/{ouId}/webhook.
 */
export async function applyOuWebhookUrl(
  deps: Deps,
  tx: Transaction<Database>,
  ouId: string,
  url: string | null,
  options: { drawSecret: boolean; ouWritten: boolean },
): Promise<string | null> {
  if (!options.ouWritten) await setOuWebhookUrl(tx, ouId, url);
  const sub = await defaultSubscriptionOf(tx, ouId);
  if (!sub) {
    if (url === null) return null;
    const made = await addSubscription(
      deps,
      tx,
      ouId,
      { url, description: '', eventTypes: [], enabled: true, isDefault: true },
      options.drawSecret,
    );
    return made.secret;
  }
  const enabling = url !== null && sub.enabled !== 1;
  await updateSubscription(tx, sub.id, Number(sub.version), {
    url: url ?? sub.url,
    enabled: url === null ? 0 : 1,
    ...(enabling ? { cursor: await newestEventSeq(tx), failing_since: null } : {}),
  });
  return null;
}

/** GET /ou/{ouId}/webhook: the address, whether a secret is set (never the secret), and the latest deliveries. */
export async function readOuWebhook(deps: Deps, session: SessionContext, ouId: string): Promise<OuWebhook> {
  const ou = await webhookOu(deps, session, ouId, 'read');
  return present(deps, ou.id, null);
}

/**
 * POST /ou/{ouId}/webhook: sets (or with null disables) the address, checked as docs/product.md §5 says (an
 * http address is accepted with a warning). A secret is drawn when the OU gets its default subscription, or on
 * `regenerateSecret` (a rotation: the one before still signs for a day); the answer then carries it, once.
 * History 'webhook' on the OU, without the secret.
 */
export async function saveOuWebhook(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  input: { webHookURL: string | null; regenerateSecret: boolean },
): Promise<OuWebhook> {
  const ou = await webhookOu(deps, session, ouId, 'change');
  const url = input.webHookURL?.trim() || null;
  const issues = validateWebhookUrl(url, 'webHookURL');
  if (hasErrors(issues)) throw errors.invalid('body', issues);
  let drawn = await deps.db.transaction().execute(async (tx) => {
    const secret = await applyOuWebhookUrl(deps, tx, ou.id, url, { drawSecret: true, ouWritten: false });
    await writeWebhookHistory(deps, tx, session, ou.id, 'webhook', {
      webHookURL: url,
      previousWebHookURL: ou.web_hook_url,
      secretDrawn: secret !== null,
    });
    return secret;
  });
  const sub = await defaultSubscriptionOf(deps.db, ou.id);
  if (sub && drawn === null && (input.regenerateSecret || (url !== null && !sub.secret)))
    drawn = await rotateSubscriptionSecret(deps, session, ou.id, sub.id);
  return present(deps, ou.id, drawn);
}
