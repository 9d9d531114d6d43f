import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { request } from '../../../platform/ipp/ipp-testing';
import { STATUS } from '../../../platform/ipp/ipp-message';
import { readIppRequest } from './read-ipp-request';

describe('readIppRequest', () => {
  it('refuses bytes that are not an IPP request as a bad request', async () => {
    const text = Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await expect(readIppRequest(Readable.from([text]), 1024)).rejects.toMatchObject({
      status: STATUS.badRequest,
    });
  });

  it('hands the document over as a stream after the attributes, however the body is cut', async () => {
    const body = Buffer.concat([request(), Buffer.from('%PDF-1.7 the document')]);
    const pieces = [body.subarray(0, 5), body.subarray(5, 60), body.subarray(60)];
    const { request: read, document } = await readIppRequest(Readable.from(pieces), 10_000);
    expect(read.operationId).toBe(2);
    const chunks: Buffer[] = [];
    for await (const chunk of document) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7 the document');
  });

  it('fails the document stream once the request passes the limit', async () => {
    const body = [request(), Buffer.alloc(600, 0x20), Buffer.alloc(600, 0x20)];
    const { document } = await readIppRequest(Readable.from(body), 1000);
    await expect(
      (async () => {
        for await (const _chunk of document);
      })(),
    ).rejects.toMatchObject({ status: STATUS.requestEntityTooLarge });
  });
});
