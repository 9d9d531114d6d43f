import type { BoxArea, ExtractionParameters, SplitConfig } from '@postbridge/domain';
import { api } from '../../../api/api';
import { fetchPdfPage } from '../../deposit/requirements/requirementsApi';

// The calls the editor makes on its sample PDF (docs/web.md "Processing: the service editor"): stored once with
// POST /files, then only named by its fileId while the area moves.

/** A page of the sample as the pickers show it: one query per file and page, shared by every picker. */
export const samplePageQuery = (fileId: string, page: number) => ({
  queryKey: ['processing', 'sample', 'page', fileId, page] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPdfPage(fileId, page, signal),
});

/** POST /files with the one sample file; answers what the server stored (its type told by the content). */
export async function storeSample(file: File) {
  const form = new FormData();
  form.append('file', file);
  const [stored] = await api.postForm('/files', form);
  return stored!;
}

/** POST /pdf/extractText on the stored sample. */
export function readSampleArea(
  fileId: string,
  parameters: { page: number; area: BoxArea; extractionParameters?: ExtractionParameters },
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append('parameters', JSON.stringify(parameters));
  form.append('fileId', fileId);
  return api.postForm('/pdf/extractText', form, signal ? { signal } : {});
}

/** POST /services/testSplit: the letters a deposit of the sample would give with this split. */
export const testSampleSplit = (fileId: string, splitConfig: SplitConfig, signal?: AbortSignal) =>
  api.post('/services/testSplit', { body: { fileId, splitConfig }, ...(signal ? { signal } : {}) });
