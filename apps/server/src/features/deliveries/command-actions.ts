import {
  nextCommandState,
  type CommandActionBody,
  type DeliveryCommand,
  type DeliveryCommandAction,
  type DeliveryCommandActionError,
  type DeliveryCommandState,
} from '@postbridge/domain';
import type { Selectable, Transaction } from 'kysely';
import type { Database, DeliveryCommandTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { scopeFor, type SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { jobById } from '../jobs';
import { NOTIFY_REJECTED_TASK } from '../notifications';
import { recordShipmentStatus } from '../shipments';
import { syncJobState } from './job-orders';
import {
  expiredPendingCommands,
  freePackGroupsOf,
  rejectPackGroupsOf,
  shipmentsOfCommand,
  visibleCommand,
} from './queries';
import { readCommand } from './read-commands';
import { commandById, moveCommand, PROCESS_COMMAND_TASK, setDeliveriesOfCommand } from '../sending';

type UserAction = 'validate' | 'reject' | 'free' | 'cancel';

/**
 * Who may take each action (docs/product.md §6): validators validate and reject, orderers free, `cancel`
 * cancels.
 */
const PERMISSION_OF = {
  validate: 'validate',
  reject: 'validate',
  free: 'createOrders',
  cancel: 'cancel',
} as const;

const LABEL_OF: Record<DeliveryCommandActionError, string> = {
  alreadyValidated: 'error.command.alreadyValidated',
  notPending: 'error.command.notPending',
  cannotFree: 'error.command.cannotFree',
  cannotCancel: 'error.command.cannotCancel',
  notAllowed: 'error.command.notPending',
};

function refused(error: DeliveryCommandActionError, state: string): AppError {
  const messages: Record<DeliveryCommandActionError, string> = {
    alreadyValidated: 'Your delivery has already been validated.',
    notPending: `the command is ${state}, not pending validation`,
    cannotFree: `the recipients of a command in state ${state} cannot be freed`,
    cannotCancel: `a command in state ${state} cannot be cancelled`,
    notAllowed: `the action is not possible in state ${state}`,
  };
  return new AppError(
    'badRequest',
    messages[error],
    LABEL_OF[error] as never,
    { field: 'state', state },
    'state',
  );
}

/**
 * Shipments not yet handed over to their provider (no external id: print output not dropped, e-mail not claimed
 * for sending) are cancelled (-900); answers whether some already were handed over and cannot be stopped.
 */
async function cancelShipmentsOf(
  deps: Deps,
  tx: Transaction<Database>,
  commandId: string,
  at: string,
): Promise<boolean> {
  const shipments = await shipmentsOfCommand(tx, commandId);
  let unstoppable = false;
  for (const shipment of shipments) {
    if (shipment.status_code < 0) continue;
    if (shipment.external_id === null) {
      await recordShipmentStatus(deps, tx, {
        shipmentId: shipment.id,
        statusCode: -900,
        source: 'worker',
        eventId: `cancel:${shipment.id}`,
        at,
        receivedAt: at,
      });
    } else {
      unstoppable = true;
    }
  }
  return unstoppable;
}

/**
 * Applies an action to a command in one transaction: the domain's transition table decides (refusals carry the
 * spec's message keys), `version` (when given) guards two validators acting at once (one wins, the other gets
 * the edition conflict, -13), the pack groups and deliveries follow, the job's state is derived again, history is
 * written, and a validated command's processing is queued.
 */
async function applyAction(
  deps: Deps,
  command: Selectable<DeliveryCommandTable>,
  action: DeliveryCommandAction,
  input: { login: string | null; reason?: string | undefined; version?: number | undefined },
): Promise<void> {
  if (input.version !== undefined && input.version !== command.version) throw errors.editionConflict();
  const from = command.state as DeliveryCommandState;
  const step = nextCommandState(from, action);
  if (!step.ok) throw refused(step.error, from);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    let to = step.state;
    let unstoppable = false;
    if (action === 'cancel') {
      unstoppable = await cancelShipmentsOf(deps, tx, command.id, at);
      if (unstoppable) {
        const partial = nextCommandState(from, 'partiallyCancel');
        if (!partial.ok) throw refused('cannotCancel', from);
        to = partial.state;
      }
    }
    const moved = await moveCommand(
      deps,
      tx,
      command.id,
      { state: from, version: command.version },
      {
        state: to,
        updated_at: at,
        ...(action === 'validate' && { validation_date: at, validated_by: input.login }),
        ...((action === 'reject' || action === 'expire') && {
          rejection_date: at,
          reason: input.reason ?? null,
        }),
        ...(action === 'cancel' && input.reason !== undefined && { reason: input.reason }),
      },
    );
    if (!moved) throw errors.editionConflict();
    await setDeliveriesOfCommand(deps, tx, command.id, to, at);
    if (action === 'reject' || action === 'expire' || action === 'cancel')
      await rejectPackGroupsOf(deps, tx, command.id);
    const freed = action === 'free' ? await freePackGroupsOf(deps, tx, command.id) : 0;
    await appendHistory(tx, {
      entityType: 'deliveryCommand',
      entityId: command.id,
      ouId: command.ou_id,
      action,
      state: to,
      login: input.login,
      at,
      details: {
        from,
        ...(input.reason !== undefined && { reason: input.reason }),
        ...(action === 'free' && { freedPackGroups: freed }),
        ...(unstoppable && { partially: true }),
      },
    });
    const job = await jobById(tx, command.job_id);
    if (job) await syncJobState(deps, tx, job, input.login, at);
    if (to === 'REJECTED' || to === 'AUTOMATICALLY_REJECTED') {
      await deps.queue.enqueue(
        NOTIFY_REJECTED_TASK,
        { commandId: command.id },
        { tx, singletonKey: `rejected:${command.id}` },
      );
    }
    if (to === 'VALIDATED') {
      await deps.queue.enqueue(
        PROCESS_COMMAND_TASK,
        { commandId: command.id },
        { tx, singletonKey: `command:${command.id}` },
      );
    }
  });
}

