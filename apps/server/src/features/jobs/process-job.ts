import type { Readable } from 'node:stream';
import { DocumentError, openPdf, parseDataFile, planSplit, type DataRecord } from '@postbridge/documents';
import { jobCreationParametersSchema, type Box, type Service, type SplitConfig } from '@postbridge/domain';
import { newId, parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../history/queries';
import { serviceById } from '../services/queries';
import { storedConfiguration } from '../services/service-access';
import { evaluateRequirements } from './evaluate-requirements';
import {
  defaultMailCountryOf,
  inputFilesOfJobs,
  jobById,
  moveJobState,
  replacePackGroups,
  type InputFileRow,
} from './queries';

export const PROCESS_JOB_TASK = 'jobs.process';

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Raised for a deposit that cannot become pack groups; its key is shown to the depositor. */
class JobProcessingError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The records of the files deposited in each data-file box, in file then line order. Reconciliation is by
 * position: record N of a data box goes with pack group N (the Nth part made, in box, file and page order); the counts must then be equal (job.recordCountMismatch). The record's
 * values are read by `dataFileValue` nodes and merged over the job metadata into the pack group's metadata.
 * A parse error is a DocumentError (data.*, naming the line).
 */
async function readDataRecords(
  deps: Deps,
  service: Service,
  files: InputFileRow[],
): Promise<Map<string, DataRecord[]>> {
  const byBox = new Map<string, DataRecord[]>();
  for (const box of service.boxes) {
    if (box.boxType !== 'box.DATA_FILE' || !box.parserConfiguration) continue;
    const boxFiles = files.filter((f) => f.box_name === box.name && !f.apposition);
    if (!boxFiles.length) continue;
    const records: DataRecord[] = [];
    for (const file of boxFiles) {
      const stream = await deps.files.get(file.storage_key);
      try {
        for await (const record of parseDataFile(box.parserConfiguration, stream)) records.push(record);
      } finally {
        stream.destroy();
      }
    }
    byBox.set(box.name, records);
  }
  return byBox;
}

/**
 * The worker's task for a deposit (spec §4 job creation flow): CREATED → PROCESSING → PACK_GROUPS_CREATED,
 * or PROCESSING_ERROR with the cause. Each PDF of a PDF box is split per the box's (or the deposit's) split
 * configuration; each part becomes a pack group with its requirement values computed and checked. The records of a data-file box go to the pack groups by
 * position (see `readDataRecords`).
 * Idempotent: a job no longer CREATED is left alone, and a re-run replaces the pack groups it made.
 */
export const PROCESS_JOB_MAX_ATTEMPTS = 3;

export async function processJob(
  deps: Deps,
  jobId: string,
  attempt = PROCESS_JOB_MAX_ATTEMPTS,
): Promise<void> {
  const job = await jobById(deps.db, jobId);
  if (!job || !['CREATED', 'PROCESSING'].includes(job.state)) return;
  const started = deps.clock.now().toISOString();
  if (job.state === 'CREATED') {
    await deps.db.transaction().execute(async (tx) => {
      if (!(await moveJobState(tx, jobId, ['CREATED'], 'PROCESSING', started))) return;
      await appendHistory(tx, {
        entityType: 'job',
        entityId: jobId,
        ouId: job.ou_id,
        action: 'processing',
        state: 'PROCESSING',
        login: null,
        at: started,
      });
    });
  }
  try {
    const serviceRow = await serviceById(deps.db, job.service_id ?? '');
    const service = serviceRow ? storedConfiguration(serviceRow) : null;
    if (!service)
      throw new JobProcessingError('job.unknownService', 'The service of this deposit no longer exists.');
    const parameters = jobCreationParametersSchema.parse(
      parseJson(job.parameters, { serviceId: service.id }),
    );
    const defaultCountry = (await defaultMailCountryOf(deps.db, job.ou_id)) ?? 'FR';
    const files = await inputFilesOfJobs(deps.db, [jobId]);
    const groups: Parameters<typeof replacePackGroups>[2] = [];
    const now = deps.clock.now();
    const dataRecords = await readDataRecords(deps, service, files);
    /** The values of record N of each data box, for the Nth pack group (0-based). */
    const recordsAt = (index: number) =>
      Object.fromEntries(
        [...dataRecords].flatMap(([boxName, records]) => {
          const record = records[index];
          return record ? [[boxName, record.values] as const] : [];
        }),
      );
    /** Splits one PDF of `box` into parts, each becoming a pack group of `file` (its next record attached). */
    const addParts = (bytes: Uint8Array, file: InputFileRow, box: Box, fileName: string) => {
      const handle = openPdf(bytes);
      try {
        const split: SplitConfig = parameters.splitConfiguration[box.name] ?? box.splitConfig;
        planSplit(handle, split).forEach((part, index) => {
          const records = recordsAt(groups.length);
          const requirements = evaluateRequirements(
            service,
            parameters,
            {
              handle,
              part,
              boxName: box.name,
              fileName,
              jobName: job.name,
              positionInBox: index + 1,
              records,
            },
            { now, defaultCountry },
          );
          const address = Object.values(requirements).find((r) => r.status !== null);
          groups.push({
            id: newId(),
            job_id: jobId,
            ou_id: job.ou_id,
            owner_id: job.owner_id,
            position: groups.length + 1,
            input_file_id: file.id,
            first_page: part.firstPage,
            last_page: part.lastPage,
            state: 'CREATED',
            requirements: JSON.stringify(requirements),
            metadata: JSON.stringify(
              Object.assign({}, parameters.rawJobMetadatas, ...Object.values(records)),
            ),
            address_quality: address?.status ?? null,
            address_error: address?.error ?? null,
            created_at: now.toISOString(),
          });
        });
      } finally {
        handle.close();
      }
    };
    const depositedIn = (box: Box) => files.filter((f) => f.box_name === box.name && !f.apposition);
    for (const box of service.boxes.filter((b) => b.boxType === 'box.PDF')) {
      for (const file of depositedIn(box)) {
        addParts(await readAll(await deps.files.get(file.storage_key)), file, box, file.name);
      }
    }
    // Archive boxes are not processed yet: refuse the deposit clearly rather than ignore what it holds.
    const archived = service.boxes.filter((b) => b.boxType === 'box.ARCHIVE').flatMap((b) => depositedIn(b));
    if (archived.length) {
      throw new JobProcessingError(
        'job.archiveNotProcessed',
        `Archives are not processed yet (${archived.map((f) => f.name).join(', ')}): deposit the PDF files themselves.`,
      );
    }
    if (!groups.length) {
      throw new JobProcessingError(
        'job.noPackGroups',
        'No document could be made of this deposit: it holds no PDF to split.',
      );
    }
    for (const [boxName, records] of dataRecords) {
      if (records.length !== groups.length) {
        throw new JobProcessingError(
          'job.recordCountMismatch',
          `The data file of box ${boxName} holds ${records.length} record(s) for ${groups.length} document(s).`,
        );
      }
    }
    const at = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (tx) => {
      await replacePackGroups(tx, jobId, groups);
      if (!(await moveJobState(tx, jobId, ['PROCESSING'], 'PACK_GROUPS_CREATED', at))) return;
      await appendHistory(tx, {
        entityType: 'job',
        entityId: jobId,
        ouId: job.ou_id,
        action: 'packGroupsCreated',
        state: 'PACK_GROUPS_CREATED',
        login: null,
        at,
        details: { packGroups: groups.length },
      });
    });
  } catch (err) {
    // A bad deposit fails at once; anything else (storage, database) is retried by the queue first.
    const key =
      err instanceof JobProcessingError
        ? err.key
        : err instanceof DocumentError
          ? err.code
          : 'job.processingFailed';
    if (key === 'job.processingFailed' && attempt < PROCESS_JOB_MAX_ATTEMPTS) throw err;
    const message = err instanceof Error ? err.message : String(err);
    if (key === 'job.processingFailed') deps.log.error({ err, jobId }, 'job processing failed');
    const at = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (tx) => {
      if (!(await moveJobState(tx, jobId, ['PROCESSING'], 'PROCESSING_ERROR', at, { message, key }))) return;
      await appendHistory(tx, {
        entityType: 'job',
        entityId: jobId,
        ouId: job.ou_id,
        action: 'processingError',
        state: 'PROCESSING_ERROR',
        login: null,
        at,
        details: { key, message },
      });
    });
  }
}
