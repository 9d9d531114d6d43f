import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { AppError, errors } from '../errors';
import { receiveToTempFile, type ReceivedFile } from '../files/receive-file';

export type ReceivedPart = { field: string; fileName: string; received: ReceivedFile };

/** A multipart request read whole: text fields, and files streamed to temporary files (removed by `cleanup`). */
export type MultipartBody = {
  fields: Map<string, string>;
  files: ReceivedPart[];
  cleanup: () => Promise<void>;
};

/**
 * Reads every part of a multipart request, in any order (a JSON field may follow its files). Files whose field
 * `acceptFile` refuses, or beyond the upload limit, fail the request; nothing received is kept then.
 */
export async function readMultipart(
  req: FastifyRequest,
  deps: Deps,
  acceptFile: (field: string) => boolean,
): Promise<MultipartBody> {
  if (!req.isMultipart()) throw errors.badRequest('content-type', 'must be multipart/form-data');
  const files: ReceivedPart[] = [];
  const fields = new Map<string, string>();
  const cleanup = async () => {
    await Promise.all(files.map((f) => fs.rm(f.received.tempPath, { force: true })));
  };
  try {
    for await (const part of req.parts({ limits: { fileSize: deps.config.maxUploadBytes } })) {
      if (part.type === 'field') {
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (!acceptFile(part.fieldname)) {
        part.file.resume();
        throw errors.badRequest(`body.${part.fieldname}`, 'is not an expected file field');
      }
      // A part read as a file without a file name (found by fuzzing: an empty boundary parameter): refused here
      // rather than stored nameless.
      if (typeof part.filename !== 'string' || part.filename === '') {
        part.file.resume();
        throw errors.badRequest(`body.${part.fieldname}`, 'is a file without a file name');
      }
      const received = await receiveToTempFile(part.file, path.join(deps.config.dataDir, 'tmp'));
      files.push({ field: part.fieldname, fileName: part.filename, received });
      if (part.file.truncated) {
        const limit = Math.round(deps.config.maxUploadBytes / 1024 / 1024);
        throw new AppError(
          'payloadTooLarge',
          `The file is larger than the ${limit} MB allowed.`,
          'error.fileTooLarge',
          { limit },
        );
      }
    }
  } catch (err) {
    await cleanup();
    throw unreadableBody(err);
  }
  return { fields, files, cleanup };
}

/**
 * A body the multipart parser cannot read (no boundary, a truncated or malformed part, too many parts) is the
 * caller's mistake: -2 naming the body, never a 500. Our own refusals pass as they are, and so does a failure of
 * this machine (a system error: disk full, no permission), which stays an unexpected error.
 */
function unreadableBody(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof Error && 'syscall' in err) return err;
  const reason = err instanceof Error ? err.message : String(err);
  return errors.badRequest('body', `cannot be read as multipart/form-data (${reason})`);
}