/** POST /deliveries/commands/{id}/validate|reject|free|cancel, for a caller whose scope covers the command. */
export async function commandAction(
  deps: Deps,
  session: SessionContext,
  commandId: string,
  action: UserAction,
  body: CommandActionBody,
): Promise<DeliveryCommand> {
  const command = await visibleCommand(deps.db, scopeFor(session, PERMISSION_OF[action]), commandId);
  if (!command) {
    // Not even seen → -3 (readCommand throws; the command's existence is not disclosed); seen → -12.
    await readCommand(deps, session, commandId);
    throw errors.unauthorized();
  }
  await applyAction(deps, command, action, {
    login: session.login,
    reason: body.validationReason,
    version: body.version,
  });
  return readCommand(deps, session, commandId);
}

/**
 * The expiry task (docs/product.md §4 AUTOMATICALLY_REJECTED): each command still pending validation when its
 * delay has run out is rejected by the system (history login null, reason 'expired'). Scheduled per command
 * at its creation; also sweeps any command whose delay passed (after downtime).
 */
export async function expireCommands(deps: Deps, payload: { commandId?: string }): Promise<void> {
  const now = deps.clock.now().toISOString();
  const due = payload.commandId
    ? [await commandById(deps.db, payload.commandId)].filter(
        (c): c is Selectable<DeliveryCommandTable> =>
          c !== undefined && c.state === 'AWAIT_VALIDATION' && c.expires_at !== null && c.expires_at <= now,
      )
    : await expiredPendingCommands(deps.db, now);
  for (const command of due) {
    try {
      await applyAction(deps, command, 'expire', { login: null, reason: 'expired' });
    } catch (err) {
      // Validated or rejected meanwhile: nothing to expire.
      if (!(err instanceof AppError)) throw err;
    }
  }
}
