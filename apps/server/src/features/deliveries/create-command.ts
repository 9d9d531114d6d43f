import { createHash } from 'node:crypto';
import type {
  CheckOptionsBody,
  CreateDeliveryCommandBody,
  DeliveryCommand,
  OrderPlan,
  ServiceChannelOptions,
} from '@postbridge/domain';
import { analyzeAfterBulkWrite } from '../../platform/db/statistics';
import { isSet, newId, parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { canDo, scopeFor, type Scope, type SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { allChannels, presentChannel } from '../channels';
import { consentLinkSignerFor, consentLinkSource, recipientChoicesFor } from '../recipients';
import { jobById, jobFlagsOf } from '../jobs';
import { visiblePackGroups } from '../pack-groups';
import { serviceById, storedConfiguration } from '../services';
import { syncJobState } from './job-orders';
import { insertCommand, insertDeliveries, type Plan, planOrder, PROCESS_COMMAND_TASK } from '../sending';
import { commandByRequestKey, markPrintedFilesOrdered, orderPackGroups, ownerProfileOf } from './queries';
import { readCommand } from './read-commands';
import { EXPIRE_COMMAND_TASK } from './tasks';

/** A delivery's number as people read it: D + the day + 10 random hex digits (unique, see the nuid index). */
const newNuid = (at: Date) =>
  `D${at.toISOString().slice(0, 10).replaceAll('-', '')}-${newId().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/** The pack groups of an order, the job and service they belong to, and the plan: shared by check and create. */
export async function prepareOrder(
  deps: Deps,
  session: SessionContext,
  body: {
    packGroupIds: string[];
    serviceChannelOptions: ServiceChannelOptions;
    expectedPostDate?: string | undefined;
  },
  /** Where the pack groups are looked for: those the caller may order, unless told otherwise (proofs). */
  scope: Scope = scopeFor(session, 'createOrders'),
) {
  const ids = [...new Set(body.packGroupIds)];
  const rows = await visiblePackGroups(deps.db, scope, ids);
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) {
    throw new AppError(
      'notFound',
      `The pack groups ${missing.join(', ')} could not be found.`,
      'error.notFound',
      {
        field: 'packGroupIds',
      },
    );
  }
  const jobIds = [...new Set(rows.map((r) => r.job_id))];
  if (jobIds.length !== 1)
    throw errors.badRequest('packGroupIds', 'an order holds the pack groups of one job');
  const job = await jobById(deps.db, jobIds[0]!);
  if (!job) throw errors.notFound('The job');
  const flags = jobFlagsOf(job);
  if (flags.frozen || flags.locked) throw errors.badRequest('jobId', 'the job is frozen or locked');
  const serviceRow = await serviceById(deps.db, job.service_id ?? '');
  if (!serviceRow || serviceRow.removed)
    throw errors.badRequest('serviceId', 'the service of this job no longer exists');
  const service = storedConfiguration(serviceRow);
  const channels = new Map((await allChannels(deps.db)).map((row) => [row.id, presentChannel(row)] as const));
  const recipientChoices = await recipientChoicesFor(
    deps.db,
    job.ou_id,
    rows.flatMap((r) => (r.identifier ? [r.identifier] : [])),
  );
  const plan = planOrder({
    service,
    recipientChoices,
    consentLink: consentLinkSource(await consentLinkSignerFor(deps, job.ou_id)),
    packGroups: rows.map((r) => ({
      id: r.id,
      identifier: r.identifier,
      requirements: parseJson(r.requirements, {}),
      metadata: parseJson(r.metadata, {}),
      metadataIssues: parseJson(r.metadata_issues, []),
      preflight: parseJson(r.preflight, []),
    })),
    channels,
    serviceChannelOptions: body.serviceChannelOptions,
    expectedPostDate: body.expectedPostDate,
    now: deps.clock.now(),
  });
  return { ids, rows, job, service, plan };
}

const presentPlan = ({ assignment: _assignment, ...plan }: Plan): OrderPlan => plan;

/** POST /deliveries/checkOptions: where the pack groups would go, with which options and post date, and why not. */
export async function checkOptions(
  deps: Deps,
  session: SessionContext,
  body: CheckOptionsBody,
): Promise<OrderPlan> {
  if (!canDo(session, 'createOrders')) throw errors.unauthorized();
  return presentPlan((await prepareOrder(deps, session, body)).plan);
}

/** The same order sent twice (double click, retried request) has the same key, and so makes one command. */
function requestKeyOf(jobId: string, ids: string[], body: CreateDeliveryCommandBody): string {
  const options = Object.fromEntries(
    Object.entries(body.serviceChannelOptions)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([label, values]) => [label, [...values].sort()]),
  );
  const text = JSON.stringify([jobId, [...ids].sort(), options, body.expectedPostDate ?? null]);
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Hours a command waits for a validator before it is automatically rejected (docs/product.md §4
 * AUTOMATICALLY_REJECTED).
 */
const expiryHours = (deps: Deps) => deps.config.commandValidationHours;

/**
 * POST /deliveries/commands (docs/product.md §3 "Delivery creation"): the pack groups of one job are ordered.
 * The order is planned (channels, options, post date; refused with every issue when an option is not offered,
 * the expected post date is outside what a channel allows, or nothing can be sent); one delivery is made per
 * service channel used; pack groups no channel can carry are marked NOT_ELIGIBLE. The command waits in
 * AWAIT_VALIDATION when the owner's profile needs validation (until `commandValidationHours`, then
 * AUTOMATICALLY_REJECTED), else it is VALIDATED and its processing is queued. Idempotent: the same order
 * again answers the command it made; a pack group ordered meanwhile by another order is refused (-2, field
 * packGroupIds).
 */
export async function createCommand(
  deps: Deps,
  session: SessionContext,
  body: CreateDeliveryCommandBody,
): Promise<DeliveryCommand> {
  if (!canDo(session, 'createOrders')) throw errors.unauthorized();
  const { ids, rows, job, service, plan } = await prepareOrder(deps, session, body);
  const requestKey = requestKeyOf(job.id, ids, body);
  const existing = await commandByRequestKey(deps.db, requestKey);
  if (existing) return readCommand(deps, session, existing.id);
  const errorsOnly = plan.issues.filter((i) => i.severity === 'error');
  if (errorsOnly.length) throw errors.invalid('body', errorsOnly);
  const notFree = rows.filter((r) => r.state !== 'CREATED' || r.command_id !== null);
  if (notFree.length) throw alreadyOrdered(notFree.map((r) => r.id));

  const owner = await ownerProfileOf(deps.db, job.owner_id);
  const needsValidation = isSet(owner?.needs_validation ?? 0);
  const now = deps.clock.now();
  const at = now.toISOString();
  const commandId = newId();
  const state = needsValidation ? 'AWAIT_VALIDATION' : 'VALIDATED';
  const expiresAt = needsValidation
    ? new Date(now.getTime() + expiryHours(deps) * 3_600_000).toISOString()
    : null;
  const deliveries = plan.channels.map((c) => ({
    id: newId(),
    command_id: commandId,
    job_id: job.id,
    ou_id: job.ou_id,
    owner_id: job.owner_id,
    service_id: service.id,
    channel_id: c.channelId,
    service_channel_label: c.serviceChannelLabel,
    name: `${job.name} — ${c.serviceChannelLabel}`,
    nuid: newNuid(now),
    external_id: null,
    state,
    post_date: plan.postDate,
    options: JSON.stringify(c.options),
    fallback_origin_id: null,
    creation_date: at,
    updated_at: at,
  }));
  const byDelivery = new Map<string | null, string[]>();
  for (const [i, c] of plan.channels.entries()) byDelivery.set(deliveries[i]!.id, c.packGroupIds);
  byDelivery.set(
    null,
    plan.notEligible.map((n) => n.packGroupId),
  );

  try {
    await deps.db.transaction().execute(async (tx) => {
      await insertCommand(deps, tx, {
        id: commandId,
        ou_id: job.ou_id,
        owner_id: job.owner_id,
        job_id: job.id,
        state,
        creation_date: at,
        updated_at: at,
        service_id: service.id,
        options: JSON.stringify(body.serviceChannelOptions),
        expected_post_date: body.expectedPostDate ?? null,
        post_date: plan.postDate,
        needs_validation: needsValidation ? 1 : 0,
        expires_at: expiresAt,
        validation_date: needsValidation ? null : at,
        comment: body.comment ?? null,
        request_key: requestKey,
        created_by: session.login,
      });
      await insertDeliveries(deps, tx, deliveries);
      const moved = await orderPackGroups(deps, tx, commandId, byDelivery);
      if (moved !== ids.length) throw alreadyOrdered(ids);
      for (const printed of await markPrintedFilesOrdered(tx, job.id, commandId)) {
        await appendHistory(tx, {
          entityType: 'printedFile',
          entityId: printed.id,
          ouId: printed.ou_id,
          action: 'ordered',
          state: 'ordered',
          login: session.login,
          at,
          details: { jobId: job.id, commandId },
        });
      }
      await appendHistory(tx, {
        entityType: 'deliveryCommand',
        entityId: commandId,
        ouId: job.ou_id,
        action: 'create',
        state,
        login: session.login,
        at,
        details: {
          jobId: job.id,
          packGroups: ids.length,
          notEligible: plan.notEligible.length,
          channels: plan.channels.map((c) => c.serviceChannelLabel),
          postDate: plan.postDate,
        },
      });
      await syncJobState(deps, tx, job, session.login, at);
      if (needsValidation) {
        await deps.queue.enqueue(
          EXPIRE_COMMAND_TASK,
          { commandId },
          { tx, runAt: new Date(expiresAt!), singletonKey: `expire:${commandId}` },
        );
      } else {
        await deps.queue.enqueue(
          PROCESS_COMMAND_TASK,
          { commandId },
          { tx, singletonKey: `command:${commandId}` },
        );
      }
    });
  } catch (err) {
    // Two identical orders at once: the unique request key lets one in; the other answers its command.
    const winner = await commandByRequestKey(deps.db, requestKey);
    if (winner) return readCommand(deps, session, winner.id);
    throw err;
  }
  // An order of many letters rewrote their pack groups' command and delivery, the keys the lists count by.
  // The order is made whatever ANALYZE answers.
  await analyzeAfterBulkWrite(deps.db, ['pack_group'], ids.length).catch((err: unknown) =>
    deps.log.warn({ err, commandId }, 'analyze after an order failed'),
  );
  return readCommand(deps, session, commandId);
}

function alreadyOrdered(ids: string[]): AppError {
  return new AppError(
    'badRequest',
    `packGroupIds: ${ids.length} pack group(s) are already ordered, rejected or changed: ${ids.slice(0, 10).join(', ')}`,
    'error.packGroupsAlreadyOrdered',
    { field: 'packGroupIds', count: ids.length },
    'packGroupIds',
  );
}
