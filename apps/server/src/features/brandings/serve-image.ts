import type { FastifyReply } from 'fastify';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { brandingImageById } from './queries';

/**
 * GET /brandings/images/{id}: the bytes with their type, never sniffed by the browser, sandboxed (an SVG opened
 * on its own runs nothing, loads nothing), and cached for a year: an id never changes its content.
 */
export async function serveBrandingImage(deps: Deps, reply: FastifyReply, imageId: string) {
  const image = await brandingImageById(deps.db, imageId);
  if (!image) throw errors.notFound('The image');
  const body = await deps.files.get(image.storage_key);
  return reply
    .header('content-type', image.content_type)
    .header('content-length', String(image.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(body);
}
