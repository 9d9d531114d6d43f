import type {
  CheckOptionsBody,
  CreateDeliveryCommandBody,
  DeliveryCommand,
  OptionType,
  OptionValue,
  OrderPlan,
  ProofBody,
  ProofResult,
} from '@postbridge/domain';
import { apiGet, apiPost } from '../../../api/client';
import { fetchBlob, packGroupKeys } from '../packgroups/packGroupsApi';

// The delivery screen's calls (docs/api.md "Orders (delivery commands)"); pack groups come from the pack-group
// step's calls, with the same cache entries.

export { fetchPackGroups } from '../packgroups/packGroupsApi';

export const fetchOptionTypes = () => apiGet<OptionType[]>('/options/type');
export const fetchOptions = () => apiGet<OptionValue[]>('/options');
export const checkOptions = (body: CheckOptionsBody) => apiPost<OrderPlan>('/deliveries/checkOptions', body);
export const orderProof = (body: ProofBody) => apiPost<ProofResult>('/deliveries/proof', body);
export const createCommand = (body: CreateDeliveryCommandBody) =>
  apiPost<DeliveryCommand>('/deliveries/commands', body);

/** A file of the caller (a proof) as a blob: the download needs the session header, so no plain link. */
export const fetchFileBlob = (fileId: string) => fetchBlob(`/files/${encodeURIComponent(fileId)}`);

export const deliveryKeys = {
  packGroups: packGroupKeys.packGroups,
  optionTypes: ['session', 'options', 'types'] as const,
  options: ['session', 'options', 'values'] as const,
  plan: (body: CheckOptionsBody) => ['session', 'deposit', 'plan', body] as const,
};
