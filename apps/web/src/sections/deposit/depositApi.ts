import {
  API_ERROR_CODES,
  AUTH_TOKEN_HEADER,
  errorEnvelopeSchema,
  type Job,
  type PackGroup,
  type SavedService,
} from '@postbridge/domain';
import { apiGet, apiPost } from '../../api/client';
import { ApiGenericError, errorFromEnvelope } from '../../api/errors';
import { readToken } from '../../api/token';

// The deposit screens' calls (docs/api.md "Files, services and deposits").

export const fetchServices = () => apiGet<SavedService[]>('/services');
export const fetchService = (serviceId: string) =>
  apiGet<SavedService>(`/services/${encodeURIComponent(serviceId)}`);
export const fetchJob = (jobId: string) => apiGet<Job>(`/jobs/${encodeURIComponent(jobId)}`);
export const fetchPackGroups = (jobId: string) =>
  apiGet<PackGroup[]>(`/jobs/${encodeURIComponent(jobId)}/packGroups`);
export const rejectPackGroups = (packGroupIds: string[]) =>
  apiPost<unknown>('/packGroups/reject', { packGroupIds });

export const servicesQueryKey = ['deposit', 'services'] as const;

export interface JobParameters {
  serviceId: string;
  jobName?: string;
}

/** Box name → the files chosen for it. */
export type BoxFiles = Record<string, File[]>;

/** The multipart body of POST /api/jobs: `parameters` then `file.<box>.<i>`. */
export function jobFormData(parameters: JobParameters, files: BoxFiles): FormData {
  const form = new FormData();
  form.append('parameters', JSON.stringify(parameters));
  for (const [box, list] of Object.entries(files)) {
    list.forEach((file, index) => form.append(`file.${box}.${index}`, file, file.name));
  }
  return form;
}

/** POST /api/jobs with XMLHttpRequest, for its upload progress (0..1). */
export function createJob(
  parameters: JobParameters,
  files: BoxFiles,
  onProgress: (fraction: number) => void,
): Promise<Job> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/jobs');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader(AUTH_TOKEN_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(
        new ApiGenericError({
          code: API_ERROR_CODES.generic,
          message: 'Network error',
          labelId: 'error.network',
        }),
      );
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        reject(
          new ApiGenericError({
            code: API_ERROR_CODES.generic,
            message: `HTTP ${xhr.status}`,
            labelId: 'error.generic',
          }),
        );
        return;
      }
      if (body !== null && typeof body === 'object' && 'result' in body) {
        onProgress(1);
        resolve((body as { result: Job }).result);
        return;
      }
      const parsed = errorEnvelopeSchema.safeParse(body);
      reject(
        parsed.success
          ? errorFromEnvelope(parsed.data.error)
          : new ApiGenericError({
              code: API_ERROR_CODES.generic,
              message: 'Unexpected answer',
              labelId: 'error.generic',
            }),
      );
    };
    xhr.send(jobFormData(parameters, files));
  });
}

/** The postal address of a pack group: the first requirement whose name ends with `/mainPostalAddress`. */
export function mainAddress(group: PackGroup) {
  const entry = Object.entries(group.requirements).find(([name]) => name.endsWith('/mainPostalAddress'));
  return entry ? entry[1] : null;
}
