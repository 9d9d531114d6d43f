import { Readable } from 'node:stream';
import {
  DocumentError,
  openPdf,
  parseDataFile,
  planSplit,
  preflightLetter,
  prescanPage,
  readSplitStarts,
  type PdfHandle,
  type PdfPart,
  type PreflightProfile,
} from '@postbridge/documents';
import {
  validateMetadataValue,
  type Box,
  type JobCreationParameters,
  type PreflightFinding,
  type Service,
  type SplitConfig,
} from '@postbridge/domain';
import type { Insertable, Selectable } from 'kysely';
import type { JobTable, OrphanChunkTable, PackGroupTable, PackTable } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import { consentLinkSource, type ConsentLinkSigner } from '../recipients';
import { workTask, type ReportProgress } from '../../platform/work/work-pool';
import { PageProgress, type DepositProgress } from './page-progress';
import {
  buildGroups,
  GroupingError,
  groupContext,
  type Doc,
  type Group,
  type Orphan,
} from './build-pack-groups';
import { addressCheckOf, evaluateRequirements } from './evaluate-requirements';
import type { InputFileRow } from './queries';

// What a deposit becomes, computed from its files' bytes alone: no database, no storage, so that it runs in a
// thread of the work pool (platform/work) while the API goes on answering.

/** Raised for a deposit that cannot become pack groups; its key is shown to the depositor. */
export class JobProcessingError extends Error {
  override readonly name = 'JobProcessingError';

  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

export type DepositInput = {
  job: Selectable<JobTable>;
  service: Service;
  parameters: JobCreationParameters;
  /** Every input file of the job (archives already extracted), appositions included. */
  files: InputFileRow[];
  /** The bytes of each document file (not appositions), by input file id. */
  contents: Record<string, Uint8Array>;
  defaultCountry: string;
  now: Date;
  /** Signs the recipients' consent links (the consentLink node); null when no sender account applies. */
  consentLinks?: ConsentLinkSigner | null;
  /** What print pre-flight checks the letters against: the service's paper channels (channels feature). */
  preflight: PreflightProfile[];
  /**
   * The split of PDFs already read by page ranges (deposit-ranges.ts), by input file id: the pages where their
   * parts start, or the first error met reading them, raised when the split reaches the file, as it would be.
   */
  splitRead?: Record<string, SplitRead>;
  /**
   * From this many pages of PDFs on, the letters are not made here: the groups are answered (`grouped`) for
   * their rows to be made by slices on several threads (deposit-ranges.ts).
   */
  lettersApartFrom?: number;
  /** What an earlier opening of each PDF found, by input file id: not looked for again (openPdf's `known`). */
  opened?: Record<string, { annotations: boolean }>;
};

/** What the range tasks read of one PDF's split: the pages where its parts start, or why it could not. */
export type SplitRead =
  { starts: number[] } | { failed: { code: string; message: string; details: Record<string, unknown> } };

/** A document of a group, as data: what a thread reopens to make the group's rows (see `groupOfRef`). */
type DocRef = Pick<Doc, 'fileId' | 'positionInBox' | 'record' | 'metadata'> & {
  boxName: string;
  part?: PdfPart;
};
/** A group as data: its documents, metadata and identifier, what crosses between threads. */
export type GroupRef = Omit<Group, 'docs'> & { docs: DocRef[] };

/** A deposit grouped, its letters not made yet: the groups in order, the orphan chunks' rows, the progress. */
export type Grouped = {
  groups: GroupRef[];
  orphanChunks: Insertable<OrphanChunkTable>[];
  pdfPages: number;
  opened: Record<string, { annotations: boolean }>;
  /** Passes of the deposit's page progress (PageProgress) and the steps made once grouped. */
  passes: number;
  steps: number;
};

/** A deposit made into pack groups, or the reason it cannot be (the key shown to the depositor). */
export type DepositOutcome =
  { made: Made } | { grouped: Grouped } | { refused: { key: string; message: string } };

/** At most ten minutes for one deposit's split and checks (about 100,000 pages on one core). */
export const COMPUTE_DEPOSIT_WORK = workTask<DepositInput, DepositOutcome>('jobs.computeDeposit', 600_000);

/**
 * Splits each PDF of a PDF box per the box's (or the deposit's) split configuration, reads each data file record
 * by record, groups the documents by recipient (build-pack-groups.ts) and computes each pack group's rows with
 * its requirement values read and checked. A deposit that cannot become pack groups is refused with its key.
 */
export async function computeDeposit(
  input: DepositInput,
  report: ReportProgress = () => {},
): Promise<DepositOutcome> {
  try {
    return await makeDeposit(input, report);
  } catch (err) {
    if (err instanceof JobProcessingError || err instanceof GroupingError) {
      return { refused: { key: err.key, message: err.message } };
    }
    if (err instanceof DocumentError) return { refused: { key: err.code, message: err.message } };
    throw err;
  }
}

async function makeDeposit(
  input: DepositInput,
  report: ReportProgress,
): Promise<{ made: Made } | { grouped: Grouped }> {
  const { job, service, parameters, files, contents, defaultCountry, now, consentLinks, preflight } = input;
  const documents = files.filter((f) => !f.apposition);
  const handles: PdfHandle[] = [];
  try {
    // Every PDF is opened first: the pages to go through are known before the work starts.
    const pdfs = new Map<string, { handle: PdfHandle; split: SplitConfig }>();
    for (const box of service.boxes.filter((b) => b.boxType === 'box.PDF')) {
      for (const file of documents.filter((f) => f.box_name === box.name)) {
        const bytes = contents[file.id];
        if (!bytes) throw new Error(`The content of input file ${file.id} was not given`);
        const handle = openPdf(bytes, input.opened?.[file.id]);
        handles.push(handle);
        pdfs.set(file.id, { handle, split: parameters.splitConfiguration[box.name] ?? box.splitConfig });
      }
    }
    const pdfPages = handles.reduce((sum, handle) => sum + handle.pageCount, 0);
    const splitReadsPages = [...pdfs.values()].some(({ split }) => split.kind === 'bsc.PDF_AREA');
    const passes = splitReadsPages ? 2 : 1;
    // The letters of a large deposit are made by slices on other threads: reading their pages ahead is no use here.
    const lettersApart = input.lettersApartFrom !== undefined && pdfPages >= input.lettersApartFrom;
    const progress = new PageProgress(pdfPages, passes, report);
    // Pages split by the range tasks were read: the first pass over them is done (the first advance reports).
    progress.advance(
      [...pdfs].reduce((sum, [id, { handle }]) => sum + (input.splitRead?.[id] ? handle.pageCount : 0), 0),
    );
    progress.send();
    const docsByBox = new Map<string, Doc[]>();
    for (const box of service.boxes) {
      const docs: Doc[] = [];
      for (const file of documents.filter((f) => f.box_name === box.name)) {
        const bytes = contents[file.id];
        if (!bytes) throw new Error(`The content of input file ${file.id} was not given`);
        const pdf = box.boxType === 'box.PDF' ? pdfs.get(file.id) : undefined;
        if (pdf) {
          const { handle, split } = pdf;
          // Pre-flight reads each page the split reads while mupdf still holds it (prescanPage).
          const colour = preflight.some((profile) => profile.blackAndWhite);
          const afterPage = (page: number) => {
            if (preflight.length && !lettersApart) prescanPage(handle, page, colour);
            progress.advance(1);
          };
          // Called only by a split that reads the pages (bsc.PDF_AREA): the first of the two passes.
          for (const part of planSplit(handle, split, afterPage, startsOf(input.splitRead?.[file.id]))) {
            docs.push(docOf(box, file, docs.length + 1, { pdf: { handle, part } }));
          }
        } else if (box.boxType === 'box.DATA_FILE' && box.parserConfiguration) {
          const stream = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
          for await (const record of parseDataFile(box.parserConfiguration, stream)) {
            docs.push(docOf(box, file, docs.length + 1, { record }));
          }
        }
      }
      docsByBox.set(box.name, docs);
    }
    const common = groupCommon(job, parameters, documents, now, consentLinks);
    const { groups, orphans } = buildGroups(service, docsByBox, common);
    if (!groups.length) {
      throw new JobProcessingError(
        'job.noPackGroups',
        'No document could be made of this deposit: it holds no PDF to split.',
      );
    }
    const source = { job, service, parameters, files, groups, orphans, common, defaultCountry, preflight };
    if (lettersApart) {
      const steps = [...pdfs].reduce(
        (sum, [id, { handle, split }]) =>
          sum + (split.kind === 'bsc.PDF_AREA' || input.splitRead?.[id] ? handle.pageCount : 0),
        0,
      );
      return {
        grouped: {
          groups: groups.map(refOf),
          orphanChunks: orphanChunkRows(source),
          pdfPages,
          opened: Object.fromEntries(
            [...pdfs].map(([id, { handle }]) => [id, { annotations: handle.annotations }]),
          ),
          passes,
          steps,
        },
      };
    }
    const made = packGroupRows(source, (group) => progress.advance(pagesOf(group)));
    // Pages no letter took (orphan chunks) are not checked: the work is over once the letters are.
    progress.advance(pdfPages * 2);
    progress.send();
    return { made: { ...made, pdfPages } };
  } finally {
    for (const handle of handles) handle.close();
  }
}

/** The part starts the range tasks read, or the error they met (raised here, where the split would meet it). */
function startsOf(read: SplitRead | undefined): readonly number[] | undefined {
  if (!read) return undefined;
  if ('failed' in read) throw new DocumentError(read.failed.code, read.failed.message, read.failed.details);
  return read.starts;
}

const refOf = (group: Group): GroupRef => ({
  ...group,
  docs: group.docs.map((doc) => ({
    boxName: doc.box.name,
    fileId: doc.fileId,
    positionInBox: doc.positionInBox,
    metadata: doc.metadata,
    ...(doc.pdf ? { part: doc.pdf.part } : {}),
    ...(doc.record ? { record: doc.record } : {}),
  })),
});

/** What a slice of a deposit's letters is made from (`computeLetters`), on a thread of its own. */
type LettersInput = Omit<DepositInput, 'splitRead' | 'lettersApartFrom'> & {
  groups: GroupRef[];
  /** The position of the slice's first pack group in the deposit, and the ids of its pack groups. */
  firstPosition: number;
  ids: string[];
};

/** At most ten minutes for one slice of a deposit's letters, as for a whole deposit. */
export const COMPUTE_LETTERS_WORK = workTask<
  LettersInput,
  Pick<Made, 'packGroups' | 'packs' | 'preflightMs'>
>('jobs.computeLetters', 600_000);

/**
 * The rows of a slice of a deposit's pack groups (`packGroupRowsOf`), its PDFs opened again on this thread:
 * requirement values read and checked, pre-flight. Reports its progress in pages of the slice's letters.
 */
export function computeLetters(
  input: LettersInput,
  report: ReportProgress = () => {},
): Pick<Made, 'packGroups' | 'packs' | 'preflightMs'> {
  const { job, parameters, files, contents, now, consentLinks } = input;
  const handles = new Map<string, PdfHandle>();
  const handleOf = (fileId: string) => {
    let handle = handles.get(fileId);
    if (!handle) {
      const bytes = contents[fileId];
      if (!bytes) throw new Error(`The content of input file ${fileId} was not given`);
      handles.set(fileId, (handle = openPdf(bytes, input.opened?.[fileId])));
    }
    return handle;
  };
  try {
    const groups = input.groups.map((ref) => groupOfRef(input, ref, handleOf));
    const progress = new PageProgress(
      groups.reduce((sum, group) => sum + pagesOf(group), 0),
      1,
      report,
    );
    const documents = files.filter((f) => !f.apposition);
    const common = groupCommon(job, parameters, documents, now, consentLinks);
    const made = packGroupRowsOf({ ...input, common }, groups, input.firstPosition, input.ids, (group) =>
      progress.advance(pagesOf(group)),
    );
    progress.send();
    return made;
  } finally {
    for (const handle of handles.values()) handle.close();
  }
}

function groupOfRef(input: LettersInput, ref: GroupRef, handleOf: (fileId: string) => PdfHandle): Group {
  return {
    ...ref,
    docs: ref.docs.map((doc) => {
      const box = input.service.boxes.find((b) => b.name === doc.boxName);
      const file = input.files.find((f) => f.id === doc.fileId);
      if (!box || !file) throw new Error(`Document of box ${doc.boxName}, file ${doc.fileId} not found`);
      return {
        ...docOf(box, file, doc.positionInBox, {
          ...(doc.part ? { pdf: { handle: handleOf(doc.fileId), part: doc.part } } : {}),
          ...(doc.record ? { record: doc.record } : {}),
        }),
        metadata: doc.metadata,
      };
    }),
  };
}

type Made = {
  packGroups: Insertable<PackGroupTable>[];
  packs: Insertable<PackTable>[];
  orphanChunks: Insertable<OrphanChunkTable>[];
  /** Time print pre-flight took over all the letters (the deposit benchmark prints it). */
  preflightMs: number;
  /** Pages of the deposit's PDFs: the `total` of its progress. */
  pdfPages: number;
};

/** Pages of a letter's PDF documents (the main one and those reconciled with it). */
const pagesOf = (group: Group) =>
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
function packGroupRows(
  input: PackGroupSource & { groups: Group[]; orphans: Orphan[] },
  afterGroup: (group: Group) => void,
): Omit<Made, 'pdfPages'> {
  return {
    ...packGroupRowsOf(input, input.groups, 1, [], afterGroup),
    orphanChunks: orphanChunkRows(input),
  };
}

/** The rows of the orphan chunks: the documents no group took. */
function orphanChunkRows(input: PackGroupSource & { orphans: Orphan[] }): Insertable<OrphanChunkTable>[] {
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

type RangeInput = {
  bytes: Uint8Array;
  split: Extract<SplitConfig, { kind: 'bsc.PDF_AREA' }>;
  /** This range is slice `slice` (0-based) of `slices` equal ones of the document's pages. */
  slice: number;
  slices: number;
  minPages: number;
};
type RangeOutput = { pageCount: number; annotations: boolean; read: SplitRead };
/** What a range task reports: pages of its range read, and the document's page count (the deposit's total). */
export type RangeProgress = { done: number; pageCount: number };

/** At most ten minutes for one range, as for a whole deposit on one thread. */
export const READ_SPLIT_RANGE_WORK = workTask<RangeInput, RangeOutput>('jobs.readSplitRange', 600_000);

/**
 * The pages of a range of a PDF where its parts start (readSplitStarts). The document is cut into `slices` equal
 * ranges, fewer when a range would have fewer than `minPages` pages: the ranges past them are empty. An error
 * met reading (a page mupdf cannot load, a bad regular expression) is answered, not thrown: the split raises it
 * only if no earlier error comes first in the deposit's order.
 */
export function readSplitRange(input: RangeInput, report: ReportProgress = () => {}): RangeOutput {
  let handle: PdfHandle | undefined;
  let pageCount = 0;
  try {
    handle = openPdf(input.bytes);
    pageCount = handle.pageCount;
    const slices = Math.max(1, Math.min(input.slices, Math.floor(pageCount / input.minPages)));
    const range = {
      firstPage: Math.floor((input.slice * pageCount) / slices) + 1,
      lastPage: Math.min(pageCount, Math.floor(((input.slice + 1) * pageCount) / slices)),
    };
    const progress = new PageProgress(Math.max(0, range.lastPage - range.firstPage + 1), 1, (p) =>
      report({ done: (p as DepositProgress).done, pageCount } satisfies RangeProgress),
    );
    progress.send();
    const starts =
      input.slice < slices ? readSplitStarts(handle, input.split, range, () => progress.advance(1)) : [];
    progress.send();
    return { pageCount, annotations: handle.annotations, read: { starts } };
  } catch (err) {
    if (!(err instanceof DocumentError)) throw err;
    return { pageCount, annotations: handle?.annotations ?? false, read: failedOf(err) };
  } finally {
    handle?.close();
  }
}

export const failedOf = (err: DocumentError): SplitRead => ({
  failed: { code: err.code, message: err.message, details: err.details },
});
