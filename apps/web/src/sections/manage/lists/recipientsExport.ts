import { api } from '../../../api/api';
import { fileNameOf, saveFile } from '../../../ui/download/download';

// GET /ou/{ouId}/recipients/export (docs/api.md "Recipients and consent"): a CSV download through the typed client
// (it needs the token header, so it cannot be a plain link), saved by the shared download helper.

/** Downloads the recipient choices of a sender account; resolves to the file's name. */
export async function downloadRecipientsCsv(ouId: string): Promise<string> {
  const response = await api.file('/ou/:ouId/recipients/export', 'download.error', { params: { ouId } });
  const name = fileNameOf(response.headers.get('content-disposition')) ?? 'recipients.csv';
  saveFile({ blob: await response.blob(), name });
  return name;
}
