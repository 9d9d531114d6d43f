import { DEFAULT_PAGE_FORMAT, PAGE_SIZES_MM } from '@postbridge/domain';
import type { DocumentKind, PageSelector } from '@postbridge/domain';
import { DocumentError } from '../errors';
import { extractTextInArea } from '../pdf/extract-text-in-area';
import type { PdfHandle } from '../pdf/open-pdf';
import { PdfOutput } from '../pdf/pdf-output';
import type { PageSizeMm } from '../pdf/pdf-output';
import type { PageMark } from '../pdf/page-marks';
import { addressPageMarks, addressWindowOf, replacementMarks } from './address-page';
import { areaMarks } from './area-marks';
import { isPageSelected, pageSelectorOf } from './page-selector';
import { openSink } from './sink';
import type { ComposeSink } from './sink';
import type {
  ComposeArea,
  ComposeDocument,
  ComposedDocument,
  ComposeOptions,
  ComposeResult,
  ComposeWarning,
  PagePosition,
} from './types';

export const DEFAULT_BATCH_SIZE = 250;
/** A batch is also written once it holds this many pages, whatever its documents. */
const MAX_BATCH_PAGES = 2000;
const WATERMARK_COLOR = { gray: 0.5, alpha: 0.35 };

type Settings = {
  duplex: boolean;
  blackAndWhite: boolean;
  proof: ComposeOptions['proof'];
  formatSize: PageSizeMm;
  window: ReturnType<typeof addressWindowOf> | null;
  /** Output pages before this output's first (a batch composed apart). */
  pagesBefore: number;
};

/**
 * Composes the print file of one output file configuration: for each document (one per pack group, in order)
 * its address page when it has one, its pages taken from the original source PDFs, the technical areas drawn
 * on the pages their selectors pick (docs/product.md §5), and in duplex a blank page after an odd count so
 * that the next recipient starts on a recto. Proofs (`options.proof`) are the same composition, watermarked.
 *
 * The PDF is written to `sink` batch by batch (`batchSize` documents): memory holds one batch, never the whole
 * output. Returns where each document landed (the manifest) and the totals. Configuration errors (a page
 * selector the kind does not allow, an unknown font, pages out of range) throw a `DocumentError`; problems of
 * one document's content (a code that cannot be encoded, a checked area not blank, glyphs no font has) are
 * drawn in the area's error colour or left out, and reported in `warnings`.
 */
export async function composeOutput(
  sink: ComposeSink,
  documents: Iterable<ComposeDocument> | AsyncIterable<ComposeDocument>,
  options: ComposeOptions = {},
): Promise<ComposeResult> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new DocumentError('compose.invalidOptions', 'The batch size must be a whole number of at least 1', {
      batchSize,
    });
  }
  const format = options.pageFormat ?? DEFAULT_PAGE_FORMAT;
  const envelope = options.envelope ?? 'DL';
  const size = PAGE_SIZES_MM[format];
  const settings: Settings = {
    duplex: options.duplex ?? false,
    blackAndWhite: options.colour === 'BLACK_AND_WHITE',
    proof: options.proof,
    formatSize: { widthMm: size.width, heightMm: size.height },
    window: null,
    pagesBefore: (options.firstOutputPage ?? 1) - 1,
  };
  const windowOf = () => (settings.window ??= addressWindowOf(envelope, format, options.addressWindow));

  const target = openSink(sink);
  let output: PdfOutput | undefined;
  try {
    // One page size per file, the channel's: print shops refuse mixed sizes (PdfOutput fits other pages).
    output = await PdfOutput.open(target.write, {
      fallbackFonts: options.fonts?.fallback,
      pageSize: settings.formatSize,
    });
    const composed: ComposedDocument[] = [];
    const warnings: ComposeWarning[] = [];
    let batches = 0;
    let inBatch = 0;
    let batchStart = 0;
    for await (const document of documents) {
      if (document.addressPage) windowOf();
      composed.push(composeDocument(output, document, composed.length, settings, warnings));
      inBatch++;
      if (inBatch >= batchSize || output.pageCount - batchStart >= MAX_BATCH_PAGES) {
        await output.flush();
        batches++;
        inBatch = 0;
        batchStart = output.pageCount;
      }
    }
    if (composed.length === 0) throw new DocumentError('compose.noDocuments', 'There is nothing to compose');
    if (inBatch > 0) batches++;
    await output.finish({ Producer: 'Postbridge', Title: settings.proof ? 'Proof' : 'Print output' });
    await target.close();
    for (const d of composed) d.fingerprints = output.fingerprints.slice(d.firstPage - 1, d.lastPage);
    return {
      documents: composed,
      pageCount: output.pageCount,
      sheetCount: composed.reduce((sum, d) => sum + d.sheets, 0),
      bytes: output.bytesWritten,
      batches,
      duplex: settings.duplex,
      colour: settings.blackAndWhite ? 'BLACK_AND_WHITE' : 'COLOR',
      envelope,
      proof: settings.proof !== undefined,
      warnings,
    };
  } catch (error) {
    await target.abort();
    throw error;
  } finally {
    output?.close();
  }
}

type ActiveArea = { area: ComposeArea; kind: DocumentKind; selector: PageSelector };
/** The kinds a page of the output belongs to; padding pages only count in the composed document. */
type PageKind = DocumentKind | 'PADDING';

