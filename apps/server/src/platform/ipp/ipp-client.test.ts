import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ipp from 'ipp-encoder';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callIpp,
  decodeIppAnswer,
  encodeIppRequest,
  firstGroupOf,
  groupsOf,
  httpUrlOf,
  IPP_OPERATION,
  IppTransportError,
  statusMessageOf,
} from './ipp-client';
import { attribute, encodeIppResponse, TAG } from './ipp-message';

describe('httpUrlOf', () => {
  it('reaches ipp:// over http and ipps:// over https, on port 631 unless given', () => {
    expect(httpUrlOf('ipp://printer.example/ipp/print').href).toBe('http://printer.example:631/ipp/print');
    expect(httpUrlOf('ipps://printer.example:8631/ipp/print').href).toBe(
      'https://printer.example:8631/ipp/print',
    );
    expect(httpUrlOf('ipp://cups.example:631/printers/office').href).toBe(
      'http://cups.example:631/printers/office',
    );
    expect(() => httpUrlOf('https://printer.example/')).toThrow(/not an ipp/);
  });
});

describe('encodeIppRequest', () => {
  it('puts charset and natural language first, then the operation and job attributes', () => {
    const bytes = encodeIppRequest(
      IPP_OPERATION.printJob,
      [attribute(TAG.uri, 'printer-uri', 'ipp://p/ipp/print'), attribute(TAG.name, 'job-name', 'D-001.pdf')],
      [attribute(TAG.integer, 'copies', 1), attribute(TAG.keyword, 'sides', 'two-sided-long-edge')],
      7,
    );
    const decoded = ipp.request.decode(bytes);
    expect(decoded).toMatchObject({ version: { major: 1, minor: 1 }, operationId: 2, requestId: 7 });
    expect(decoded.groups.map((g) => g.tag)).toEqual([TAG.operation, TAG.job]);
    expect(decoded.groups[0]!.attributes.map((a) => a.name)).toEqual([
      'attributes-charset',
      'attributes-natural-language',
      'printer-uri',
      'job-name',
    ]);
    expect(decoded.groups[1]!.attributes).toEqual([
      { tag: TAG.integer, name: 'copies', value: [1] },
      { tag: TAG.keyword, name: 'sides', value: ['two-sided-long-edge'] },
    ]);
    // The encoded part ends with end-of-attributes: a document may follow.
    expect(bytes[bytes.length - 1]).toBe(TAG.end);
  });

  it('gives each request its own id', () => {
    const a = ipp.request.decode(encodeIppRequest(IPP_OPERATION.getJobs, []));
    const b = ipp.request.decode(encodeIppRequest(IPP_OPERATION.getJobs, []));
    expect(b.requestId).not.toBe(a.requestId);
  });
});

describe('decodeIppAnswer', () => {
  it('reads the status, the message and one job group per job', () => {
    const bytes = encodeIppResponse({ version: { major: 1, minor: 1 }, requestId: 3 }, 0x0000, 'OK', [
      {
        tag: TAG.job,
        attributes: [attribute(TAG.integer, 'job-id', 4), attribute(TAG.enum, 'job-state', 9)],
      },
      {
        tag: TAG.job,
        attributes: [attribute(TAG.integer, 'job-id', 5), attribute(TAG.enum, 'job-state', 5)],
      },
    ]);
    const answer = decodeIppAnswer(bytes);
    expect(answer.statusCode).toBe(0);
    expect(statusMessageOf(answer)).toBe('OK');
    expect(groupsOf(answer, TAG.job)).toHaveLength(2);
    expect(firstGroupOf(answer, TAG.job).get('job-state')).toEqual([9]);
  });

  it('refuses what is not IPP', () => {
    expect(() => decodeIppAnswer(Buffer.from('<html>'))).toThrow(/too short|not IPP/);
  });
});

describe('callIpp', () => {
  let server: http.Server | null = null;
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
    server = null;
  });
  const serve = async (handler: http.RequestListener) => {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `ipp://127.0.0.1:${(server.address() as AddressInfo).port}/ipp/print`;
  };

  it('posts application/ipp, the document after the attributes, and reads the answer', async () => {
    let received: { type?: string; body: Buffer } | null = null;
    const uri = await serve((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received = { type: req.headers['content-type'], body: Buffer.concat(chunks) };
        res.writeHead(200, { 'content-type': 'application/ipp' });
        res.end(encodeIppResponse({ version: { major: 1, minor: 1 }, requestId: 1 }, 0x0000, 'taken'));
      });
    });
    const body = encodeIppRequest(IPP_OPERATION.printJob, [attribute(TAG.uri, 'printer-uri', uri)]);
    const answer = await callIpp(uri, body, { document: Buffer.from('%PDF-1.7'), timeoutMs: 5000 });
    expect(statusMessageOf(answer)).toBe('taken');
    expect(received!.type).toBe('application/ipp');
    expect(received!.body.subarray(body.length).toString()).toBe('%PDF-1.7');
  });

  it('tells a printer that was never reached from one that took the request and never answered', async () => {
    const down = await serve(() => {});
    await new Promise((resolve) => server!.close(resolve));
    server = null;
    const refused = await callIpp(down, encodeIppRequest(IPP_OPERATION.getJobs, []), {
      timeoutMs: 5000,
    }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(IppTransportError);
    expect(refused).toMatchObject({ delivered: false });

    const silent = await serve((req) => req.resume());
    const lost = await callIpp(silent, encodeIppRequest(IPP_OPERATION.printJob, []), {
      document: Buffer.alloc(1000),
      timeoutMs: 300,
    }).catch((err: unknown) => err);
    expect(lost).toMatchObject({ delivered: true, message: expect.stringContaining('did not answer') });

    const httpError = await serve((_req, res) => res.writeHead(401).end());
    const refusedHttp = await callIpp(httpError, encodeIppRequest(IPP_OPERATION.getJobs, []), {
      timeoutMs: 5000,
    }).catch((err: unknown) => err);
    expect(refusedHttp).toMatchObject({ delivered: false, message: expect.stringContaining('HTTP 401') });
  });
});
