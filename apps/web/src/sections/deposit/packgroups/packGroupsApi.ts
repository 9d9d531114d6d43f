import { type SplitPackGroupBody } from '@postbridge/domain';
import { api } from '../../../api/api';
import { fetchDownload, saveFile } from '../../../ui/download/download';
import { fetchJob, fetchService } from '../depositApi';

// The pack-group step's calls (docs/api.md "Files, services and deposits", docs/product.md §7 /packGroups/*).
// The deposit screens' own file (depositApi.ts) belongs to the upload screen; these are the calls of this
// step.

const segment = (value: string) => encodeURIComponent(value);

export { fetchJob, fetchService };
export const fetchPackGroups = (jobId: string) => api.get('/jobs/:jobId/packGroups', { params: { jobId } });
export const fetchOrphanChunks = (jobId: string) =>
  api.get('/jobs/:jobId/orphanChunks', { params: { jobId } });
export const fetchChannels = () => api.get('/channels');
/** GET /jobs/{id}/revisions: the deposit's history, which records each letter's edits. */
export { fetchJobRevisions } from '../../manage/details/detailsApi';
export const cancelJob = (jobId: string) => api.post('/jobs/:jobId/cancel', { params: { jobId } });

/** POST /packGroups/reject: every named pack group becomes REJECTED, or none does. */
export const rejectPackGroups = (packGroupIds: string[]) =>
  api.post('/packGroups/reject', { body: { packGroupIds } });

/** An edited value as POST /packGroups/{id}/edit takes it; `forced` keeps a value its check refuses. */
export interface EditedValue {
  value: string;
  forced: boolean;
}

export interface EditPackGroupBody {
  version: number;
  rawPackRequirements: Record<string, EditedValue>;
  rawShipmentRequirements: Record<string, Record<string, EditedValue>>;
}

/** POST /packGroups/{id}/edit: the named values replaced and checked again by the server. */
export const editPackGroup = (packGroupId: string, body: EditPackGroupBody) =>
  api.post('/packGroups/:packGroupId/edit', { params: { packGroupId }, body });

/**
 * POST /packGroups/{id}/split: each start page (a page of the deposited file) begins a new letter; answers the
 * pack group (its first part) and the new ones.
 */
export const splitPackGroup = (packGroupId: string, body: SplitPackGroupBody) =>
  api.post('/packGroups/:packGroupId/split', { params: { packGroupId }, body });

/** A download of the API as a blob (a pack group's PDF, a proof), through the shared download helper. */
export const fetchBlob = async (path: string): Promise<Blob> => (await fetchDownload(path, '')).blob;

/** GET /packGroups/{id}/rawFile: the pack group's own pages as a PDF. */
export const fetchPackGroupFile = (packGroupId: string) =>
  fetchBlob(`/packGroups/${segment(packGroupId)}/rawFile`);

/** Hands a fetched file to the browser as a download. */
export const saveBlob = (blob: Blob, name: string): void => saveFile({ blob, name });

/**
 * GET /pdf/{fileId}/thumbnails: small images of several pages of a deposited file in one call (PNG data URLs by
 * page; null past the file's end).
 */
export const fetchPdfThumbnails = (
  fileId: string,
  pages: readonly number[],
  widthPx: number,
  signal?: AbortSignal,
) =>
  api.get('/pdf/:fileId/thumbnails', {
    params: { fileId },
    query: { pages: pages.join(','), widthPx },
    signal,
  });

/** Query keys of the deposit's pack groups; the delivery and validation screens read the same cache entries. */
export const packGroupKeys = {
  job: (jobId: string) => ['session', 'deposit', 'job', jobId] as const,
  packGroups: (jobId: string) => ['session', 'deposit', 'packGroups', jobId] as const,
  revisions: (jobId: string) => ['session', 'deposit', 'revisions', jobId] as const,
  orphanChunks: (jobId: string) => ['session', 'deposit', 'orphanChunks', jobId] as const,
  service: (serviceId: string) => ['session', 'deposit', 'service', serviceId] as const,
  channels: ['session', 'channels'] as const,
};
