import {
  hasErrors,
  validateWebhookUrl,
  type CreateWebhookSubscriptionBody,
  type UpdateWebhookSubscriptionBody,
  type ValidationIssue,
  type WebhookSubscription,
} from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { flag, newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { webhookOu } from './access';
import { presentSubscription } from './present';
import {
  deleteSubscription as deleteSubscriptionRows,
  insertSubscription,
  newestEventSeq,
  setOuWebhookUrl,
  subscriptionOfOu,
  subscriptionsOfOu,
  updateSubscription as updateSubscriptionRow,
} from './queries';
import { drawWebhookSecret } from './standard-webhooks';
import { sealWebhookSecret } from './webhook-secret';

// Webhook subscriptions of an OU (docs/api.md "Webhooks"), administered by `adminOu` on the OU. A subscription
// hears the events appended after its creation (replay reaches earlier ones); its secret is drawn by the server
// and shown only in the answer of its creation or rotation. Every change is in the OU's history, without the
// secret. The default subscription is the OU's own `webHookURL`: its address is kept in `ou.web_hook_url` too.

/** How long the secret before a rotation still signs: receivers have a day to take the new one. */
const ROTATION_OVERLAP_MS = 24 * 3_600_000;

/** The address of a subscription: required, http(s), checked as the OU webhook's (docs/product.md §5). */
function checkedUrl(url: string, path: string): string {
  const trimmed = url.trim();
  const issues: ValidationIssue[] = trimmed
    ? validateWebhookUrl(trimmed, path)
    : [{ key: 'ou.webhookInvalid', path, severity: 'error', params: { url } }];
  if (hasErrors(issues)) throw errors.invalid('body', issues);
  return trimmed;
}

/** What the history keeps of a subscription: everything but its secret. */
const historyOf = (s: WebhookSubscription) => ({
  subscriptionId: s.id,
  url: s.url,
  description: s.description,
  eventTypes: s.eventTypes,
  enabled: s.enabled,
  isDefault: s.isDefault,
});

export async function writeWebhookHistory(
  deps: Pick<Deps, 'clock'>,
  tx: Transaction<Database>,
  session: SessionContext,
  ouId: string,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await appendHistory(tx, {
    entityType: 'ou',
    entityId: ouId,
    ouId,
    action,
    login: session.login,
    at: deps.clock.now().toISOString(),
    details,
  });
}

export async function listSubscriptions(
  deps: Deps,
  session: SessionContext,
  ouId: string,
): Promise<WebhookSubscription[]> {
  const ou = await webhookOu(deps, session, ouId, 'read');
  return (await subscriptionsOfOu(deps.db, ou.id)).map(presentSubscription);
}

/**
 * Creates a subscription in `tx`; answers it with its secret in clear. Without `withSecret` (an address set with
 * the OU's settings) none is drawn yet: the first delivery draws it, and a rotation shows one.
 */
export async function addSubscription<W extends boolean>(
  deps: Deps,
  tx: Transaction<Database>,
  ouId: string,
  input: { url: string; description: string; eventTypes: string[]; enabled: boolean; isDefault: boolean },
  withSecret: W,
): Promise<{ id: string; secret: W extends true ? string : null }> {
  const id = newId();
  const secret = (withSecret ? drawWebhookSecret() : null) as W extends true ? string : null;
  await insertSubscription(tx, {
    id,
    ou_id: ouId,
    url: input.url,
    description: input.description,
    event_types: JSON.stringify(input.eventTypes),
    enabled: flag(input.enabled),
    is_default: flag(input.isDefault),
    secret: secret === null ? null : await sealWebhookSecret(deps, secret),
    cursor: await newestEventSeq(tx),
    created_at: deps.clock.now().toISOString(),
  });
  return { id, secret };
}

export async function createSubscription(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  body: CreateWebhookSubscriptionBody,
): Promise<{ subscription: WebhookSubscription; secret: string }> {
  const ou = await webhookOu(deps, session, ouId, 'change');
  const url = checkedUrl(body.url, 'url');
  const created = await deps.db.transaction().execute(async (tx) => {
    const made = await addSubscription(
      deps,
      tx,
      ou.id,
      {
        url,
        description: body.description?.trim() ?? '',
        eventTypes: body.eventTypes ?? [],
        enabled: body.enabled ?? true,
        isDefault: false,
      },
      true,
    );
    const row = (await subscriptionOfOu(tx, ou.id, made.id))!;
    await writeWebhookHistory(
      deps,
      tx,
      session,
      ou.id,
      'webhookSubscriptionCreated',
      historyOf(presentSubscription(row)),
    );
    return made;
  });
  return {
    subscription: presentSubscription((await subscriptionOfOu(deps.db, ou.id, created.id))!),
    secret: created.secret,
  };
}

export async function updateSubscription(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  subscriptionId: string,
  body: UpdateWebhookSubscriptionBody,
): Promise<WebhookSubscription> {
  const ou = await webhookOu(deps, session, ouId, 'change');
  const before = await subscriptionOfOu(deps.db, ou.id, subscriptionId);
  if (!before) throw errors.notFound('The webhook subscription');
  const url = checkedUrl(body.url, 'url');
  const enabling = body.enabled && before.enabled !== 1;
  await deps.db.transaction().execute(async (tx) => {
    const changed = await updateSubscriptionRow(tx, before.id, body.version, {
      url,
      description: body.description.trim(),
      event_types: JSON.stringify(body.eventTypes),
      enabled: flag(body.enabled),
      // A subscription enabled again hears what happens from now on, not what it missed (replay sends that).
      ...(enabling ? { cursor: await newestEventSeq(tx), failing_since: null } : {}),
    });
    if (!changed) throw errors.editionConflict();
    if (before.is_default === 1) await setOuWebhookUrl(tx, ou.id, body.enabled ? url : null);
    const after = presentSubscription((await subscriptionOfOu(tx, ou.id, before.id))!);
    await writeWebhookHistory(deps, tx, session, ou.id, 'webhookSubscriptionChanged', {
      ...historyOf(after),
      before: historyOf(presentSubscription(before)),
    });
  });
  return presentSubscription((await subscriptionOfOu(deps.db, ou.id, before.id))!);
}

export async function deleteSubscription(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  subscriptionId: string,
): Promise<WebhookSubscription> {
  const ou = await webhookOu(deps, session, ouId, 'change');
  const row = await subscriptionOfOu(deps.db, ou.id, subscriptionId);
  if (!row) throw errors.notFound('The webhook subscription');
  const gone = presentSubscription(row);
  await deps.db.transaction().execute(async (tx) => {
    await deleteSubscriptionRows(tx, row.id);
    if (row.is_default === 1) await setOuWebhookUrl(tx, ou.id, null);
    await writeWebhookHistory(deps, tx, session, ou.id, 'webhookSubscriptionDeleted', historyOf(gone));
  });
  return gone;
}

/** Draws a new secret; the one before still signs for a day (both signatures are sent). */
export async function rotateSecret(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  subscriptionId: string,
): Promise<{ subscription: WebhookSubscription; secret: string }> {
  const ou = await webhookOu(deps, session, ouId, 'change');
  const secret = await rotateSubscriptionSecret(deps, session, ou.id, subscriptionId);
  return {
    subscription: presentSubscription((await subscriptionOfOu(deps.db, ou.id, subscriptionId))!),
    secret,
  };
}

/** Rotates the secret of a subscription of an OU the caller was checked for; answers the new secret. */
export async function rotateSubscriptionSecret(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  subscriptionId: string,
): Promise<string> {
  const row = await subscriptionOfOu(deps.db, ouId, subscriptionId);
  if (!row) throw errors.notFound('The webhook subscription');
  const secret = drawWebhookSecret();
  const sealed = await sealWebhookSecret(deps, secret);
  const until = new Date(deps.clock.now().getTime() + ROTATION_OVERLAP_MS).toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const changed = await updateSubscriptionRow(tx, row.id, Number(row.version), {
      secret: sealed,
      previous_secret: row.secret,
      previous_secret_until: row.secret ? until : null,
    });
    if (!changed) throw errors.editionConflict();
    await writeWebhookHistory(deps, tx, session, ouId, 'webhookSecretRotated', {
      subscriptionId: row.id,
      url: row.url,
      previousSecretSignsUntil: row.secret ? until : null,
    });
  });
  return secret;
}
