import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type Download = {
  name: string;
  contentType: string;
  body: Readable | Buffer | string;
  /** Known size in bytes (a stream's is not otherwise known). */
  size?: number;
  sha256?: string;
};

/** Sends a file as a download: type, size, checksum when known, and a UTF-8 file name (RFC 6266 / 5987). */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  if (file.sha256) reply.header('x-content-sha256', file.sha256);
  return reply.send(file.body);
}
