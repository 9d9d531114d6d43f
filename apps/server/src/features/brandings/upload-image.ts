import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  BRANDING_IMAGE_MAX_BYTES,
  BRANDING_IMAGE_PATH,
  sniffBrandingImage,
  svgRefusal,
  type BrandingImage,
  type LabelKey,
} from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { insertBrandingImage } from './queries';

const refuse = (
  kind: 'badRequest' | 'payloadTooLarge',
  key: string,
  why: string,
  params?: Record<string, string | number>,
) =>
  new AppError(kind, `body.file: ${why}`, `system.brandings.error.${key}` as LabelKey, params, 'body.file');

/**
 * Reads the one file of the upload into memory, never more than the limit: the parser stops keeping bytes at
 * 2 MB + 1 (the rest of a larger body is discarded as it arrives), and the file is then refused.
 */
async function readOneFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw errors.badRequest('content-type', 'must be multipart/form-data');
  let found: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: BRANDING_IMAGE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw errors.badRequest(`body.${part.fieldname}`, 'is not an expected file field');
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) {
        throw refuse('payloadTooLarge', 'imageTooLarge', 'larger than 2 MB', {
          limit: BRANDING_IMAGE_MAX_BYTES / 1024 / 1024,
        });
      }
      found = Buffer.concat(chunks);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Error && 'syscall' in err) throw err;
    throw errors.badRequest('body', `cannot be read as multipart/form-data (${String(err)})`);
  }
  if (!found) throw errors.badRequest('body.file', 'exactly one file is required');
  return found;
}

/**
 * POST /brandings/images: one image for white labels, recognised by its content (PNG, JPEG, GIF, WebP, ICO or
 * SVG), at most 2 MB; an SVG that could run script or load anything is refused. Stored in the file store and
 * served publicly at its url.
 */
export async function uploadBrandingImage(
  deps: Deps,
  session: SessionContext,
  request: FastifyRequest,
): Promise<BrandingImage> {
  const bytes = await readOneFile(request);
  const contentType = sniffBrandingImage(bytes.subarray(0, 4096));
  if (!contentType) throw refuse('badRequest', 'imageType', 'not a PNG, JPEG, GIF, WebP, ICO or SVG image');
  if (contentType === 'image/svg+xml') {
    const reason = svgRefusal(bytes.toString('utf8'));
    if (reason) throw refuse('badRequest', 'svgUnsafe', `unsafe SVG (${reason})`, { reason });
  }
  const id = newId();
  const storageKey = `brandings/images/${id}`;
  const tempDir = path.join(deps.config.dataDir, 'tmp');
  await fs.mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `branding-image-${id}`);
  await fs.writeFile(tempPath, bytes);
  try {
    await deps.files.putFile(storageKey, tempPath, bytes.length, contentType);
  } finally {
    await fs.rm(tempPath, { force: true });
  }
  await insertBrandingImage(deps.db, {
    id,
    storage_key: storageKey,
    content_type: contentType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    created_at: deps.clock.now().toISOString(),
    created_by: session.login,
  });
  return { id, url: `${BRANDING_IMAGE_PATH}${id}`, contentType, size: bytes.length };
}
