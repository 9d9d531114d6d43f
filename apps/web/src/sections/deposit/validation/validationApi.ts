import {
  PAST_VALIDATION_COMMAND_STATES,
  type CommandActionBody,
  type DeliveryCommand,
} from '@postbridge/domain';
import { apiGet, apiPost } from '../../../api/client';
import { ApiGenericError, EditionConflictError } from '../../../api/errors';

// The validation screen's calls (docs/api.md "Orders (delivery commands)").

const segment = (value: string) => encodeURIComponent(value);

export const fetchPendingCommands = () =>
  apiGet<{ commands: DeliveryCommand[]; overflow: boolean }>('/deliveries/commands/list', {
    query: { state: 'AWAIT_VALIDATION' },
  });

export const fetchCommand = (id: string) => apiGet<DeliveryCommand>(`/deliveries/commands/${segment(id)}`);

/**
 * Validates or rejects a pending command. The version read with it guards two validators acting at once; when
 * it is stale, the command is read again so that a command another validator has already handled answers the
 * server's own words (spec §8 'Your delivery has already been validated.', or "no longer pending").
 */
export async function actOnCommand(
  command: Pick<DeliveryCommand, 'id' | 'version'>,
  action: 'validate' | 'reject',
  validationReason?: string,
): Promise<DeliveryCommand> {
  const body: CommandActionBody = {
    version: command.version,
    ...(validationReason ? { validationReason } : {}),
  };
  try {
    return await apiPost<DeliveryCommand>(`/deliveries/commands/${segment(command.id)}/${action}`, body);
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

export const pendingCommandsKey = ['session', 'deposit', 'commands', 'AWAIT_VALIDATION'] as const;
