import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { DocumentError } from '../errors';
import { openPdf, type PdfHandle } from '../pdf/open-pdf';
import { composeOutput } from './compose-output';
import type { ComposeSink } from './sink';
import { verifyComposedOutput, type OutputExpectation, type VerificationFailure } from './verify-output';
import type { ComposeArea, ComposeDocument, ComposeOptions, ComposeResult, PageTemplate } from './types';

// Composition and verification as another thread runs them: documents that name their source PDFs by id
// instead of holding them open, and area values that are text or page templates instead of functions.

/** A source PDF: an id the documents name it by, and its bytes. */
export type PortableSource = { id: string; bytes: Uint8Array };

export type PortableArea = Omit<ComposeArea, 'value'> & { value?: string | PageTemplate };

export type PortableDocument = Omit<ComposeDocument, 'pages' | 'areas'> & {
  pages: { source: string; firstPage: number; lastPage: number }[];
  areas?: PortableArea[];
};

export type PortableComposition = {
  documents: PortableDocument[];
  sources: PortableSource[];
  options: ComposeOptions;
};

/**
 * The documents with their sources named by id: each distinct open PDF becomes one `PortableSource`. A value
 * computed by a function cannot cross to another thread: the caller gives text or a `PageTemplate`.
 */
export function toPortable(documents: readonly ComposeDocument[]): {
  documents: PortableDocument[];
  sources: PortableSource[];
} {
  const ids = new Map<PdfHandle, string>();
  const sources: PortableSource[] = [];
  const idOf = (pdf: PdfHandle) => {
    let id = ids.get(pdf);
    if (id === undefined) {
      id = randomUUID();
      ids.set(pdf, id);
      sources.push({ id, bytes: pdf.bytes });
    }
    return id;
  };
  const portable = documents.map((document, index): PortableDocument => {
    const areas = (document.areas ?? []).map((area): PortableArea => {
      if (typeof area.value === 'function') {
        throw new DocumentError(
          'compose.invalidOptions',
          `An area of document ${index} has a value computed by a function, which another thread cannot run: give its text or a page template`,
          { document: index },
        );
      }
      return { ...area, value: area.value };
    });
    return {
      ...document,
      pages: document.pages.map((p) => ({
        source: idOf(p.pdf),
        firstPage: p.firstPage,
        lastPage: p.lastPage,
      })),
      areas,
    };
  });
  return { documents: portable, sources };
}

/**
 * Composes portable documents into a sink (composeOutput), opening each source once, or taking it from
 * `sources` (a cache the caller keeps and closes).
 */
export async function composePortableTo(
  sink: ComposeSink,
  input: PortableComposition,
  sources?: SourceCache,
): Promise<ComposeResult> {
  const handles = new Map<string, PdfHandle>();
  const opened: PdfHandle[] = [];
  try {
    for (const source of input.sources) {
      let handle = sources?.get(source);
      if (!handle) {
        handle = openPdf(source.bytes);
        opened.push(handle);
      }
      handles.set(source.id, handle);
    }
    const documents = input.documents.map((document): ComposeDocument => ({
      ...document,
      pages: document.pages.map((p) => {
        const pdf = handles.get(p.source);
        if (!pdf) throw new DocumentError('compose.invalidOptions', `No source PDF named ${p.source}`);
        return { pdf, firstPage: p.firstPage, lastPage: p.lastPage };
      }),
    }));
    return await composeOutput(sink, documents, input.options);
  } finally {
    for (const handle of opened) handle.close();
  }
}

/**
 * The sources a thread keeps open between the batches of one print file (opening a 10,000-page deposit and
 * looking for its annotations costs about 100 ms, for each of its 40 batches otherwise). Source ids are unique
 * (toPortable draws them), so a source is never taken for another; the least recently used is closed beyond
 * `size`.
 */
export class SourceCache {
  private readonly open = new Map<string, PdfHandle>();

  constructor(private readonly size = 2) {}

  get(source: PortableSource): PdfHandle {
    let handle = this.open.get(source.id);
    if (handle) this.open.delete(source.id);
    else handle = openPdf(source.bytes);
    this.open.set(source.id, handle);
    for (const [id, old] of this.open) {
      if (this.open.size <= this.size) break;
      this.open.delete(id);
      old.close();
    }
    return handle;
  }
}

/** Reads a composed file back and checks it (verifyComposedOutput). */
export async function verifyFile(input: {
  file: string;
  expectations: readonly OutputExpectation[];
}): Promise<(VerificationFailure | null)[]> {
  return verifyComposedOutput(await fs.readFile(input.file), input.expectations);
}
