import type { SavePrinterConfigBody } from '@postbridge/domain';
import { api } from '../../api/api';

// The virtual printer's calls (docs/api.md "Virtual printer").

export const printerQueryKeys = {
  config: ['printer', 'config'] as const,
  files: ['printer', 'files'] as const,
};

/** New prints arrive from outside the browser: the lists look again this often while a printer screen is open. */
export const PRINTED_FILES_REFRESH_MS = 5_000;

export const fetchPrinterConfig = () => api.get('/printer/config');
export const savePrinterConfig = (body: SavePrinterConfigBody) => api.post('/printer/config', { body });
export const createPrinterToken = () => api.post('/printer/token');
export const revokePrinterToken = () => api.delete('/printer/token');
export const fetchPrintedFiles = () => api.get('/printer/files');
export const deletePrintedFile = (printedFileId: string) =>
  api.delete('/printer/files/:printedFileId', { params: { printedFileId } });
