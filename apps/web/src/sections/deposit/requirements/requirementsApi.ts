import {
  type BoxArea,
  type CheckRequirementValueBody,
  type ExtractAndCheckAreaParameters,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { useDepositStore } from '../upload/depositStore';

// The calls of the requirements check (docs/api.md "Simple jobs", GET /pdf/{fileId}/pages/{page}). The file is
// always a stored one (`fileId`): nothing is uploaded again when the area moves.

/** Rendered width of the preview: sharp enough for a 500 px wide frame on a high-density screen. */
const PREVIEW_WIDTH_PX = 1000;

export const fetchPdfPage = (
  fileId: string,
  page: number,
  signal?: AbortSignal,
  widthPx: number = PREVIEW_WIDTH_PX,
) =>
  api.get('/pdf/:fileId/pages/:page', {
    params: { fileId, page },
    query: { widthPx },
    ...(signal ? { signal } : {}),
  });

/**
 * The user the deposit is made for when it is made on their behalf (chosen on the deposit home): the checks then
 * read the service and the mail country as that user's (docs/api.md "Simple jobs").
 */
const actingFor = () => useDepositStore.getState().behalf?.userId ?? null;
/** `{ targetOwnerId }` on behalf of another user, nothing otherwise. */
const onBehalf = () => {
  const targetOwnerId = actingFor();
  return targetOwnerId ? { targetOwnerId } : {};
};

/** POST /simpleJobs/computeRequirements: requirement name → value computed and checked on the whole file. */
export function computeRequirements(serviceId: string, fileId: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('fileId', fileId);
  const targetOwnerId = actingFor();
  if (targetOwnerId) form.append('targetOwnerId', targetOwnerId);
  return api.postForm('/simpleJobs/computeRequirements', form, {
    query: { serviceId },
    ...(signal ? { signal } : {}),
  });
}

/** POST /simpleJobs/checkRequirementValue. */
export const checkRequirementValue = (body: CheckRequirementValueBody) =>
  api.post('/simpleJobs/checkRequirementValue', { body: { ...body, ...onBehalf() } });

/** POST /simpleJobs/extractAndCheckArea: the text of `area` on `page`, checked as the requirement's value. */
export function extractAndCheckArea(
  fileId: string,
  parameters: ExtractAndCheckAreaParameters & { area: BoxArea },
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append('parameters', JSON.stringify({ ...parameters, ...onBehalf() }));
  form.append('fileId', fileId);
  return api.postForm('/simpleJobs/extractAndCheckArea', form, signal ? { signal } : {});
}
