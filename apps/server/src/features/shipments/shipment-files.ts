import type { Readable } from 'node:stream';
import type { Selectable } from 'kysely';
import type { StoredFileTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { FileMissingError } from '../../platform/files/file-store';
import type { Download } from '../../platform/http/send-download';
import { viewScope, type SessionContext } from '../../platform/policy';
import { trackingFileOf, visibleOutputFile } from './queries';
import { visibleShipmentOrThrow } from './read-shipments';

async function downloadOf(deps: Deps, row: Selectable<StoredFileTable>, what: string): Promise<Download> {
  let body: Readable;
  try {
    body = await deps.files.get(row.storage_key);
  } catch (err) {
    if (err instanceof FileMissingError) throw errors.notFound(`${what} content`);
    throw err;
  }
  return { name: row.name, contentType: row.content_type, body, size: Number(row.size), sha256: row.sha256 };
}

/**
 * GET /shipments/outputFile/{outputFileId}: an output file the sending worker stored (a print file, a message…).
 * Whoever sees one shipment produced in it may download it.
 */
export async function downloadOutputFile(
  deps: Deps,
  session: SessionContext,
  outputFileId: string,
): Promise<Download> {
  const row = await visibleOutputFile(deps.db, viewScope(session), outputFileId);
  if (!row) throw errors.notFound('The output file');
  return downloadOf(deps, row, 'The output file');
}

/** GET /shipments/{shipmentId}/trackingFile/{trackingName}: a document a provider attached to the shipment. */
export async function downloadTrackingFile(
  deps: Deps,
  session: SessionContext,
  shipmentId: string,
  trackingName: string,
): Promise<Download> {
  await visibleShipmentOrThrow(deps, session, shipmentId);
  const row = await trackingFileOf(deps.db, shipmentId, trackingName);
  if (!row) throw errors.notFound('The tracking file');
  return downloadOf(deps, row, 'The tracking file');
}
