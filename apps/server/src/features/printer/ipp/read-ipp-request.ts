import { Readable, Transform } from 'node:stream';
import { decodeIppHeader, IppRefusal, STATUS, type IppRequest } from '../../../platform/ipp/ipp-message';

/**
 * Reads an IPP request from an HTTP body without holding it: the attribute part is decoded from the first bytes,
 * and the document after it is answered as a stream, to be written where it goes (a temporary file). The body may
 * not pass `maxBytes` in all: past it, the document stream fails with client-error-request-entity-too-large.
 */
export async function readIppRequest(
  body: Readable,
  maxBytes: number,
): Promise<{ request: IppRequest; document: Readable }> {
  const chunks: Buffer[] = [];
  // Leaving the loop must not destroy the body: the document is read from it afterwards.
  for await (const chunk of body.iterator({ destroyOnReturn: false })) {
    chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const decoded = decodeIppHeader(bytes);
    if (decoded) {
      const first = bytes.subarray(decoded.documentStart);
      return {
        request: decoded.request,
        document: limited(rest(first, body), maxBytes, decoded.documentStart),
      };
    }
  }
  const decoded = decodeIppHeader(Buffer.concat(chunks));
  if (!decoded) {
    throw new IppRefusal(
      STATUS.badRequest,
      'This is not a valid IPP request: it ends before its attributes do.',
    );
  }
  return { request: decoded.request, document: Readable.from([]) };
}

/** The document: the bytes already read after the attributes, then the rest of the body. */
function rest(first: Buffer, body: Readable): Readable {
  return Readable.from(
    (async function* () {
      if (first.length) yield first;
      for await (const chunk of body) yield chunk as Buffer;
    })(),
  );
}

/** Passes the bytes through until the request (its attribute part counted) passes `maxBytes`, then fails. */
function limited(source: Readable, maxBytes: number, alreadyRead: number): Readable {
  let total = alreadyRead;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > maxBytes) done(tooLarge(maxBytes));
      else done(null, chunk);
    },
  });
  source.on('error', (err) => meter.destroy(err));
  return source.pipe(meter);
}

export const tooLarge = (maxBytes: number): IppRefusal =>
  new IppRefusal(
    STATUS.requestEntityTooLarge,
    `The print job is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB allowed.`,
  );
