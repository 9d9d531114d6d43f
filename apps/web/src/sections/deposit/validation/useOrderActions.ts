import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryCommand } from '@postbridge/domain';
import { refreshAfterOrderChange } from '../../../app/queries';
import { actOnCommands, type OrderAction } from './validationApi';

export interface OrderActionInput {
  commands: DeliveryCommand[];
  action: OrderAction;
  reason?: string;
}

/**
 * Validating or rejecting one order or a selection: each order on its own (validationApi.actOnCommands), then
 * everything this tab shows of orders is read again — this list, the counters of home, Manage's lists and details.
 */
export function useOrderActions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commands, action, reason }: OrderActionInput) => actOnCommands(commands, action, reason),
    onSettled: () => refreshAfterOrderChange(queryClient),
  });
}
