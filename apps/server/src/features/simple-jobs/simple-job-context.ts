import fs from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { DocumentError, openPdf, type PdfHandle } from '@postbridge/documents';
import type { ChannelRequirement, LabelKey, Service, SimpleJobRequirementValue } from '@postbridge/domain';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { MultipartBody } from '../../platform/http/read-multipart';
import type { SessionContext } from '../../platform/policy';
import { downloadFile } from '../files';
import { defaultMailCountryOf, type RequirementResult } from '../jobs';
import { readableService, storedConfiguration } from '../services';
import { actingSession } from './acting-session';

/** What every simple-jobs call needs: the service as the acting user may read it, and that user's mail country. */
type SimpleJobContext = { service: Service; defaultCountry: string; ouId: string };

export async function simpleJobContext(
  deps: Deps,
  session: SessionContext,
  input: { serviceId: string; targetOwnerId?: string | null | undefined },
): Promise<SimpleJobContext> {
  const actor = await actingSession(deps, session, input.targetOwnerId);
  const service = storedConfiguration(await readableService(deps, actor, input.serviceId));
  // As in job processing: an OU tree that names no mail country reads only addresses that name theirs.
  const defaultCountry = (await defaultMailCountryOf(deps.db, actor.ouId)) ?? '';
  return { service, defaultCountry, ouId: actor.ouId };
}

/**
 * A requirement of the service by the name computeRequirements answers it under: a pack requirement's name, or
 * `<channel label>/<name>` for a shipment requirement. An unknown name is refused naming `field`.
 */
export function requirementNamed(service: Service, name: string, field: string): ChannelRequirement {
  const pack = service.packRequirements.content.find((r) => r.name === name);
  if (pack) return pack;
  for (const channel of service.channels) {
    if (!name.startsWith(`${channel.label}/`)) continue;
    const shipment = channel.shipmentRequirements.find(
      (r) => r.name === name.slice(channel.label.length + 1),
    );
    if (shipment) return shipment;
  }
  throw new AppError(
    'badRequest',
    `${field}: the service has no requirement named "${name}"`,
    'issue.requirement.unknown',
    { name, field },
    field,
  );
}

/** A requirement value as the simple-jobs calls answer it (docs/product.md §3 Requirement value). */
export const requirementValueOf = (result: RequirementResult, forced = false): SimpleJobRequirementValue => ({
  ...result,
  forced,
});

/** A multipart JSON field checked with its schema; a refusal names the first wrong value (`parameters.area.top`). */
export function parseJsonField<T extends z.ZodType>(
  body: MultipartBody,
  field: string,
  schema: T,
): z.output<T> {
  const text = body.fields.get(field);
  if (text === undefined) throw errors.badRequest(field, 'is required');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw errors.badRequest(field, 'is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw errors.badRequest([field, ...issue.path.map(String)].join('.'), issue.message);
  }
  return parsed.data;
}

/** The field of the request a document refusal is about. */
const FIELD_OF_CODE: Record<string, string> = {
  'pdf.pageOutOfRange': 'parameters.page',
  'pdf.invalidArea': 'parameters.area',
  'pdf.areaOutsidePage': 'parameters.area',
};

/**
 * A document refusal as the API answers it: a bad request with the `issue.<code>` label (docs/product.md §8).
 */
export function pdfRefusal(code: string, message: string, params: Record<string, string | number>): AppError {
  const field = FIELD_OF_CODE[code] ?? 'body.file';
  return new AppError(
    'badRequest',
    `${field}: ${message}`,
    `issue.${code}` as LabelKey,
    { ...params, field },
    field,
  );
}

/**
 * The PDF a call sends, as /pdf/extractText takes it: a `file` part, or a `fileId` field naming a stored file the
 * caller may see (one of the two). Opened for `use`, then closed; nothing is kept. An unreadable or encrypted
 * file, or a bad page or area met in `use`, is refused with its document error key.
 */
export async function withSentPdf<T>(
  deps: Deps,
  session: SessionContext,
  body: MultipartBody,
  use: (pdf: { handle: PdfHandle; bytes: Uint8Array; fileName: string }) => T,
): Promise<T> {
  const fileId = body.fields.get('fileId');
  const [file, ...more] = body.files;
  if (more.length || (file && fileId !== undefined) || (!file && fileId === undefined)) {
    throw errors.badRequest('body.file', 'send either one file or a fileId');
  }
  const { bytes, fileName } = file
    ? { bytes: new Uint8Array(await fs.readFile(file.received.tempPath)), fileName: file.fileName }
    : await downloadFile(deps, session, fileId!).then(async ({ file: stored, body: stream }) => ({
        bytes: new Uint8Array(await buffer(stream)),
        fileName: stored.name,
      }));
  try {
    const handle = openPdf(bytes);
    try {
      return use({ handle, bytes, fileName });
    } finally {
      handle.close();
    }
  } catch (err) {
    if (!(err instanceof DocumentError)) throw err;
    const params = Object.fromEntries(
      Object.entries(err.details).filter(
        (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
      ),
    );
    throw pdfRefusal(err.code, err.message, params);
  }
}
