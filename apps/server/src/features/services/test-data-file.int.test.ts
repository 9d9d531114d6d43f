import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { multipartBody } from '../../test/deposits';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { seedDemoService } from '../seed/demo-service';

// POST /services/testDataFile as the service editor's Parser tab uses it (docs/web.md "Processing: the service
// editor"): a sample that cannot be read answers a result with its error, never a 500.

let t: TestContext;
let admin: string;

beforeEach(async () => {
  t = await createTestContext();
  await seedDemoService(t.deps);
  admin = await sessionToken(t.deps, 'admin');
});

afterEach(async () => {
  await t.close();
});

const testDataFile = (parameters: object, content: Buffer) => {
  const { payload, headers } = multipartBody({ parameters: JSON.stringify(parameters) }, [
    { field: 'submittedFile', name: 'sample', content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/services/testDataFile',
    payload,
    headers: { ...headers, 'x-auth-token': admin },
  });
};

describe('testing a data file', () => {
  it('names the line of an ISO-8859-1 CSV read as UTF-8 instead of answering mojibake', async () => {
    const csv = Buffer.from('name;city\nAnna;Bern\nRené;Besançon\n', 'latin1');
    const res = await testDataFile(
      {
        kind: 'par.CSV',
        encoding: 'UTF-8',
        separator: ';',
        headerPresent: true,
        metadataMapping: { '0': 'n' },
      },
      csv,
    );
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.error).toMatchObject({ code: 'data.encoding', line: 3 });
  });

  it('reads JSON elements mapped from pointer to metadata name', async () => {
    const json = Buffer.from(
      JSON.stringify({ sender: 'ACME', letters: [{ to: { name: 'Anna' } }, { to: {} }] }),
    );
    const res = await testDataFile(
      {
        kind: 'par.JSON',
        encoding: 'UTF-8',
        elementsJSONPointer: '/letters',
        metadataMapping: { '/to/name': 'name' },
        globalMetadataMapping: { '/sender': 'sender' },
        lenient: true,
      },
      json,
    );
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.records).toEqual([{ line: 1, values: { sender: 'ACME', name: 'Anna' } }]);
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'data.jsonPointer', line: 2 })]);
  });
});
