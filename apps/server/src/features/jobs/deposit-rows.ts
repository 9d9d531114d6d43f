import { preflightLetter, type PreflightProfile } from '@postbridge/documents';
import {
  validateMetadataValue,
  type Box,
  type JobCreationParameters,
  type PreflightFinding,
  type Service,
} from '@postbridge/domain';
import type { Insertable, Selectable } from 'kysely';
import type { JobTable, OrphanChunkTable, PackGroupTable, PackTable } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import { consentLinkSource, type ConsentLinkSigner } from '../recipients';
import { groupContext, type Doc, type Group, type Orphan } from './build-pack-groups';
import { addressCheckOf, evaluateRequirements } from './evaluate-requirements';
import type { InputFileRow } from './queries';

// The rows a deposit's letters become (pack groups, packs, orphan chunks), from groups whose PDFs are open: made
// by the deposit task (deposit-work.ts), by the slices of a large deposit's letters (deposit-letters-work.ts),
// and when a pack group is split.

export type Made = {
  packGroups: Insertable<PackGroupTable>[];
  packs: Insertable<PackTable>[];
  orphanChunks: Insertable<OrphanChunkTable>[];
  /** Time print pre-flight took over all the letters (the deposit benchmark prints it). */
  preflightMs: number;
  /** Pages of the deposit's PDFs: the `total` of its progress. */
  pdfPages: number;
};

/** Pages of a letter's PDF documents (the main one and those reconciled with it). */
export const pagesOf = (group: Group) =>
  group.docs.reduce(
    (sum, doc) => sum + (doc.pdf ? doc.pdf.part.lastPage - doc.pdf.part.firstPage + 1 : 0),
    0,
  );

/**
 * What the expressions of every group of a job read besides its documents (build-pack-groups.ts `Common`): the
 * time, the job's name and metadata, the first file name of each box.
 */
export function groupCommon(
  job: Selectable<JobTable>,
  parameters: JobCreationParameters,
  documents: readonly InputFileRow[],
  now: Date,
  consentLinks?: ConsentLinkSigner | null,
): Parameters<typeof groupContext>[2] {
  const firstFileNames: Record<string, string> = {};
  for (const f of documents) firstFileNames[f.box_name] ??= f.name;
  return {
    now,
    jobName: job.name,
    jobMetadata: parameters.rawJobMetadatas,
    firstFileNames,
    consentLink: consentLinkSource(consentLinks),
  };
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

/** Pack ids sort in pack order (docs/product.md §3: a pack group's packs are sorted by id). */
const packId = (packGroupId: string, position: number) =>
  `${packGroupId}.${String(position).padStart(4, '0')}`;

/** What the rows of a job's pack groups are computed from (processing, and splitting a pack group). */
type PackGroupSource = {
  job: Selectable<JobTable>;
  service: Service;
  parameters: JobCreationParameters;
  files: InputFileRow[];
  common: Parameters<typeof groupContext>[2];
  defaultCountry: string;
  preflight: readonly PreflightProfile[];
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
  /** Called once each group's rows are made (the deposit's progress). */
  afterGroup?: (group: Group) => void,
): Pick<Made, 'packGroups' | 'packs' | 'preflightMs'> {
  const { job, service, parameters, common } = source;
  const made: Pick<Made, 'packGroups' | 'packs' | 'preflightMs'> = {
    packGroups: [],
    packs: [],
    preflightMs: 0,
  };
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
    const started = performance.now();
    const preflight = preflightOf(source, group);
    made.preflightMs += performance.now() - started;
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
      preflight: JSON.stringify(preflight),
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
    afterGroup?.(group);
  });
  return made;
}

/**
 * Print pre-flight of a letter (its PDF documents, the main one first) against the paper channels of its
 * service, each finding refusing or warning as the service says.
 */
function preflightOf(source: PackGroupSource, group: Group): PreflightFinding[] {
  if (!source.preflight.length) return [];
  const parts = group.docs.flatMap((doc) =>
    doc.pdf
      ? [
          {
            inputFileId: doc.fileId,
            handle: doc.pdf.handle,
            firstPage: doc.pdf.part.firstPage,
            lastPage: doc.pdf.part.lastPage,
          },
        ]
      : [],
  );
  const refusals = new Set(source.service.preflightRefusals);
  return preflightLetter(parts, source.preflight).map((finding) => ({
    ...finding,
    severity: refusals.has(finding.code) ? 'refuse' : 'warn',
  }));
}

/** The rows of the pack groups, their packs and the orphan chunks. */
export function packGroupRows(
  input: PackGroupSource & { groups: Group[]; orphans: Orphan[] },
  afterGroup: (group: Group) => void,
): Omit<Made, 'pdfPages'> {
  return {
    ...packGroupRowsOf(input, input.groups, 1, [], afterGroup),
    orphanChunks: orphanChunkRows(input),
  };
}

/** The rows of the orphan chunks: the documents no group took. */
export function orphanChunkRows(
  input: PackGroupSource & { orphans: Orphan[] },
): Insertable<OrphanChunkTable>[] {
  const { job } = input;
  return input.orphans.map(({ doc, reason, identifier }, index) => ({
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
  }));
}
