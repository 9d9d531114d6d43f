import { resolveJobName, type Box, type JobStreamFile, type SavedService } from '@postbridge/domain';
import type { JobParameters } from '../depositApi';
import { boxCountMessages, contentMismatch, filesByBox, type BoxMessage } from './boxRules';
import type { DepositFile } from './depositFiles';

// Whether the deposit may be sent, and what is sent (docs/product.md §5 "Job creation", §7 POST /jobs/stream
// by fileId).

/** Why the send button is disabled, the first reason found; null when the deposit may be sent. */
export function blockingReason(input: {
  service: SavedService;
  files: readonly DepositFile[];
  metadataLabels: string[];
  jobName: BoxMessage | null;
}): BoxMessage | null {
  const { service, files } = input;
  if (files.some((f) => f.status === 'uploading')) return { key: 'deposit.upload.waitUploads', params: {} };
  const byName = new Map(service.boxes.map((b) => [b.name, b]));
  const broken = files.some(
    (f) => f.status === 'failed' || (byName.has(f.boxName) && contentMismatch(byName.get(f.boxName)!, f)),
  );
  if (broken) return { key: 'deposit.upload.removeFailed', params: {} };
  const counts = Object.values(boxCountMessages(service, files));
  // docs/product.md §8 "The number of files is not sufficient..." (spelt right here) for every box short of
  // its minimum.
  if (counts.some((m) => m.key === 'issue.job.notEnoughFiles'))
    return { key: 'deposit.upload.notEnoughFiles', params: {} };
  if (counts[0]) return counts[0];
  if (input.metadataLabels.length > 0)
    return { key: 'deposit.metadata.fix', params: { names: input.metadataLabels.join(', ') } };
  return input.jobName;
}

/** The main box (docs/product.md §3 Box main), else the first. */
export function mainBoxOf(service: Pick<SavedService, 'boxes'>): Box | undefined {
  return service.boxes.find((b) => b.main) ?? service.boxes[0];
}

/** The uploaded files as POST /jobs/stream fields: `file.<box>.<i>` or `apposition.<box>.<i>`, by fileId. */
export function streamFiles(files: readonly DepositFile[]): JobStreamFile[] {
  return Object.entries(filesByBox(files)).flatMap(([box, list]) =>
    list.map((f, index) => ({
      field: `${f.apposition ? 'apposition' : 'file'}.${box}.${index}`,
      fileId: f.fileId!,
    })),
  );
}

export function jobParameters(input: {
  service: SavedService;
  files: readonly DepositFile[];
  givenName: string;
  metadatas: Record<string, string>;
  targetOwnerId: string | null;
}): JobParameters {
  const main = mainBoxOf(input.service);
  const mainFileName = main ? (filesByBox(input.files)[main.name]?.[0]?.name ?? null) : null;
  return {
    serviceId: input.service.id,
    targetOwnerId: input.targetOwnerId,
    jobName: resolveJobName(input.service, { givenName: input.givenName, mainFileName }),
    rawJobMetadatas: input.metadatas,
  };
}
