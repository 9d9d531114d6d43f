import { Readable } from 'node:stream';
import {
  DocumentError,
  openPdf,
  parseDataFile,
  planSplit,
  prescanPage,
  type PdfHandle,
  type PdfPart,
  type PreflightProfile,
} from '@postbridge/documents';
import type { JobCreationParameters, Service, SplitConfig } from '@postbridge/domain';
import type { Insertable, Selectable } from 'kysely';
import type { JobTable, OrphanChunkTable } from '../../platform/db/schema';
import type { ConsentLinkSigner } from '../recipients';
import { workTask, type ReportProgress } from '../../platform/work/work-pool';
import { PageProgress } from './page-progress';
import { buildGroups, GroupingError, type Doc, type Group } from './build-pack-groups';
import type { SplitRead } from './deposit-range-work';
import { docOf, groupCommon, orphanChunkRows, packGroupRows, pagesOf, type Made } from './deposit-rows';
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
          const prescan = preflight.length > 0 && !lettersApart;
          const afterPage = (page: number) => {
            if (prescan) prescanPage(handle, page, colour);
            progress.advance(1);
          };
          // Called only by a split that reads the pages (bsc.PDF_AREA): the first of the two passes.
          const starts = startsOf(input.splitRead?.[file.id]);
          for (const part of planSplit(handle, split, afterPage, starts, prescan)) {
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
