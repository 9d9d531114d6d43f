import { DocumentError } from '@postbridge/documents';
import {
  compilesAsSplitMarker,
  TEST_SPLIT_MAX_PAGES,
  type LabelKey,
  type SplitConfig,
  type TestSplitResult,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { downloadFile } from '../files';
import { SPLIT_TEST_WORK } from './split-work';

/** The field of the request a refusal is about, for the editor to name it at the split's field. */
const FIELD_OF_CODE: Record<string, string> = {
  'pdf.encrypted': 'body.fileId',
  'pdf.invalid': 'body.fileId',
  'pdf.tooComplex': 'body.fileId',
  'pdf.invalidArea': 'body.splitConfig.area',
  'pdf.areaOutsidePage': 'body.splitConfig.area',
  'split.invalidConfig': 'body.splitConfig',
  'service.pattern.invalid': 'body.splitConfig.value',
};

/** A refusal with the `issue.<code>` label of docs/product.md §8, at its field. */
function refusal(code: string, message: string, params: Record<string, string | number>): AppError {
  const field = FIELD_OF_CODE[code] ?? 'body.fileId';
  return new AppError(
    'badRequest',
    `${field}: ${message}`,
    `issue.${code}` as LabelKey,
    { ...params, field },
    field,
  );
}

/** The marker value must compile as the split compiles it (packages/documents plan-split.ts). */
function assertMarkerCompiles(config: SplitConfig): void {
  if (config.kind === 'bsc.PDF_AREA' && !compilesAsSplitMarker(config.value)) {
    throw refusal('service.pattern.invalid', `"${config.value}" is not a valid regular expression`, {
      pattern: config.value,
    });
  }
}

/**
 * POST /services/testSplit: a box's split configuration tried on a sample PDF the caller stored (and may see),
 * answered as a deposit of that file would be cut (docs/product.md §3 Box "splitConfig"), with the text of the
 * area on each page for a split on an area's text. Computed in the work pool on the first TEST_SPLIT_MAX_PAGES
 * pages: a big sample never holds the API. Nothing is kept.
 */
export async function testSplit(
  deps: Deps,
  session: SessionContext,
  body: { fileId: string; splitConfig: SplitConfig },
): Promise<TestSplitResult> {
  assertMarkerCompiles(body.splitConfig);
  const { body: stream } = await downloadFile(deps, session, body.fileId);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  let tested;
  try {
    tested = await deps.work.run(
      SPLIT_TEST_WORK,
      { bytes, splitConfig: body.splitConfig, maxPages: TEST_SPLIT_MAX_PAGES },
      [bytes.buffer as ArrayBuffer],
    );
  } catch (err) {
    if (err instanceof DocumentError) {
      const params = Object.fromEntries(
        Object.entries(err.details).filter(
          (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
        ),
      );
      throw refusal(err.code, err.message, params);
    }
    throw err;
  }
  if (tested.areaOutside) {
    const { page, widthMm, heightMm } = tested.areaOutside;
    throw refusal('pdf.areaOutsidePage', `the area goes beyond page ${page} (${widthMm} × ${heightMm} mm)`, {
      page,
      widthMm,
      heightMm,
    });
  }
  return {
    pageCount: tested.pageCount,
    pagesRead: tested.pagesRead,
    truncated: tested.pagesRead < tested.pageCount,
    pages: tested.pages,
    parts: tested.parts,
  };
}
