import {
  canJobTransition,
  PAST_VALIDATION_COMMAND_STATES,
  type DeliveryCommandState,
  type JobState,
} from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { appendHistory } from '../../platform/history/queries';
import type { EventDeps } from '../../platform/events';
import { moveJobState } from '../jobs';
import { jobStateOf, orderSummaryOfJob } from './queries';

// A job summarises the ordering of its pack groups (docs/domain-decisions.md "Jobs"). After every change of
// its commands, its state is derived again from its pack groups and commands.

/**
 * The job state its orders give:
 * - a command awaits a validator → PACK_GROUPS_CREATED_AWAIT_VALIDATION;
 * - a command was rejected or expired and its recipients are not freed → PACK_GROUPS_CREATED_ERROR;
 * - nothing ordered past validation → PACK_GROUPS_CREATED (CANCELLED when every pack group was cancelled);
 * - some pack groups ordered past validation and some still free → PACK_GROUPS_CREATED_REMAINING;
 * - every pack group not rejected by the depositor is in a command past validation → PACK_GROUPS_CREATED_SENT.
 */
function jobStateFromOrders(summary: Awaited<ReturnType<typeof orderSummaryOfJob>>): JobState {
  const commandState = new Map(summary.commands.map((c) => [c.id, c.state as DeliveryCommandState]));
  const states = [...commandState.values()];
  if (states.includes('AWAIT_VALIDATION')) return 'PACK_GROUPS_CREATED_AWAIT_VALIDATION';
  const rejectedNotFreed = summary.packGroups.some(
    (p) =>
      p.command_id !== null &&
      ['REJECTED', 'AUTOMATICALLY_REJECTED'].includes(commandState.get(p.command_id) ?? ''),
  );
  if (rejectedNotFreed) return 'PACK_GROUPS_CREATED_ERROR';
  const free = summary.packGroups.some((p) => p.command_id === null && p.state === 'CREATED');
  const past = summary.packGroups.some(
    (p) => p.command_id !== null && PAST_VALIDATION_COMMAND_STATES.includes(commandState.get(p.command_id)!),
  );
  const cancelledOnly =
    summary.packGroups.length > 0 &&
    summary.packGroups.every((p) => p.command_id !== null && commandState.get(p.command_id) === 'CANCELLED');
  if (cancelledOnly) return 'CANCELLED';
  if (!past) return 'PACK_GROUPS_CREATED';
  return free ? 'PACK_GROUPS_CREATED_REMAINING' : 'PACK_GROUPS_CREATED_SENT';
}

/** Derives the job's state again and moves it, with a history entry, when it changed (and may change). */
export async function syncJobState(
  deps: EventDeps,
  tx: Transaction<Database>,
  job: { id: string; ou_id: string; state: string },
  login: string | null,
  at: string,
): Promise<void> {
  const next = jobStateFromOrders(await orderSummaryOfJob(tx, job.id));
  const current = (await jobStateOf(tx, job.id)) as JobState;
  if (next === current || !canJobTransition(current, next)) return;
  if (!(await moveJobState(deps, tx, job.id, [current], next, at))) return;
  await appendHistory(tx, {
    entityType: 'job',
    entityId: job.id,
    ouId: job.ou_id,
    action: 'orders',
    state: next,
    login,
    at,
  });
}