function composeDocument(
  output: PdfOutput,
  document: ComposeDocument,
  index: number,
  settings: Settings,
  warnings: ComposeWarning[],
): ComposedDocument {
  const { documentPages, addressPages, padding, total } = pagesOf(document, index, settings.duplex);
  const areas: ActiveArea[] = (document.areas ?? []).map((area) => {
    const kind = area.documentKind ?? 'DOCUMENT';
    return { area, kind, selector: pageSelectorOf(kind, area.page ?? 'all') };
  });
  const firstPage = output.pageCount + 1;
  const perSheet = settings.duplex ? 2 : 1;
  const positionOf = (page: number): PagePosition => ({
    page,
    pageCount: total,
    sheet: Math.ceil(page / perSheet),
    sheetCount: total / perSheet,
    outputPage: settings.pagesBefore + firstPage + page - 1,
  });
  let composedNumber = 0;

  const marksOf = (
    kind: PageKind,
    number: number,
    count: number,
    source?: { pdf: PdfHandle; page: number },
  ) => {
    composedNumber++;
    const marks: PageMark[] = [];
    for (const { area, kind: areaKind, selector } of areas) {
      const applies =
        areaKind === 'COMPOSED_DOCUMENT'
          ? isPageSelected(selector, composedNumber, total)
          : areaKind === kind && isPageSelected(selector, number, count);
      if (!applies) continue;
      // docs/product.md §3 "check": the area must be blank in the document; what is checked is its text.
      const notBlank =
        area.check === true &&
        source !== undefined &&
        extractTextInArea(source.pdf, { page: source.page, area: area.area }).text !== '';
      const value = valueAt(area.value, positionOf(composedNumber));
      const drawing = areaMarks(
        { ...area, value },
        { proof: settings.proof !== undefined, blackAndWhite: settings.blackAndWhite, notBlank },
      );
      marks.push(...drawing.marks);
      if (drawing.warning) warnings.push({ document: index, page: output.pageCount + 1, ...drawing.warning });
    }
    if (settings.proof) {
      marks.push({
        kind: 'watermark',
        text: settings.proof.watermark,
        font: 'Helvetica-Bold',
        color: WATERMARK_COLOR,
      });
    }
    return marks;
  };

  if (document.addressPage) {
    const address = addressPageMarks(document.addressPage, settings.window!);
    output.appendBlankPage(settings.formatSize, [...address, ...marksOf('ADDRESS_PAGE', 1, addressPages)]);
    if (addressPages === 2)
      output.appendBlankPage(settings.formatSize, marksOf('ADDRESS_PAGE', 2, addressPages));
  }
  let number = 0;
  for (const range of document.pages) {
    for (let page = range.firstPage; page <= range.lastPage; page++) {
      const replaced = (document.replacements ?? []).filter((r) => r.page === number + 1);
      const marks = [
        ...replaced.flatMap((r) => replacementMarks(r.area, r.lines)),
        ...marksOf('DOCUMENT', ++number, documentPages, { pdf: range.pdf, page }),
      ];
      output.appendSourcePage(
        range.pdf,
        page,
        marks,
        replaced.map((r) => r.area),
      );
    }
  }
  if (padding) {
    output.appendBlankPage(settings.formatSize, marksOf('PADDING', 1, 1));
  }
  const missing = output.takeMissingGlyphs();
  if (missing.length > 0)
    warnings.push({ document: index, code: 'compose.missingGlyphs', details: { chars: missing.join('') } });
  return {
    index,
    firstPage,
    lastPage: firstPage + total - 1,
    pageCount: total,
    sheets: total / perSheet,
    addressPage: addressPages > 0,
    blankPages: addressPages - (addressPages > 0 ? 1 : 0) + padding,
    // Known once its batch is written (composeOutput).
    fingerprints: [],
  };
}

function pagesOf(document: ComposeDocument, index: number, duplex: boolean) {
  const documentPages = countPages(document, index);
  const addressPages = document.addressPage ? (duplex ? 2 : 1) : 0;
  const padding = duplex && (addressPages + documentPages) % 2 === 1 ? 1 : 0;
  return { documentPages, addressPages, padding, total: addressPages + documentPages + padding };
}

/**
 * The pages and sheets a document takes in the output, its address page (and its back in duplex) and padding
 * page included: what a value that depends on the document's sheet count is computed with before composing.
 */
export function composedSize(
  document: ComposeDocument,
  options: Pick<ComposeOptions, 'duplex'>,
): { pages: number; sheets: number } {
  const duplex = options.duplex ?? false;
  const { total } = pagesOf(document, 0, duplex);
  return { pages: total, sheets: duplex ? total / 2 : total };
}

function valueAt(value: ComposeArea['value'], position: PagePosition): string | undefined {
  if (typeof value === 'function') return value(position);
  if (typeof value === 'object')
    return value.template.replace(/\{(page|pageCount|sheet|sheetCount|outputPage)\}/g, (_, field: string) =>
      String(position[field as keyof PagePosition]),
    );
  return value;
}

function countPages(document: ComposeDocument, index: number): number {
  let count = 0;
  for (const range of document.pages) {
    const { firstPage, lastPage, pdf } = range;
    if (
      !Number.isInteger(firstPage) ||
      !Number.isInteger(lastPage) ||
      firstPage < 1 ||
      lastPage > pdf.pageCount ||
      firstPage > lastPage
    ) {
      throw new DocumentError(
        'pdf.pageOutOfRange',
        `Pages ${firstPage}-${lastPage} of document ${index} are not in the PDF`,
        {
          document: index,
          firstPage,
          lastPage,
          pageCount: pdf.pageCount,
        },
      );
    }
    count += lastPage - firstPage + 1;
  }
  if (count === 0 && !document.addressPage) {
    throw new DocumentError('compose.emptyDocument', `Document ${index} has no page`, { document: index });
  }
  return count;
}
