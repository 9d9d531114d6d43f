import { buffer } from 'node:stream/consumers';
import type { Deps } from '../../platform/deps';
import { manifestKeyOf } from '../../platform/files/storage-keys';
import { waitingOutputFilesOf } from './queries';

type WaitingOutputFile = {
  id: string;
  name: string;
  size: number;
  sha256: string;
  createdAt: string;
  pages: number;
  sheets: number;
  shipments: number;
  /** The print manifest stored with the PDF (per shipment: nuid, pages, sheets, address…); null if missing. */
  manifest: Record<string, unknown> | null;
};

async function manifestOf(deps: Deps, storageKey: string): Promise<Record<string, unknown> | null> {
  try {
    return JSON.parse(
      (await buffer(await deps.files.get(manifestKeyOf(storageKey)))).toString('utf8'),
    ) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** GET /onPremise/{channelId}/outputFiles: the channel's output files ready and not fetched yet, oldest first. */
export async function listWaitingOutputFiles(deps: Deps, channelId: string): Promise<WaitingOutputFile[]> {
  const rows = await waitingOutputFilesOf(deps.db, channelId);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      size: Number(row.size),
      sha256: row.sha256,
      createdAt: row.created_at,
      pages: Number(row.pages ?? 0),
      sheets: Number(row.sheets ?? 0),
      shipments: Number(row.shipments),
      manifest: await manifestOf(deps, row.storage_key),
    })),
  );
}
