import type { CheckOptionsBody } from '@postbridge/domain';
import { api } from '../../api/api';

// The cost and CO₂ calls of the order screens (docs/api.md "Cost and CO₂"): the estimate of an order being made
// (the delivery screen) and the figures of an order made (the validation screen, the billing tab).

export const estimateCost = (body: CheckOptionsBody) => api.post('/costs/estimate', { body });
export const fetchCommandCost = (deliveryCommandId: string) =>
  api.get('/deliveries/commands/:deliveryCommandId/cost', { params: { deliveryCommandId } });

export const costKeys = {
  estimate: (body: CheckOptionsBody) => ['session', 'costs', 'estimate', body] as const,
  command: (deliveryCommandId: string) => ['session', 'costs', 'command', deliveryCommandId] as const,
};
