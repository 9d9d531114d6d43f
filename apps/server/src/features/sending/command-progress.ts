import { nextCommandState, type DeliveryCommandAction, type DeliveryCommandState } from '@postbridge/domain';
import type { Selectable, Transaction } from 'kysely';
import type { Database, DeliveryCommandTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { moveCommand, setDeliveryState } from './queries';

type CommandRow = Pick<
  Selectable<DeliveryCommandTable>,
  'id' | 'ou_id' | 'job_id' | 'owner_id' | 'state' | 'version'
>;

/**
 * The worker's step of a command (docs/product.md §4, domain `nextCommandState`: process, complete,
 * failCreation, output, failOutput), written only if the command is still in the state and version it was
 * read in, with its history, the OU's webhook (`command.state`) and the state of the deliveries it names (a
 * delivery shows its command's state, docs/domain-decisions.md "Sending"). Answers the new state, or null
 * when the action does not apply or someone changed the command.
 */
export async function progressCommand(
  deps: Pick<Deps, 'clock' | 'queue' | 'dialect'>,
  tx: Transaction<Database>,
  command: CommandRow,
  action: DeliveryCommandAction,
  input: { at: string; deliveryIds: readonly string[]; details?: Record<string, unknown> },
): Promise<DeliveryCommandState | null> {
  const step = nextCommandState(command.state as DeliveryCommandState, action);
  if (!step.ok) return null;
  const moved = await moveCommand(
    deps,
    tx,
    command.id,
    { state: command.state, version: command.version },
    { state: step.state, updated_at: input.at },
  );
  if (!moved) return null;
  await setDeliveryState(deps, tx, input.deliveryIds, step.state, input.at);
  await appendHistory(tx, {
    entityType: 'deliveryCommand',
    entityId: command.id,
    ouId: command.ou_id,
    action,
    state: step.state,
    login: null,
    at: input.at,
    ...(input.details ? { details: input.details } : {}),
  });
  return step.state;
}
