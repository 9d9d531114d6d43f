import type { CheckOptionsBody, CreateDeliveryCommandBody, ProofBody } from '@postbridge/domain';
import { api } from '../../../api/api';
import { fetchBlob, packGroupKeys } from '../packgroups/packGroupsApi';

// The delivery screen's calls (docs/api.md "Orders (delivery commands)"); pack groups come from the pack-group
// step's calls, with the same cache entries.

export { fetchPackGroups } from '../packgroups/packGroupsApi';

export const fetchOptionTypes = () => api.get('/options/type');
export const fetchOptions = () => api.get('/options', { query: {} });
export const checkOptions = (body: CheckOptionsBody) => api.post('/deliveries/checkOptions', { body });
export const orderProof = (body: ProofBody) => api.post('/deliveries/proof', { body });
export const createCommand = (body: CreateDeliveryCommandBody) => api.post('/deliveries/commands', { body });

/** A file of the caller (a proof) as a blob: the download needs the session header, so no plain link. */
export const fetchFileBlob = (fileId: string) => fetchBlob(`/files/${encodeURIComponent(fileId)}`);

export const deliveryKeys = {
  packGroups: packGroupKeys.packGroups,
  optionTypes: ['session', 'options', 'types'] as const,
  options: ['session', 'options', 'values'] as const,
  plan: (body: CheckOptionsBody) => ['session', 'deposit', 'plan', body] as const,
};
