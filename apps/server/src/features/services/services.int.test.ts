import type { ApiIssue } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCommand, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { seedDemoService } from '../seed/demo-service';

type Part = { name: string; value: string } | { name: string; fileName: string; content: Buffer };

/** A multipart body built by hand, so the test controls every byte. */
function multipart(parts: Part[]) {
  const boundary = `----pbtest${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      'value' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
    ),
    'value' in p ? Buffer.from(p.value) : p.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestContext;
let admin: string;
let sender: string;
let rootId: string;

beforeEach(async () => {
  t = await createTestContext();
  await seedDemoService(t.deps);
  [admin, sender] = await Promise.all([sessionToken(t.deps, 'admin'), sessionToken(t.deps, 'sender')]);
  rootId = (await userIdOf(t.deps.db, 'admin')).ouId;
});
afterEach(async () => {
  await t.close();
});

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

/** The services the seed gives the demo OU (seed/demo-service.ts), as the list sorts them. */
const DEMO_SERVICE_NAMES = ['Invoices with customer data', 'Letter batch', 'Letters', 'Registered letter'];
const names = async (token: string, query = '') =>
  (await get(token, `/api/services${query}`)).json().result.map((s: { name: string }) => s.name) as string[];
const serviceNamed = async (token: string, name: string) =>
  (await get(token, '/api/services')).json().result.find((s: { name: string }) => s.name === name);

const post = (token: string, url: string, parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'x-auth-token': token } });
};

const save = (token: string, service: object, files: Part[] = []) =>
  post(token, '/api/services', [{ name: 'parameters', value: JSON.stringify(service) }, ...files]);

const invoices = () => ({
  type: 'SIMPLE_UNIQUE',
  name: 'Invoices',
  ouId: rootId,
  boxes: [{ name: 'invoice', label: 'Invoice', boxType: 'box.PDF', main: true }],
  channels: [
    {
      id: 'simple-mail',
      label: 'Simple mail',
      shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
    },
  ],
});

const issuesOf = (body: { error: { issues: ApiIssue[] } }): ApiIssue[] => body.error.issues;

describe('saving a service', () => {
  it('creates a valid service with a box file, then reads it and the file back', async () => {
    const res = await save(admin, invoices(), [
      { name: 'box.invoice.0', fileName: 'terms.pdf', content: pdfBytes },
    ]);
    expect(res.statusCode).toBe(200);
    const saved = res.json().result;
    expect(saved).toMatchObject({ name: 'Invoices', type: 'SIMPLE_UNIQUE', ouId: rootId, version: 1 });
    expect(saved.serviceFiles).toEqual([
      { id: expect.any(String), name: 'terms.pdf', contentType: 'application/pdf' },
    ]);
    expect(saved.boxes[0].configuredFiles).toEqual([
      { serviceFileId: saved.serviceFiles[0].id, removable: false },
    ]);

    const read = await get(admin, `/api/services/${saved.id}`);
    expect(read.json().result).toEqual(saved);
    const file = await get(admin, `/api/services/${saved.id}/file/${saved.serviceFiles[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(Buffer.from(file.rawPayload).equals(pdfBytes)).toBe(true);

    const history = await t.deps.db
      .selectFrom('history')
      .select(['action', 'login'])
      .where('entity_id', '=', saved.id)
      .execute();
    expect(history).toEqual([{ action: 'create', login: 'admin' }]);
  });

  it('refuses an invalid service with every issue at once, naming keys and paths', async () => {
    const service = invoices();
    const res = await save(admin, {
      ...service,
      name: ' ',
      boxes: [...service.boxes, { name: 'invoice', label: '', boxType: 'box.PDF' }],
      channels: [{ id: 'simple-mail', label: 'Simple mail', shipmentRequirements: [] }],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toMatchObject({ code: -2, field: 'parameters', params: { count: 4 } });
    expect(issuesOf(body).map((i) => [i.key, i.path])).toEqual(
      expect.arrayContaining([
        ['service.nameMandatory', 'name'],
        ['service.box.duplicateName', 'boxes[1].name'],
        ['service.box.labelMandatory', 'boxes[1].label'],
        ['service.requirement.mandatory', 'channels[0].shipmentRequirements'],
      ]),
    );
    expect(body.error.message).toContain('boxes[1].name: Another box is already named "invoice".');
  });

  it('refuses a configuration of the wrong shape, and files for unknown boxes, naming each', async () => {
    const shape = await save(admin, { ...invoices(), type: 'NOPE', boxes: [{ name: 'x' }] });
    expect(shape.statusCode).toBe(400);
    expect(issuesOf(shape.json()).map((i) => i.path)).toEqual(
      expect.arrayContaining(['type', 'boxes[0].label', 'boxes[0].boxType']),
    );
    const file = await save(admin, invoices(), [
      { name: 'box.nope.0', fileName: 'a.pdf', content: pdfBytes },
    ]);
    expect(issuesOf(file.json())).toEqual([
      expect.objectContaining({ key: 'service.file.unknownBox', path: 'files["box.nope.0"]' }),
    ]);
  });

  it('answers an edition conflict to a save from a stale version', async () => {
    const created = (await save(admin, invoices())).json().result;
    const first = await save(admin, { ...created, description: 'first', version: 1 });
    expect(first.json().result.version).toBe(2);
    const stale = await save(admin, { ...created, description: 'second', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe(-13);
    expect((await get(admin, `/api/services/${created.id}`)).json().result.description).toBe('first');
  });

  it('refuses a save from a caller without adminService', async () => {
    const res = await save(sender, invoices());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(-12);
  });
});

describe('listing services', () => {
  it('shows an administrator every service of the OU chain, a sender only its profile’s', async () => {
    await save(admin, invoices());
    expect(await names(admin)).toEqual(['Invoices', ...DEMO_SERVICE_NAMES]);
    expect(await names(sender)).toEqual(DEMO_SERVICE_NAMES);
    // The sender's OU (Sales) inherits the root's services; the root is an ancestor it may look at.
    expect(await names(sender, `?ouId=${rootId}`)).toEqual(DEMO_SERVICE_NAMES);
    const letters = await serviceNamed(sender, 'Letters');
    expect(letters.boxes[0].splitConfig).toEqual({ kind: 'bsc.PAGE', pagesPerPart: 1 });
    expect(letters.channels[0].shipmentRequirements[0].content).toMatchObject({
      kind: 'pdfText',
      area: { left: 100, top: 45, width: 90, height: 40 },
    });
    const invoicesId = (await serviceNamed(admin, 'Invoices')).id;
    expect((await get(sender, `/api/services/${invoicesId}`)).statusCode).toBe(404);
  });
});

describe('deleting a service', () => {
  it('is refused while orders are in progress, then rejects their pending commands with force', async () => {
    const letters = await serviceNamed(admin, 'Letters');
    const owner = await userIdOf(t.deps.db, 'sender');
    const commandId = await buildCommand(t.deps.db, owner, 'AWAIT_VALIDATION', '2026-11-20T09:00:00.000Z');
    const { job_id } = await t.deps.db
      .selectFrom('delivery_command')
      .select('job_id')
      .where('id', '=', commandId)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('job')
      .set({ service_id: letters.id, state: 'PACK_GROUPS_CREATED_AWAIT_VALIDATION' })
      .where('id', '=', job_id)
      .execute();
    const del = (query: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/services/${letters.id}${query}`,
        headers: { 'x-auth-token': admin },
      });

    const refused = await del('');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: -2, field: 'force', params: { openJobs: 1 } });

    const forced = await del('?force=true');
    expect(forced.json()).toEqual({ result: { serviceId: letters.id, rejectedCommands: 1 } });
    const command = await t.deps.db
      .selectFrom('delivery_command')
      .select('state')
      .where('id', '=', commandId)
      .executeTakeFirstOrThrow();
    expect(command.state).toBe('REJECTED');
    const history = await t.deps.db
      .selectFrom('history')
      .select(['entity_type', 'action', 'state'])
      .where('entity_id', 'in', [commandId, letters.id])
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { entity_type: 'service', action: 'create', state: null },
      { entity_type: 'deliveryCommand', action: 'reject', state: 'REJECTED' },
      { entity_type: 'service', action: 'delete', state: null },
    ]);
    expect((await get(admin, `/api/services/${letters.id}`)).statusCode).toBe(404);
    expect(await names(sender)).toEqual(DEMO_SERVICE_NAMES.filter((n) => n !== 'Letters'));
  });
});

describe('references to channels, options and metadata', () => {
  it('refuses a service naming a channel, an option or a metadata that does not exist, all at once', async () => {
    const service = invoices();
    service.channels[0]!.id = 'pigeon-post';
    const withBadOption = {
      ...service,
      channels: [
        ...service.channels,
        {
          id: 'simple-mail',
          label: 'Letter',
          shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
          outputFileConfiguration: { options: [{ optionTypeId: 'colour', optionId: 'no-such-option' }] },
        },
      ],
      jobNameExpression: { kind: 'metadataReference', name: 'campaign' },
    };
    const res = await save(admin, withBadOption);
    expect(res.statusCode, res.body).toBe(400);
    expect(issuesOf(res.json()).map((i) => [i.key, i.path])).toEqual(
      expect.arrayContaining([
        ['service.channel.unknown', 'channels[0].id'],
        ['service.option.unknown', 'channels[1].outputFileConfiguration.options[0].optionId'],
        ['service.metadata.unknown', 'jobNameExpression.name'],
      ]),
    );
  });

  it('refuses an import whose channel is not offered to the OU', async () => {
    await t.deps.db.deleteFrom('ou_channel').where('channel_id', '=', 'simple-mail').execute();
    const res = await post(admin, '/api/services/import', [
      { name: 'file', fileName: 'invoices.service.json', content: Buffer.from(JSON.stringify(invoices())) },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(issuesOf(res.json()).map((i) => i.key)).toContain('service.channel.notOffered');
  });
});

describe('export and import', () => {
  it('exports a service as a JSON file that imports as a new service', async () => {
    const letters = await serviceNamed(admin, 'Letters');
    const exported = await get(admin, `/api/services/${letters.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain("filename*=UTF-8''Letters.service.json");
    const imported = await post(admin, '/api/services/import', [
      { name: 'file', fileName: 'Letters.service.json', content: exported.rawPayload },
    ]);
    expect(imported.statusCode).toBe(200);
    const copy = imported.json().result;
    expect(copy.id).not.toBe(letters.id);
    const comparable = (s: Record<string, unknown>) => ({
      ...s,
      id: '',
      version: 0,
      creationDate: '',
      updateDate: '',
    });
    expect(comparable(copy)).toEqual(comparable(letters));

    const broken = await post(admin, '/api/services/import', [
      { name: 'file', fileName: 'x.json', content: Buffer.from('{"name":"x"}') },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(issuesOf(broken.json()).map((i) => i.path)).toEqual(expect.arrayContaining(['type']));
  });
});

describe('testing a data file', () => {
  it('previews a CP-1252 CSV with line numbers and names the line of the error', async () => {
    const csv = Buffer.from(
      [0x6e, 0x6f, 0x6d, 0x3b, 0x76, 0x69, 0x6c, 0x6c, 0x65, 0x0a].concat(
        [...'Ren'].map((c) => c.charCodeAt(0)),
        [0xe9, 0x3b],
        [...'Besan'].map((c) => c.charCodeAt(0)),
        [0xe7, 0x6f, 0x6e, 0x0a],
        [...'Zo'].map((c) => c.charCodeAt(0)),
        [0xeb, 0x3b, 0x80, 0x0a],
        [...'broken line\n'].map((c) => c.charCodeAt(0)),
      ),
    );
    const res = await post(sender, '/api/services/testDataFile', [
      { name: 'submittedFile', fileName: 'people.csv', content: csv },
      {
        name: 'parameters',
        value: JSON.stringify({
          kind: 'par.CSV',
          encoding: 'CP-1252',
          separator: ';',
          headerPresent: true,
          metadataMapping: { '0': 'name', '1': 'city' },
        }),
      },
    ]);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.records).toEqual([
      { line: 2, values: { name: 'René', city: 'Besançon' } },
      { line: 3, values: { name: 'Zoë', city: '€' } },
    ]);
    expect(result.error).toMatchObject({ code: 'data.columnCount', line: 4 });
    expect(result.error.message).toContain('Line 4');
  });
});
