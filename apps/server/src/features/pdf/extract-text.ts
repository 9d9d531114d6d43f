import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DocumentError } from '@postbridge/documents';
import {
  pdfExtractTextParametersSchema,
  type LabelKey,
  type PdfExtractTextParameters,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { MultipartBody } from '../../platform/http/read-multipart';
import type { SessionContext } from '../../platform/policy';
import { downloadFile } from '../files';
import { AREA_TEXT_WORK } from './pdf-work';

export async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The `parameters` field, checked; a refusal names the first wrong value (`parameters.area.width`…). */
function parseExtractTextParameters(text: string | undefined): PdfExtractTextParameters {
  if (text === undefined) throw errors.badRequest('parameters', 'the extraction parameters are required');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw errors.badRequest('parameters', 'is not valid JSON');
  }
  const parsed = pdfExtractTextParametersSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw errors.badRequest(['parameters', ...issue.path.map(String)].join('.'), issue.message);
  }
  return parsed.data;
}

/** Which field a PDF refusal is about, for the browser to point at it. */
const FIELD_OF_CODE: Record<string, string> = {
  'pdf.encrypted': 'body.file',
  'pdf.invalid': 'body.file',
  'pdf.pageOutOfRange': 'parameters.page',
  'pdf.invalidArea': 'parameters.area',
};

/**
 * A PDF refusal as the API answers it: a bad request with the issue label of its code (docs/product.md §8).
 */
export function refusalOf(err: DocumentError): AppError {
  const field = FIELD_OF_CODE[err.code] ?? 'body.file';
  const params = Object.fromEntries(
    Object.entries(err.details).filter(
      (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
    ),
  );
  return new AppError(
    'badRequest',
    `${field}: ${err.message}`,
    `issue.${err.code}` as LabelKey,
    { ...params, field },
    field,
  );
}

/**
 * POST /pdf/extractText: the text inside an area of one page of a PDF, sent in the request (`file`) or stored
 * before (`fileId`, a file the caller may see). Nothing is kept.
 */
export async function extractText(
  deps: Deps,
  session: SessionContext,
  body: MultipartBody,
): Promise<{ text: string; lines: string[] }> {
  const parameters = parseExtractTextParameters(body.fields.get('parameters'));
  const fileId = body.fields.get('fileId');
  const [file, ...more] = body.files;
  if (more.length || (file && fileId !== undefined) || (!file && fileId === undefined)) {
    throw errors.badRequest('body.file', 'send either one file or a fileId');
  }
  const bytes = file
    ? new Uint8Array(await fs.readFile(file.received.tempPath))
    : await readAll((await downloadFile(deps, session, fileId!)).body);
  try {
    return await deps.work.run(AREA_TEXT_WORK, { bytes, parameters }, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    if (err instanceof DocumentError) throw refusalOf(err);
    throw err;
  }
}
