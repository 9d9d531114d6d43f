import type { CommandActionBody, DeliveryCommand } from '@postbridge/domain';
import { apiGet, apiPost } from '../../../api/client';

// The validation screen's calls (docs/api.md "Orders (delivery commands)").

export const fetchPendingCommands = () =>
  apiGet<{ commands: DeliveryCommand[]; overflow: boolean }>('/deliveries/commands/list', {
    query: { state: 'AWAIT_VALIDATION' },
  });

export const actOnCommand = (id: string, action: 'validate' | 'reject', body: CommandActionBody) =>
  apiPost<DeliveryCommand>(`/deliveries/commands/${encodeURIComponent(id)}/${action}`, body);

export const pendingCommandsKey = ['session', 'deposit', 'commands', 'AWAIT_VALIDATION'] as const;
