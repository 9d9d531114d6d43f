import {
  API_ERROR_CODES,
  AUTH_TOKEN_HEADER,
  UPLOAD_NETWORK_RETRIES,
  errorEnvelopeSchema,
  type JobStreamFile,
  type SavedService,
  type StoredFile,
} from '@postbridge/domain';
import { api } from '../../api/api';
import { fileNameOf } from '../../ui/download/download';
import { ApiGenericError, errorFromEnvelope } from '../../api/errors';
import { readToken } from '../../api/token';

// The deposit screens' calls (docs/api.md "Files, services and deposits", "Deposits on behalf of another user",
// "Profiles").

export const fetchServices = () => api.get('/services', { query: {} });
export const fetchService = (serviceId: string) => api.get('/services/:serviceId', { params: { serviceId } });
export const fetchJob = (jobId: string) => api.get('/jobs/:jobId', { params: { jobId } });

export const servicesQueryKey = ['deposit', 'services'] as const;
export const serviceQueryKey = (serviceId: string) => ['deposit', 'service', serviceId] as const;
export const behalfServicesQueryKey = (userId: string) => ['deposit', 'behalfServices', userId] as const;
export const behalfUsersQueryKey = ['deposit', 'behalfUsers'] as const;
export const linkedFileQueryKey = (fileId: string) => ['deposit', 'linkedFile', fileId] as const;

/** GET /behalf/users: the users the caller may deposit for (enabled, with a profile, in its OU subtree). */
export const fetchBehalfUsers = () => api.get('/behalf/users');
/**
 * GET /behalf/users/{id}/services: "that user's profile services are loaded and used" (docs/product.md §2).
 */
export const fetchBehalfServices = (userId: string) =>
  api.get('/behalf/users/:userId/services', { params: { userId } });

/** The services a deposit may go to: enabled, not removed, open to job creation. */
export function depositableServices(services: readonly SavedService[]): SavedService[] {
  return services.filter((s) => s.enabled && !s.removed && s.allowJobCreation);
}

/** What POST /jobs/stream takes as `parameters` (the contract's job creation parameters, as sent). */
export interface JobParameters {
  serviceId: string;
  targetOwnerId?: string | null;
  jobName?: string | null;
  rawJobMetadatas?: Record<string, string>;
}

/**
 * Creates the job from files uploaded before (POST /jobs/stream with one JSON object: docs/api.md "Streamed
 * deposits"): the files are referenced by fileId, so nothing is sent twice.
 */
export const createJobFromFiles = (parameters: JobParameters, files: JobStreamFile[]) =>
  api.post('/jobs/stream', { body: { parameters: { ...parameters }, files } });

// ---- uploads (POST /files, one file per call, with progress) ----

/** The user removed the file while it was being sent: ignored silently (docs/product.md §7). */
export class UploadCancelledError extends Error {
  override readonly name = 'UploadCancelledError';
}

function networkError(): ApiGenericError {
  return new ApiGenericError({
    code: API_ERROR_CODES.generic,
    message: 'Network error',
    labelId: 'error.network',
  });
}
const isNetworkError = (error: unknown) =>
  error instanceof ApiGenericError && error.labelId === 'error.network';

interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/** One POST /api/files with XMLHttpRequest, for its upload progress. */
function sendFileOnce(file: File, { signal, onProgress }: UploadOptions): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', '/api/files');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader(AUTH_TOKEN_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onabort = () => {
      done();
      reject(new UploadCancelledError());
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.onload = () => {
      done();
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // handled below: neither a result nor an error
      }
      if (body !== null && typeof body === 'object' && 'result' in body) {
        const [stored] = (body as { result: StoredFile[] }).result;
        if (stored) {
          resolve(stored);
          return;
        }
      }
      const parsed = errorEnvelopeSchema.safeParse(body);
      reject(
        parsed.success
          ? errorFromEnvelope(parsed.data.error)
          : new ApiGenericError({
              code: API_ERROR_CODES.generic,
              message: `Unexpected answer (HTTP ${xhr.status})`,
              labelId: 'error.generic',
            }),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads one file (docs/product.md §7 "File add"): a network error is retried once (UPLOAD_NETWORK_RETRIES);
 * a cancelled upload rejects with UploadCancelledError, which callers ignore; any other error is logged and
 * rethrown.
 */
export async function uploadDepositFile(file: File, options: UploadOptions = {}): Promise<StoredFile> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await sendFileOnce(file, options);
    } catch (error) {
      if (error instanceof UploadCancelledError) throw error;
      if (isNetworkError(error) && attempt < UPLOAD_NETWORK_RETRIES) continue;
      console.error(`Upload of ${file.name} failed.`, error);
      throw error;
    }
  }
}

/** A file stored on the server, as the deposit link names it (docs/product.md §2 "deposit mode"). */
export interface LinkedFile {
  fileId: string;
  name: string;
  size: number;
  contentType: string;
}

/**
 * Loads the file of a deposit link (GET /files/{fileId}): its name, size and type come from the answer's
 * headers; the body is not needed (the job refers to the stored file by id) and is dropped unread.
 */
export async function fetchLinkedFile(fileId: string): Promise<LinkedFile> {
  const response = await api.file('/files/:fileId', 'error.notFound', { params: { fileId } });
  await response.body?.cancel().catch(() => undefined);
  return {
    fileId,
    name: fileNameOf(response.headers.get('content-disposition')) ?? fileId,
    size: Number(response.headers.get('content-length') ?? 0),
    contentType: response.headers.get('content-type') ?? '',
  };
}
