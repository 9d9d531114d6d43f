import {
  hasPermission,
  type CostSettingsSaveBody,
  type PriceListSaveBody,
  type SessionUser,
} from '@postbridge/domain';
import { api } from '../../../api/api';

// System > Costs and CO₂ (docs/api.md "Cost and CO₂"): superAdmin changes, superAdminView reads, as the server
// decides (endpoints/costs.ts).

export const COST_SETTINGS_KEY = ['session', 'system', 'costs'] as const;

export const fetchCostSettings = () => api.get('/system/costs');
export const saveCostSettings = (body: CostSettingsSaveBody) => api.post('/system/costs', { body });
export const savePriceList = (channelId: string, body: PriceListSaveBody) =>
  api.post('/system/costs/channels/:channelId', { params: { channelId }, body });

export const canReadCosts = (user: SessionUser | null): boolean =>
  !!user &&
  (hasPermission(user.permissions, 'superAdmin') || hasPermission(user.permissions, 'superAdminView'));

export const canChangeCosts = (user: SessionUser | null): boolean =>
  !!user && hasPermission(user.permissions, 'superAdmin');
