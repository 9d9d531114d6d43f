import fs from 'node:fs/promises';
import { DocumentError } from '../errors';
import { openPdf, type PdfHandle } from '../pdf/open-pdf';
import { composeOutput } from './compose-output';
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
  /** The file written (created or replaced). */
  file: string;
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
      id = String(ids.size);
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

/** Composes portable documents into `input.file` (composeOutput), opening each source once. */
export async function composePortable(input: PortableComposition): Promise<ComposeResult> {
  const handles = new Map<string, PdfHandle>();
  try {
    for (const source of input.sources) handles.set(source.id, openPdf(source.bytes));
    const documents = input.documents.map((document): ComposeDocument => ({
      ...document,
      pages: document.pages.map((p) => {
        const pdf = handles.get(p.source);
        if (!pdf) throw new DocumentError('compose.invalidOptions', `No source PDF named ${p.source}`);
        return { pdf, firstPage: p.firstPage, lastPage: p.lastPage };
      }),
    }));
    return await composeOutput(input.file, documents, input.options);
  } finally {
    for (const handle of handles.values()) handle.close();
  }
}

/** Reads a composed file back and checks it (verifyComposedOutput). */
export async function verifyFile(input: {
  file: string;
  expectations: readonly OutputExpectation[];
}): Promise<(VerificationFailure | null)[]> {
  return verifyComposedOutput(await fs.readFile(input.file), input.expectations);
}
