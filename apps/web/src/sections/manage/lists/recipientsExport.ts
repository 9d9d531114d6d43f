import { fetchDownload, saveFile } from '../../../ui/download/download';

// GET /ou/{ouId}/recipients/export (docs/api.md "Recipients and consent"): a CSV download through the shared
// download helper (it needs the token header, so it cannot be a plain link).

/** Downloads the recipient choices of a sender account; resolves to the file's name. */
export async function downloadRecipientsCsv(ouId: string): Promise<string> {
  const file = await fetchDownload(`/ou/${encodeURIComponent(ouId)}/recipients/export`, 'recipients.csv');
  saveFile(file);
  return file.name;
}
