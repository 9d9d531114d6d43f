import {
  AUTH_TOKEN_HEADER,
  type CheckOptionsBody,
  type CreateDeliveryCommandBody,
  type DeliveryCommand,
  type OptionType,
  type OptionValue,
  type OrderPlan,
  type PackGroup,
  type ProofBody,
  type ProofResult,
} from '@postbridge/domain';
import { apiGet, apiPost } from '../../../api/client';
import { ApiGenericError } from '../../../api/errors';
import { readToken } from '../../../api/token';

// The delivery screen's calls (docs/api.md "Orders (delivery commands)").

const segment = (value: string) => encodeURIComponent(value);

export const fetchPackGroups = (jobId: string) => apiGet<PackGroup[]>(`/jobs/${segment(jobId)}/packGroups`);
export const fetchOptionTypes = () => apiGet<OptionType[]>('/options/type');
export const fetchOptions = () => apiGet<OptionValue[]>('/options');
export const checkOptions = (body: CheckOptionsBody) => apiPost<OrderPlan>('/deliveries/checkOptions', body);
export const orderProof = (body: ProofBody) => apiPost<ProofResult>('/deliveries/proof', body);
export const createCommand = (body: CreateDeliveryCommandBody) =>
  apiPost<DeliveryCommand>('/deliveries/commands', body);

/** A file of the caller (a proof) as a blob: the download needs the session header, so no plain link. */
export async function fetchFileBlob(fileId: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(`/api/files/${segment(fileId)}`, {
    headers: token ? { [AUTH_TOKEN_HEADER]: token } : {},
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    throw new ApiGenericError({ code: -1, message: `HTTP ${response.status}`, labelId: 'error.generic' });
  }
  return response.blob();
}

export const deliveryKeys = {
  packGroups: (jobId: string) => ['session', 'deposit', 'packGroups', jobId] as const,
  optionTypes: ['session', 'options', 'types'] as const,
  options: ['session', 'options', 'values'] as const,
  plan: (body: CheckOptionsBody) => ['session', 'deposit', 'plan', body] as const,
};
