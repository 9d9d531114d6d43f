import type { Readable } from 'node:stream';
import { DocumentError, openPdf, parseDataFile, planSplit, type PdfHandle } from '@postbridge/documents';
import {
  jobCreationParametersSchema,
  validateJobFiles,
  validateMetadataValue,
  type Box,
  type JobCreationParameters,
  type Service,
  type SplitConfig,
} from '@postbridge/domain';
import type { Insertable, Selectable } from 'kysely';
import type { JobTable, OrphanChunkTable, PackGroupTable, PackTable } from '../../platform/db/schema';
import { newId, parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../history/queries';
import { serviceById } from '../services/queries';
import { storedConfiguration } from '../services/service-access';
import {
  buildGroups,
  GroupingError,
  groupContext,
  type Doc,
  type Group,
  type Orphan,
} from './build-pack-groups';
import { addressCheckOf, evaluateRequirements } from './evaluate-requirements';
import { ArchiveDispatchError, expandArchives } from './expand-archives';
import {
  defaultMailCountryOf,
  inputFilesOfJobs,
  jobById,
  moveJobState,
  replacePackGroups,
  type InputFileRow,
} from './queries';

export const PROCESS_JOB_TASK = 'jobs.process';

export async function readAll(stream: Readable): Promise<Uint8Array> {
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
 * The worker's task for a deposit (spec §4 job creation flow): CREATED → PROCESSING → PACK_GROUPS_CREATED,
 * or PROCESSING_ERROR with the cause. Archives are extracted into their boxes (expand-archives.ts); each PDF of a
 * PDF box is split per the box's (or the deposit's) split configuration and each data file read record by
 * record; the documents are grouped by recipient (build-pack-groups.ts: main parts, records by position,
 * child boxes reconciled, the rest orphan chunks); each group becomes a pack group with its metadata, identifier,
 * packs and requirement values computed and checked.
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
    let made: Made;
    let files = await inputFilesOfJobs(deps.db, [jobId]);
    if (await expandArchives(deps, job, service, files)) files = await inputFilesOfJobs(deps.db, [jobId]);
    const documents = files.filter((f) => !f.apposition);
    const filesByBox: Record<string, { name: string }[]> = {};
    for (const f of documents) (filesByBox[f.box_name] ??= []).push({ name: f.name });
    const missing = validateJobFiles(service, filesByBox, { archivesExtracted: true })[0];
    if (missing) {
      throw new JobProcessingError(
        missing.key,
        `Box ${String(missing.params?.box)} holds ${String(missing.params?.count)} file(s) once the archive is extracted; it needs ${String(missing.params?.min)} to ${String(missing.params?.max)}.`,
      );
    }
    const now = deps.clock.now();
    const handles: PdfHandle[] = [];
    try {
      const docsByBox = new Map<string, Doc[]>();
      for (const box of service.boxes) {
        const docs: Doc[] = [];
        for (const file of documents.filter((f) => f.box_name === box.name)) {
          if (box.boxType === 'box.PDF') {
            const handle = openPdf(await readAll(await deps.files.get(file.storage_key)));
            handles.push(handle);
            const split: SplitConfig = parameters.splitConfiguration[box.name] ?? box.splitConfig;
            for (const part of planSplit(handle, split)) {
              docs.push(docOf(box, file, docs.length + 1, { pdf: { handle, part } }));
            }
          } else if (box.boxType === 'box.DATA_FILE' && box.parserConfiguration) {
            const stream = await deps.files.get(file.storage_key);
            try {
              for await (const record of parseDataFile(box.parserConfiguration, stream)) {
                docs.push(docOf(box, file, docs.length + 1, { record }));
              }
            } finally {
              stream.destroy();
            }
          }
        }
        docsByBox.set(box.name, docs);
      }
      const common = groupCommon(job, parameters, documents, now);
      const { groups, orphans } = buildGroups(service, docsByBox, common);
      if (!groups.length) {
        throw new JobProcessingError(
          'job.noPackGroups',
          'No document could be made of this deposit: it holds no PDF to split.',
        );
      }
      made = packGroupRows({
        job,
        service,
        parameters,
        files,
        groups,
        orphans,
        common,
        defaultCountry,
      });
    } finally {
      for (const handle of handles) handle.close();
    }
    const at = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (tx) => {
      await replacePackGroups(tx, jobId, made);
      if (!(await moveJobState(tx, jobId, ['PROCESSING'], 'PACK_GROUPS_CREATED', at))) return;
      await appendHistory(tx, {
        entityType: 'job',
        entityId: jobId,
        ouId: job.ou_id,
        action: 'packGroupsCreated',
        state: 'PACK_GROUPS_CREATED',
        login: null,
        at,
        details: { packGroups: made.packGroups.length, orphanChunks: made.orphanChunks.length },
      });
    });
  } catch (err) {
    // A bad deposit fails at once; anything else (storage, database) is retried by the queue first.
    const key =
      err instanceof JobProcessingError || err instanceof GroupingError || err instanceof ArchiveDispatchError
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

type Made = {
  packGroups: Insertable<PackGroupTable>[];
  packs: Insertable<PackTable>[];
  orphanChunks: Insertable<OrphanChunkTable>[];
};

/**
 * What the expressions of every group of a job read besides its documents (build-pack-groups.ts `Common`): the
 * time, the job's name and metadata, the first file name of each box.
 */
export function groupCommon(
  job: Selectable<JobTable>,
  parameters: JobCreationParameters,
  documents: readonly InputFileRow[],
  now: Date,
): Parameters<typeof groupContext>[2] {
  const firstFileNames: Record<string, string> = {};
  for (const f of documents) firstFileNames[f.box_name] ??= f.name;
  return { now, jobName: job.name, jobMetadata: parameters.rawJobMetadatas, firstFileNames };
}

export function docOf(
  box: Box,
  file: InputFileRow,
  positionInBox: number,
  content: Pick<Doc, 'pdf' | 'record'>,
): Doc {
  return {
    box,
    fileId: file.id,
    fileName: file.name,
    positionInBox,
    ...content,
    metadata: content.record ? { ...content.record.values } : {},
  };
}

/** Pack ids sort in pack order (spec §3: a pack group's packs are sorted by id). */
const packId = (packGroupId: string, position: number) =>
  `${packGroupId}.${String(position).padStart(4, '0')}`;

/** What the rows of a job's pack groups are computed from (processing, and splitting a pack group). */
export type PackGroupSource = {
  job: Selectable<JobTable>;
  service: Service;
  parameters: JobCreationParameters;
  files: InputFileRow[];
  common: Parameters<typeof groupContext>[2];
  defaultCountry: string;
};

type Apposition = { boxName: string; inputFileId: string | null; serviceFileId: string | null };

/** Appositions: the files deposited as such, and the service files configured in apposition boxes. */
function appositionsOf(source: PackGroupSource): Apposition[] {
  return [
    ...source.files
      .filter((f) => f.apposition)
      .map((f) => ({ boxName: f.box_name, inputFileId: f.id, serviceFileId: null })),
    ...source.service.boxes
      .filter((b) => b.appositions)
      .flatMap((b) =>
        b.configuredFiles.map((c) => ({
          boxName: b.name,
          inputFileId: null,
          serviceFileId: c.serviceFileId,
        })),
      ),
  ];
}

/**
 * The rows of the pack groups made of these groups, at positions from `firstPosition` on: requirement values
 * read on each group's main part and checked, metadata and its issues, packs (documents, then appositions).
 * `ids` names the pack groups (new ids where none is given).
 */
export function packGroupRowsOf(
  source: PackGroupSource,
  groups: readonly Group[],
  firstPosition: number,
  ids: readonly string[] = [],
): Pick<Made, 'packGroups' | 'packs'> {
  const { job, service, parameters, common } = source;
  const made: Pick<Made, 'packGroups' | 'packs'> = { packGroups: [], packs: [] };
  const appositions = appositionsOf(source);
  const createdAt = common.now.toISOString();
  groups.forEach((group, index) => {
    const main = group.docs[0]!;
    const mainPdf = main.pdf!;
    const id = ids[index] ?? newId();
    const metadata = { ...parameters.rawJobMetadatas, ...group.metadata };
    const requirements = evaluateRequirements(
      service,
      parameters,
      {
        handle: mainPdf.handle,
        part: mainPdf.part,
        boxName: main.box.name,
        fileName: main.fileName,
        jobName: job.name,
        positionInBox: main.positionInBox,
        records: Object.fromEntries(
          group.docs.filter((d) => d.record).map((d) => [d.box.name, d.record!.values] as const),
        ),
        overrides: groupContext(group.docs, group.metadata, common),
      },
      { now: common.now, defaultCountry: source.defaultCountry },
    );
    const address = addressCheckOf(requirements);
    const metadataIssues = service.serviceMetadatas.flatMap((definition) =>
      validateMetadataValue(definition, metadata[definition.name], `metadata.${definition.name}`).map(
        (i) => ({
          key: i.key,
          path: i.path,
          params: i.params,
        }),
      ),
    );
    made.packGroups.push({
      id,
      job_id: job.id,
      ou_id: job.ou_id,
      owner_id: job.owner_id,
      position: firstPosition + index,
      input_file_id: main.fileId,
      first_page: mainPdf.part.firstPage,
      last_page: mainPdf.part.lastPage,
      state: 'CREATED',
      requirements: JSON.stringify(requirements),
      metadata: JSON.stringify(metadata),
      metadata_issues: JSON.stringify(metadataIssues),
      identifier: group.identifier,
      address_quality: address?.quality ?? null,
      address_error: address?.error ?? null,
      created_at: createdAt,
    });
    const packs: Omit<Insertable<PackTable>, 'id' | 'pack_group_id' | 'job_id' | 'position'>[] = [
      ...group.docs.map((doc, i) => ({
        kind: i === 0 ? 'DOCUMENT' : doc.record ? 'DATA_RECORD' : 'ATTACHED_DOCUMENT',
        box_name: doc.box.name,
        input_file_id: doc.fileId,
        service_file_id: null,
        first_page: doc.pdf?.part.firstPage ?? null,
        last_page: doc.pdf?.part.lastPage ?? null,
        record_line: doc.record?.line ?? null,
      })),
      ...appositions.map((a) => ({
        kind: 'APPOSITION',
        box_name: a.boxName,
        input_file_id: a.inputFileId,
        service_file_id: a.serviceFileId,
        first_page: null,
        last_page: null,
        record_line: null,
      })),
    ];
    packs.forEach((pack, i) =>
      made.packs.push({ ...pack, id: packId(id, i + 1), pack_group_id: id, job_id: job.id, position: i + 1 }),
    );
  });
  return made;
}

/** The rows of the pack groups, their packs and the orphan chunks. */
function packGroupRows(input: PackGroupSource & { groups: Group[]; orphans: Orphan[] }): Made {
  const { job } = input;
  const made: Made = { ...packGroupRowsOf(input, input.groups, 1), orphanChunks: [] };
  input.orphans.forEach(({ doc, reason, identifier }, index) =>
    made.orphanChunks.push({
      id: newId(),
      job_id: job.id,
      position: index + 1,
      box_name: doc.box.name,
      input_file_id: doc.fileId,
      first_page: doc.pdf?.part.firstPage ?? null,
      last_page: doc.pdf?.part.lastPage ?? null,
      record_line: doc.record?.line ?? null,
      identifier,
      reason,
      values: JSON.stringify(doc.metadata),
    }),
  );
  return made;
}
