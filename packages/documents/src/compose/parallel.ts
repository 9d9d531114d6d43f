import { Writable } from 'node:stream';
import { DocumentError } from '../errors';
import { PdfStreamWriter } from '../pdf/pdf-stream-writer';
import { DEFAULT_BATCH_SIZE } from './compose-output';
import { composePortableTo, SourceCache, type PortableDocument, type PortableSource } from './portable';
import { openSink, type ComposeSink } from './sink';
import type { ComposeOptions, ComposeResult } from './types';
import type { OutputExpectation } from './verify-output';

// Composition on several threads: the documents are cut into batches, each batch is composed apart into a
// small PDF (composeBatch, in a thread of the caller's pool), and the batches are appended in order to the one
// print file (PdfStreamWriter.appendPdf), so that N threads compose about N times faster while memory holds a
// few batches, never the whole file. The file is the same as composeOutput's, page for page.

/** One batch as a thread composes it: its documents, the sources they name, where it starts in the file. */
export type BatchRequest = {
  documents: PortableDocument[];
  sources: PortableSource[];
  options: ComposeOptions;
  /** The file's page where the batch starts (PagePosition.outputPage). */
  firstOutputPage: number;
};

/** A composed batch: a complete PDF, and where its documents landed in it. */
export type ComposedBatch = { pdf: Uint8Array; result: ComposeResult };

/** A batch written once it holds this many pages, whatever its documents (as composeOutput's batches). */
const MAX_BATCH_PAGES = 2000;

/** The sources this thread keeps open across the batches of a print file. */
const sourceCache = new SourceCache();

/** Composes one batch into a PDF in memory (the thread's side). */
export async function composeBatch(request: BatchRequest): Promise<ComposedBatch> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const result = await composePortableTo(
    sink,
    {
      documents: request.documents,
      sources: request.sources,
      options: {
        ...request.options,
        batchSize: Math.max(1, request.documents.length),
        firstOutputPage: request.firstOutputPage,
      },
    },
    sourceCache,
  );
  const pdf = Buffer.concat(chunks);
  return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), result };
}

/** Pages a document takes in the output (its address page, back and padding in duplex included). */
function pagesOf(document: PortableDocument, duplex: boolean): number {
  const own = document.pages.reduce((sum, p) => sum + Math.max(0, p.lastPage - p.firstPage + 1), 0);
  const address = document.addressPage ? (duplex ? 2 : 1) : 0;
  return address + own + (duplex && (address + own) % 2 === 1 ? 1 : 0);
}

/** The sources as shared memory, so that handing them to several threads copies nothing. */
function shared(sources: readonly PortableSource[]): PortableSource[] {
  return sources.map(({ id, bytes }) => {
    if (bytes.buffer instanceof SharedArrayBuffer) return { id, bytes };
    const copy = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
    copy.set(bytes);
    return { id, bytes: copy };
  });
}

/**
 * Composes the documents into `sink` as composeOutput does, each batch by `composeBatch` (a thread), at most
 * `concurrency` batches at once, appended in order. Fails as composeOutput fails (the first batch's error).
 */
export async function composeInParallel(
  sink: ComposeSink,
  input: {
    documents: readonly PortableDocument[];
    sources: readonly PortableSource[];
    options: ComposeOptions;
  },
  compose: (request: BatchRequest) => Promise<ComposedBatch>,
  concurrency: number,
): Promise<ComposeResult> {
  const { options } = input;
  if (input.documents.length === 0)
    throw new DocumentError('compose.noDocuments', 'There is nothing to compose');
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const duplex = options.duplex ?? false;
  const sources = shared(input.sources);
  const requests: BatchRequest[] = [];
  let documents: PortableDocument[] = [];
  let pages = 0;
  let firstOutputPage = 1;
  const cut = () => {
    const names = new Set(documents.flatMap((d) => d.pages.map((p) => p.source)));
    requests.push({
      documents,
      sources: sources.filter((s) => names.has(s.id)),
      options,
      firstOutputPage,
    });
    firstOutputPage += pages;
    documents = [];
    pages = 0;
  };
  for (const document of input.documents) {
    documents.push(document);
    pages += pagesOf(document, duplex);
    if (documents.length >= batchSize || pages >= MAX_BATCH_PAGES) cut();
  }
  if (documents.length) cut();

  const target = openSink(sink);
  const writer = new PdfStreamWriter(target.write);
  const started: Promise<ComposedBatch>[] = [];
  const start = (i: number) => {
    const request = requests[i];
    if (!request || started[i]) return;
    started[i] = compose(request);
    // A batch that fails while an earlier one is awaited is reported when its turn comes.
    started[i].catch(() => {});
  };
  const result: ComposeResult = {
    documents: [],
    pageCount: 0,
    sheetCount: 0,
    bytes: 0,
    batches: 0,
    duplex,
    colour: options.colour ?? 'COLOR',
    envelope: options.envelope ?? 'DL',
    proof: options.proof !== undefined,
    warnings: [],
  };
  try {
    await writer.begin();
    for (let i = 0; i < Math.min(concurrency, requests.length); i++) start(i);
    for (let i = 0; i < requests.length; i++) {
      const batch = await started[i]!;
      start(i + concurrency);
      const before = writer.pageCount;
      const firstIndex = result.documents.length;
      // The batch's own fingerprints become the expected ones: verification reads the finished file's.
      await writer.appendPdf(
        Buffer.from(batch.pdf.buffer, batch.pdf.byteOffset, batch.pdf.byteLength),
        batch.result.documents.flatMap((d) => d.fingerprints),
      );
      for (const d of batch.result.documents) {
        result.documents.push({
          ...d,
          index: firstIndex + d.index,
          firstPage: before + d.firstPage,
          lastPage: before + d.lastPage,
          fingerprints: writer.fingerprints.slice(before + d.firstPage - 1, before + d.lastPage),
        });
      }
      for (const w of batch.result.warnings) {
        result.warnings.push({
          ...w,
          document: firstIndex + w.document,
          ...(w.page !== undefined && { page: before + w.page }),
        });
      }
      result.sheetCount += batch.result.sheetCount;
      result.batches += batch.result.batches;
    }
    await writer.finish({ Producer: 'Postbridge', Title: options.proof ? 'Proof' : 'Print output' });
    await target.close();
  } catch (error) {
    await target.abort();
    await Promise.allSettled(started);
    throw error;
  }
  result.pageCount = writer.pageCount;
  result.bytes = writer.bytesWritten;
  return result;
}

/** Letters verified by one thread at least: fewer are not worth a thread's reading the whole file. */
const MIN_VERIFY_SLICE = 100;

/**
 * Verifies a print file with `verify` (verifyFile, in a thread) over slices of its documents, at most
 * `concurrency` at once; answers one result per document, in order.
 */
export async function verifyInParallel<F>(
  file: string,
  expectations: readonly OutputExpectation[],
  verify: (input: { file: string; expectations: OutputExpectation[] }) => Promise<F[]>,
  concurrency: number,
): Promise<F[]> {
  const size = Math.max(MIN_VERIFY_SLICE, Math.ceil(expectations.length / Math.max(1, concurrency)));
  const slices: OutputExpectation[][] = [];
  for (let i = 0; i < expectations.length; i += size) slices.push(expectations.slice(i, i + size));
  return (await Promise.all(slices.map((slice) => verify({ file, expectations: slice })))).flat();
}
