import type { DeliveryListQuery } from '@postbridge/domain';
import { api } from '../../api/api';

/** GET /deliveries/commands/list (docs/api.md "Orders"): the orders of the range, newest first. */
export const fetchCommandList = (query: Partial<DeliveryListQuery>) =>
  api.get('/deliveries/commands/list', { query });

/** The most orders one list answer holds (the API's `maxResults` limit). */
export const MAX_LIST_RESULTS = 1000;
