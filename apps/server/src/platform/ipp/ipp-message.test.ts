import ipp from 'ipp-encoder';
import { describe, expect, it } from 'vitest';
import { request } from './ipp-testing';
import {
  attributeText,
  decodeIppHeader,
  encodeIppResponse,
  IppRefusal,
  MAX_IPP_HEADER_BYTES,
  octets,
  STATUS,
} from './ipp-message';

function refusal(run: () => unknown): IppRefusal {
  try {
    run();
  } catch (err) {
    if (err instanceof IppRefusal) return err;
    throw err;
  }
  throw new Error('not refused');
}

describe('decodeIppHeader', () => {
  it('reads the attributes and tells where the document starts', () => {
    const header = request();
    const decoded = decodeIppHeader(Buffer.concat([header, Buffer.from('%PDF-1.7')]));
    expect(decoded?.documentStart).toBe(header.length);
    expect(decoded?.request).toMatchObject({
      operationId: 2,
      requestId: 42,
      version: { major: 2, minor: 0 },
    });
    expect(attributeText(decoded!.request, 'job-name')).toBe('Invoices');
  });

  it('asks for more bytes while the attributes are cut short, at any point', () => {
    const header = request();
    for (let length = 0; length < header.length; length++) {
      expect(decodeIppHeader(header.subarray(0, length))).toBeNull();
    }
  });

  it('refuses bytes that are not an IPP request as a bad request', () => {
    expect(refusal(() => decodeIppHeader(request(2, { major: 2, minor: 0 }, 'job-name'))).status).toBe(
      STATUS.badRequest,
    );
    expect(refusal(() => decodeIppHeader(Buffer.alloc(MAX_IPP_HEADER_BYTES, 0x41))).status).toBe(
      STATUS.badRequest,
    );
  });

  it('refuses a version it does not speak', () => {
    const err = refusal(() => decodeIppHeader(request(2, { major: 3, minor: 0 })));
    expect(err.status).toBe(STATUS.versionNotSupported);
    expect(err.message).toContain('3.0');
  });
});

describe('encodeIppResponse', () => {
  it('answers in the request’s version and id, with charset, language and the status message', () => {
    const bytes = encodeIppResponse(
      { version: { major: 2, minor: 0 }, requestId: 42 },
      STATUS.forbidden,
      'This printer token is not valid.',
    );
    const decoded = ipp.response.decode(bytes);
    expect(decoded).toMatchObject({ version: { major: 2, minor: 0 }, statusCode: 0x0401, requestId: 42 });
    expect(decoded.groups[0]!.attributes.map((a) => [a.name, a.value])).toEqual([
      ['attributes-charset', ['utf-8']],
      ['attributes-natural-language', ['en']],
      ['status-message', ['This printer token is not valid.']],
    ]);
  });

  it('answers 1.1 to a request it could not read', () => {
    expect(ipp.response.decode(encodeIppResponse(null, STATUS.badRequest, 'no')).version).toEqual({
      major: 1,
      minor: 1,
    });
  });
});

describe('octets', () => {
  it('writes 32-bit integers big-endian', () => {
    expect([...Buffer.from(octets(1, 300), 'utf8')]).toEqual([0, 0, 0, 1, 0, 0, 1, 44]);
  });
  it('refuses what UTF-8 would change', () => {
    expect(() => octets(200)).toThrow();
  });
});
