import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { FileMissingError } from '../../platform/files/file-store';
import type { Download } from '../../platform/http/send-download';
import { outputFileOfChannel } from './queries';

/**
 * GET /onPremise/{channelId}/outputFiles/{outputFileId}: the PDF of one of the channel's output files, fetched
 * or not (a print server may fetch a file again to reprint it).
 */
export async function downloadOnPremiseOutputFile(
  deps: Deps,
  channelId: string,
  outputFileId: string,
): Promise<Download> {
  const row = await outputFileOfChannel(deps.db, channelId, outputFileId);
  if (!row) throw errors.notFound('The output file');
  try {
    return {
      name: row.name,
      contentType: row.content_type,
      body: await deps.files.get(row.storage_key),
      size: Number(row.size),
      sha256: row.sha256,
    };
  } catch (err) {
    if (err instanceof FileMissingError) throw errors.notFound('The output file content');
    throw err;
  }
}
