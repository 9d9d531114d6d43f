import type { DeliveryCommand, DeliveryListQuery } from '@postbridge/domain';
import { apiGet } from '../../api/client';

/** GET /deliveries/commands/list (docs/api.md "Orders"): the orders of the range, newest first. */
export const fetchCommandList = (query: Partial<DeliveryListQuery>) =>
  apiGet<{ commands: DeliveryCommand[]; overflow: boolean }>('/deliveries/commands/list', { query });

/** The most orders one list answer holds (the API's `maxResults` limit). */
export const MAX_LIST_RESULTS = 1000;
