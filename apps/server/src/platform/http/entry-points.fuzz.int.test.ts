import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// Issue 21 "Property-based fuzzing" of the two deposit entry points that read bodies themselves: multipart
// (POST /api/files, /api/jobs) and NDJSON (POST /api/jobs/stream). Whatever arrives, the answer is the envelope:
// a result, or an error with its code, never a 500; and the server keeps answering. `npm run bench -- fuzz` runs
// it longer (FUZZ_RUNS, FUZZ_MS).
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const TIME = Number(process.env.FUZZ_MS ?? 6000);
const settings = { numRuns: RUNS, interruptAfterTimeLimit: TIME, markInterruptAsFailure: false };

const fieldName = fc.oneof(
  fc.constantFrom(
    'parameters',
    'file',
    'file.letters.0',
    'file.letters.x',
    'apposition.letters.0',
    'file..0',
  ),
  fc.string({ maxLength: 10 }),
);
const fileName = fc.oneof(
  fc.constantFrom('letters.pdf', '../../etc/passwd', 'a\\b.pdf', '', 'é\u202e.fdp', 'x'.repeat(300)),
  fc.string({ maxLength: 12 }),
);
const content = fc.oneof(
  fc.constantFrom('%PDF-1.4\n%%EOF\n', '{"serviceId":"nope"}', '{"serviceId":', 'PK\u0003\u0004', ''),
  fc.string({ maxLength: 60 }),
);
/** A part of a multipart body, well formed or not. */
const part = fc.oneof(
  fc
    .tuple(fieldName, fc.option(fileName, { nil: undefined }), content)
    .map(
      ([field, name, body]) =>
        `Content-Disposition: form-data; name="${field}"${name === undefined ? '' : `; filename="${name}"`}\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${body}`,
    ),
  fc.string({ maxLength: 40 }),
);
const multipart = fc
  .tuple(
    fc.constantFrom('B0undary', 'x', ''),
    fc.array(part, { maxLength: 4 }),
    fc.boolean(),
    fc.constantFrom(
      'multipart/form-data; boundary=B0undary',
      'multipart/form-data',
      'multipart/form-data; boundary=',
    ),
  )
  .map(([boundary, parts, closed, contentType]) => ({
    contentType,
    body: parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + (closed ? `--${boundary}--\r\n` : ''),
  }));

const ndjsonLine = fc.oneof(
  fc.constantFrom(
    '{"parameters":{"serviceId":"nope","jobName":"x"}}',
    '{"parameters":{}}',
    '{"field":"file.letters.0","name":"a.pdf","base64":"JVBERi0x"}',
    '{"field":"file.letters.0","base64":"@@@"}',
    '{"field":"file.letters.0","fileId":"nope"}',
    '{"files":[{"field":"x","fileId":1}]}',
    '',
    '[]',
    'null',
    '{',
  ),
  fc.json({ maxDepth: 2 }),
  fc.string({ maxLength: 30 }),
);
const ndjson = fc
  .tuple(fc.array(ndjsonLine, { maxLength: 6 }), fc.constantFrom('application/x-ndjson', 'application/json'))
  .map(([lines, contentType]) => ({ contentType, body: lines.join('\n') }));

describe('deposit entry points under any body', { timeout: 4 * TIME + 30_000 }, () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext();
    token = await sessionToken(t.deps, 'sender');
  });
  afterAll(() => t.close());

  const post = (url: string, contentType: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': contentType, 'x-auth-token': token },
    });

  /** The envelope of docs/api.md: a result, or an error with a numeric code; never a 500. */
  function expectEnvelope(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode).toBeLessThan(500);
    const json = res.json() as { result?: unknown; error?: { code?: unknown } };
    expect(json.result !== undefined || typeof json.error?.code === 'number').toBe(true);
  }

  it('multipart bodies to /api/files and /api/jobs', async () => {
    await fc.assert(
      fc.asyncProperty(
        multipart,
        fc.constantFrom('/api/files', '/api/jobs'),
        async ({ contentType, body }, url) => {
          expectEnvelope(await post(url, contentType, body));
        },
      ),
      settings,
    );
  });

  it('NDJSON and JSON bodies to /api/jobs/stream', async () => {
    await fc.assert(
      fc.asyncProperty(ndjson, async ({ contentType, body }) => {
        expectEnvelope(await post('/api/jobs/stream', contentType, body));
      }),
      settings,
    );
  });

  it('still answers afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/version' });
    expect(res.statusCode).toBe(200);
  });
});
