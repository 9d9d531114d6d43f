import { buffer } from 'node:stream/consumers';
import { openPdf, type PdfHandle, type SourcePages } from '@postbridge/documents';
import { jobCreationParametersSchema, type EvaluationContext, type Service } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { JobTable, PackGroupTable, PackTable } from '../../platform/db/schema';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { type Doc, groupContext, type InputFileRow, inputFilesOfJobs, packsOfPackGroups } from '../jobs';
import { consentLinkSignerFor, consentLinkSource, type ConsentLinkSigner } from '../recipients';
import { SendingSetupError } from './delivery-context';

type PackGroupRow = Selectable<PackGroupTable>;

/**
 * The documents of some pack groups of one job, read again from the deposited files: the pages to compose or
 * attach, and what expressions read on a pack group when its output is made (technical areas). PDFs are opened
 * once per deposited file; `close()` frees them.
 */
export class PackGroupDocuments {
  private readonly handles = new Map<string, PdfHandle>();
  /** The job's consent-link signer (the consentLink node of technical areas), read once. */
  private consentLinks: Promise<ConsentLinkSigner | null> | undefined;

  private constructor(
    private readonly deps: Deps,
    private readonly service: Service,
    private readonly job: Selectable<JobTable>,
    private readonly inputFiles: Map<string, InputFileRow>,
    private readonly packs: Map<string, Selectable<PackTable>[]>,
  ) {}

  static async open(
    deps: Deps,
    service: Service,
    job: Selectable<JobTable>,
    packGroupIds: readonly string[],
  ): Promise<PackGroupDocuments> {
    if (job.files_purged) {
      throw new SendingSetupError(`The files of job ${job.id} were purged: its documents cannot be output.`);
    }
    const inputFiles = new Map((await inputFilesOfJobs(deps.db, [job.id])).map((f) => [f.id, f] as const));
    const packs = new Map<string, Selectable<PackTable>[]>();
    for (let i = 0; i < packGroupIds.length; i += 500) {
      for (const pack of await packsOfPackGroups(deps.db, packGroupIds.slice(i, i + 500))) {
        const list = packs.get(pack.pack_group_id) ?? [];
        list.push(pack);
        packs.set(pack.pack_group_id, list);
      }
    }
    for (const list of packs.values()) list.sort((a, b) => a.position - b.position);
    return new PackGroupDocuments(deps, service, job, inputFiles, packs);
  }

  close(): void {
    for (const handle of this.handles.values()) handle.close();
    this.handles.clear();
  }

  private async handleOf(inputFileId: string): Promise<PdfHandle> {
    const open = this.handles.get(inputFileId);
    if (open) return open;
    const file = this.inputFiles.get(inputFileId);
    if (!file) throw new SendingSetupError(`The deposited file ${inputFileId} is missing.`);
    const handle = openPdf(new Uint8Array(await buffer(await this.deps.files.get(file.storage_key))));
    this.handles.set(inputFileId, handle);
    return handle;
  }

  /** The PDF parts of a pack group's documents: its main part, then the parts reconciled with it (not appositions). */
  private partsOf(
    group: PackGroupRow,
  ): { boxName: string | null; inputFileId: string; first: number; last: number }[] {
    const parts = (this.packs.get(group.id) ?? []).flatMap((p) =>
      p.input_file_id !== null && p.first_page !== null && p.last_page !== null && p.kind !== 'APPOSITION'
        ? [{ boxName: p.box_name, inputFileId: p.input_file_id, first: p.first_page, last: p.last_page }]
        : [],
    );
    return parts.length
      ? parts
      : [{ boxName: null, inputFileId: group.input_file_id, first: group.first_page, last: group.last_page }];
  }

  /** The pages of a pack group's documents, in the order they are composed. */
  async pagesOf(group: PackGroupRow): Promise<SourcePages[]> {
    const pages: SourcePages[] = [];
    for (const part of this.partsOf(group)) {
      pages.push({ pdf: await this.handleOf(part.inputFileId), firstPage: part.first, lastPage: part.last });
    }
    return pages;
  }

  /**
   * Where a page an expression names (a `pdfText` node: the part of `boxName`, the main box's when null; page 1
   * its first, -1 its last) is among `pagesOf`: its number there, from 1, and its source page. Null when the
   * pack group has no such part or page.
   */
  async locatePage(
    group: PackGroupRow,
    boxName: string | null,
    page: number,
  ): Promise<{ documentPage: number; pdf: PdfHandle; sourcePage: number } | null> {
    const parts = this.partsOf(group);
    const mainBox = this.service.boxes.find((b) => b.main)?.name;
    const wanted = boxName ?? mainBox;
    const index = Math.max(
      0,
      parts.findIndex((p) => p.boxName === null || p.boxName === wanted),
    );
    const part = parts[index]!;
    if (wanted !== undefined && part.boxName !== null && part.boxName !== wanted) return null;
    const count = part.last - part.first + 1;
    const inPart = page >= 1 ? page : count + page + 1;
    if (inPart < 1 || inPart > count) return null;
    const before = parts.slice(0, index).reduce((sum, p) => sum + p.last - p.first + 1, 0);
    return {
      documentPage: before + inPart,
      pdf: await this.handleOf(part.inputFileId),
      sourcePage: part.first + inPart - 1,
    };
  }

  /**
   * What expressions read on a pack group, as when it was built (build-pack-groups.ts `groupContext`): its
   * documents and metadata. A data record is read back from the pack group's metadata, which holds its values
   * (process-job.ts merges them in), so the data file is not parsed again.
   */
  async contextOf(
    group: PackGroupRow,
    extra: { now: Date; timeZone?: string; optionIds: readonly string[] },
  ): Promise<EvaluationContext> {
    const metadata = parseJson<Record<string, string>>(group.metadata, {});
    const docs: Doc[] = [];
    for (const pack of this.packs.get(group.id) ?? []) {
      const box = this.service.boxes.find((b) => b.name === pack.box_name);
      if (!box || pack.kind === 'APPOSITION') continue;
      const file = pack.input_file_id ? this.inputFiles.get(pack.input_file_id) : undefined;
      const doc: Doc = {
        box,
        fileId: pack.input_file_id ?? '',
        fileName: file?.name ?? '',
        positionInBox: group.position,
        metadata,
      };
      if (pack.record_line !== null) doc.record = { line: pack.record_line, values: metadata };
      else if (pack.input_file_id && pack.first_page !== null && pack.last_page !== null) {
        doc.pdf = {
          handle: await this.handleOf(pack.input_file_id),
          part: { firstPage: pack.first_page, lastPage: pack.last_page },
        };
      }
      docs.push(doc);
    }
    const parameters = jobCreationParametersSchema.safeParse(
      parseJson(this.job.parameters, { serviceId: this.service.id }),
    );
    const firstFileNames: Record<string, string> = {};
    for (const f of this.inputFiles.values()) firstFileNames[f.box_name] ??= f.name;
    const context = groupContext(docs, metadata, {
      now: extra.now,
      jobName: this.job.name,
      jobMetadata: parameters.success ? parameters.data.rawJobMetadatas : {},
      firstFileNames,
      consentLink: consentLinkSource(
        await (this.consentLinks ??= consentLinkSignerFor(this.deps, this.job.ou_id)),
      ),
    });
    return {
      ...context,
      ...(extra.timeZone ? { timeZone: extra.timeZone } : {}),
      hasOption: (optionId) => extra.optionIds.includes(optionId),
    };
  }
}
