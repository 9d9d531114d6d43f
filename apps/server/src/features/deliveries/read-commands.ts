import {
  canApplyCommandAction,
  type Delivery,
  type DeliveryCommand,
  type DeliveryCommandState,
  type DeliveryListQuery,
} from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { DeliveryCommandTable } from '../../platform/db/schema';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { scopeFor, viewScope, type SessionContext } from '../../platform/policy';
import { historyOf } from '../../platform/history/queries';
import { rangeOf } from '../counters';
import { presentDelivery } from '../shipments';
import {
  commandIdsIn,
  deliveriesOfCommands,
  jobNamesOf,
  loginsOf,
  packGroupsPerCommand,
  recipientsPerDelivery,
  visibleCommand,
  visibleCommands,
  visibleCommandsIn,
  visibleDeliveries,
  visibleDelivery,
} from './queries';

const ACTIONS = ['free', 'reject', 'validate', 'cancel'] as const;

/** Commands as the API shows them, with their deliveries and the actions the caller may take on each. */
async function presentCommands(
  deps: Deps,
  session: SessionContext,
  rows: Selectable<DeliveryCommandTable>[],
): Promise<DeliveryCommand[]> {
  const ids = rows.map((r) => r.id);
  const recipientsOf = async () => {
    const found = await deliveriesOfCommands(deps.db, ids);
    return { deliveries: found, recipients: await recipientsPerDelivery(deps.db, found) };
  };
  const [{ deliveries, recipients }, packGroups, logins, jobNames, validatable, cancellable, freeable] =
    await Promise.all([
      recipientsOf(),
      packGroupsPerCommand(deps.db, ids),
      loginsOf(
        deps.db,
        rows.map((r) => r.owner_id),
      ),
      jobNamesOf(
        deps.db,
        rows.map((r) => r.job_id),
      ),
      commandIdsIn(deps.db, scopeFor(session, 'validate'), ids),
      commandIdsIn(deps.db, scopeFor(session, 'cancel'), ids),
      commandIdsIn(deps.db, scopeFor(session, 'createOrders'), ids),
    ]);
  const allowedBy = { validate: validatable, reject: validatable, cancel: cancellable, free: freeable };
  return rows.map((row) => ({
    id: row.id,
    jobId: row.job_id,
    jobName: jobNames.get(row.job_id) ?? '',
    serviceId: row.service_id,
    ouId: row.ou_id,
    ownerId: row.owner_id,
    ownerLogin: logins.get(row.owner_id) ?? null,
    createdBy: row.created_by,
    state: row.state as DeliveryCommandState,
    creationDate: row.creation_date,
    updateDate: row.updated_at,
    expectedPostDate: row.expected_post_date,
    postDate: row.post_date,
    needsValidation: row.needs_validation === 1,
    expiresAt: row.expires_at,
    validationDate: row.validation_date,
    rejectionDate: row.rejection_date,
    validatedBy: row.validated_by,
    reason: row.reason,
    comment: row.comment,
    packGroupCount: packGroups.get(row.id) ?? 0,
    serviceChannelOptions: parseJson(row.options, {}),
    deliveries: deliveries
      .filter((d) => d.command_id === row.id)
      .map((d) => presentDelivery(d, row, recipients.get(d.id) ?? 0)),
    actions: ACTIONS.filter(
      (action) =>
        allowedBy[action].has(row.id) && canApplyCommandAction(row.state as DeliveryCommandState, action),
    ),
    version: row.version,
  }));
}

/** GET /deliveries/commands/{id}: a command the caller may see. */
export async function readCommand(deps: Deps, session: SessionContext, id: string): Promise<DeliveryCommand> {
  const row = await visibleCommand(deps.db, viewScope(session), id);
  if (!row) throw errors.notFound('The delivery command');
  return (await presentCommands(deps, session, [row]))[0]!;
}

/**
 * A list's filters (docs/product.md §7): the range (default: the caller's search range) unless the list is of
 * one job or external id, an owner (`targetOwnerId`), an OU and the OUs below it (`targetOUId`), a state.
 */
function listFilterOf(
  deps: Deps,
  session: SessionContext,
  query: DeliveryListQuery & { externalId?: string | undefined },
) {
  const byKey = query.jobId ?? query.externalId;
  return {
    range: byKey ? undefined : rangeOf(session, query, deps.clock.now()),
    ownerId: query.targetOwnerId,
    ouId: query.targetOUId,
    state: query.state,
    jobId: query.jobId,
    // One row more than the page: the cap that tells `overflow` without counting every match (docs/product.md
    // §8).
    limit: query.maxResults + 1,
  };
}

/** GET /deliveries/commands/list and /deliveries/commands?jobId=: the commands of the search range. */
export async function listCommands(deps: Deps, session: SessionContext, query: DeliveryListQuery) {
  const rows = await visibleCommands(deps.db, viewScope(session), listFilterOf(deps, session, query));
  return {
    commands: await presentCommands(deps, session, rows.slice(0, query.maxResults)),
    overflow: rows.length > query.maxResults,
  };
}

/** GET /deliveries/list, /deliveries?jobId=, /deliveries?externalId=. */
export async function listDeliveries(
  deps: Deps,
  session: SessionContext,
  query: DeliveryListQuery & { externalId?: string | undefined; channelType?: string | undefined },
) {
  const rows = await visibleDeliveries(deps.db, viewScope(session), {
    ...listFilterOf(deps, session, query),
    externalId: query.externalId,
    channelType: query.channelType,
  });
  const shown = rows.slice(0, query.maxResults);
  const commandIds = [...new Set(shown.map((d) => d.command_id))];
  const [recipients, commands] = await Promise.all([
    recipientsPerDelivery(deps.db, shown),
    visibleCommandsIn(deps.db, viewScope(session), commandIds),
  ]);
  const byId = new Map(commands.map((c) => [c.id, c] as const));
  return {
    deliveries: shown.map((d) => presentDelivery(d, byId.get(d.command_id), recipients.get(d.id) ?? 0)),
    overflow: rows.length > query.maxResults,
  };
}

/** GET /deliveries/{id}. */
export async function readDelivery(deps: Deps, session: SessionContext, id: string): Promise<Delivery> {
  const row = await visibleDelivery(deps.db, viewScope(session), id);
  if (!row) throw errors.notFound('The delivery');
  const command = await visibleCommand(deps.db, viewScope(session), row.command_id);
  const recipients = await recipientsPerDelivery(deps.db, [row]);
  return presentDelivery(row, command, recipients.get(row.id) ?? 0);
}

/** The history of a command or a delivery (its command's history, then its own). */
export async function revisionsOf(
  deps: Deps,
  session: SessionContext,
  kind: 'deliveryCommand' | 'delivery',
  id: string,
) {
  const entityIds =
    kind === 'deliveryCommand'
      ? [(await readCommand(deps, session, id)).id]
      : await (async () => {
          const delivery = await readDelivery(deps, session, id);
          return [delivery.commandId, delivery.id];
        })();
  const rows = (
    await Promise.all(
      entityIds.map((entityId, i) => historyOf(deps.db, i === 0 ? 'deliveryCommand' : 'delivery', entityId)),
    )
  ).flat();
  return rows
    .map((r) => ({
      id: Number(r.id),
      action: r.action,
      state: r.state,
      loggedUserLogin: r.login,
      date: r.at,
      details: parseJson<Record<string, unknown> | null>(r.details, null),
    }))
    .sort((a, b) => a.id - b.id);
}
