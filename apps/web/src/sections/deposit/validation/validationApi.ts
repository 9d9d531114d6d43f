import {
  PAST_VALIDATION_COMMAND_STATES,
  type CommandActionBody,
  type DeliveryCommand,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiGenericError, EditionConflictError } from '../../../api/errors';
import { orderProof } from '../delivery/deliveryApi';

// The validation screen's calls (docs/api.md "Orders (delivery commands)").

export const fetchPendingCommands = () =>
  api.get('/deliveries/commands/list', { query: { state: 'AWAIT_VALIDATION' } });

const fetchCommand = (deliveryCommandId: string) =>
  api.get('/deliveries/commands/:deliveryCommandId', { params: { deliveryCommandId } });

/**
 * Validates or rejects a pending command. The version read with it guards two validators acting at once; when
 * it is stale, the command is read again so that a command another validator has already handled answers the
 * server's own words (docs/product.md §8 'Your delivery has already been validated.', or "no longer
 * pending").
 */
async function actOnCommand(
  command: Pick<DeliveryCommand, 'id' | 'version'>,
  action: OrderAction,
  validationReason?: string,
): Promise<DeliveryCommand> {
  const body: CommandActionBody = {
    version: command.version,
    ...(validationReason ? { validationReason } : {}),
  };
  try {
    return await api.post(`/deliveries/commands/:deliveryCommandId/${action}`, {
      params: { deliveryCommandId: command.id },
      body,
    });
  } catch (error) {
    if (!(error instanceof EditionConflictError)) throw error;
    const now = await fetchCommand(command.id);
    if (now.state === 'AWAIT_VALIDATION') throw error;
    const past = PAST_VALIDATION_COMMAND_STATES.includes(now.state);
    throw new ApiGenericError({
      code: -2,
      message: `the command is ${now.state}`,
      labelId: past ? 'error.command.alreadyValidated' : 'error.command.notPending',
      params: { state: now.state },
    });
  }
}

export type OrderAction = 'validate' | 'reject';

/** What became of one order of a validator's selection: done, or the server's refusal. */
export interface ActionOutcome {
  command: DeliveryCommand;
  error: unknown;
}

/**
 * Validates or rejects several orders, one after the other: each is checked by the server on its own (its
 * version, its state, the caller's right on it), so one refusal ("already validated") stops only that order.
 */
export async function actOnCommands(
  commands: readonly DeliveryCommand[],
  action: OrderAction,
  validationReason?: string,
): Promise<ActionOutcome[]> {
  const outcomes: ActionOutcome[] = [];
  for (const command of commands) {
    try {
      await actOnCommand(command, action, validationReason);
      outcomes.push({ command, error: null });
    } catch (error) {
      outcomes.push({ command, error });
    }
  }
  return outcomes;
}

/** The proof of one letter of an order, composed with the order's options (POST /deliveries/proof). */
export const letterProof = (command: Pick<DeliveryCommand, 'serviceChannelOptions'>, packGroupId: string) =>
  orderProof({
    packGroupIds: [packGroupId],
    serviceChannelOptions: command.serviceChannelOptions,
    expectedProofsPerServiceChannelLabel: 1,
  });

export const pendingCommandsKey = ['session', 'deposit', 'commands', 'AWAIT_VALIDATION'] as const;
