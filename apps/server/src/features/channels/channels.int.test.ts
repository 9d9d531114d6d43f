import { CHANNEL_TYPES, type ApiIssue, type ChannelSaveParameters } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { hashExternalOutputToken, verifyExternalOutputToken } from './external-output-token';

let t: TestContext;
let admin: string;
let sender: string;

beforeEach(async () => {
  t = await createTestContext();
  [admin, sender] = await Promise.all([sessionToken(t.deps, 'admin'), sessionToken(t.deps, 'sender')]);
});
afterEach(async () => {
  await t.close();
});

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const save = (token: string, channel: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/channels',
    payload: channel,
    headers: { 'x-auth-token': token },
  });
const issuesOf = (body: { error: { issues: ApiIssue[] } }) => body.error.issues.map((i) => [i.key, i.path]);

/** An on-premise print channel: its output files are fetched with the external output token. */
const printRoom = (overrides: Partial<ChannelSaveParameters> = {}): ChannelSaveParameters => ({
  id: 'print-room',
  channelType: 'ON_PREMISE_PRINT',
  name: 'Print room',
  providerName: 'on-premise',
  cutoffTime: '11:30',
  timeZone: 'America/New_York',
  workingDays: [1, 2, 3, 4],
  minProductionDays: 0,
  additionalProductionDays: 1,
  maxFutureDays: 10,
  requirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
  trackingProperties: { url: 'https://print.example.com/jobs/{number}', placeholder: '{number}' },
  outputFiles: [
    {
      name: 'Print file',
      mainOutputFile: true,
      pageFormat: 'A4',
      technicalAreas: [
        {
          type: 'qrCode',
          area: { left: 180, top: 10, width: 20, height: 20 },
          content: { kind: 'sheetCount' },
          fontName: 'Courier',
        },
      ],
      options: [{ optionTypeId: 'colour', options: [{ optionId: 'colour-bw', default: true }] }],
    },
  ],
  ...overrides,
});

describe('reading channels', () => {
  it('lists the demo channels to any signed-in user, by name, never with a token', async () => {
    const res = await get(sender, '/api/channels');
    expect(res.statusCode).toBe(200);
    const channels = res.json().result;
    expect(channels.map((c: { id: string }) => c.id)).toEqual([
      'email',
      'registered-mail',
      'sms',
      'simple-mail',
    ]);
    expect(channels.every((c: { externalOutputToken: unknown }) => c.externalOutputToken === null)).toBe(
      true,
    );
    expect(channels.find((c: { id: string }) => c.id === 'email')).toMatchObject({
      channelType: 'EMAIL',
      providerName: 'smtp',
      fallbackOnStatuses: [-711, -710],
      requirements: [
        { name: 'recipientEmail' },
        { name: 'subject' },
        { name: 'body' },
        { name: 'attachmentName' },
      ],
    });
  });

  it('reads one channel with every field, and the channel types', async () => {
    const res = await get(sender, '/api/channels/simple-mail');
    expect(res.statusCode).toBe(200);
    const channel = res.json().result;
    expect(channel).toMatchObject({
      id: 'simple-mail',
      channelType: 'POSTAL_MAIL',
      providerName: 'simulator',
      workingDays: [1, 2, 3, 4, 5],
      cutoffTime: '16:00',
      timeZone: 'Europe/Paris',
      minProductionDays: 1,
      maxFutureDays: 30,
      fallbackOnStatuses: [],
      version: 1,
      externalOutputTokenSet: false,
      externalOutputToken: null,
    });
    expect(channel.outputFiles).toHaveLength(1);
    expect(channel.outputFiles[0].options.map((g: { optionTypeId: string }) => g.optionTypeId)).toEqual([
      'colour',
      'printing',
      'envelope',
    ]);

    const types = await get(sender, '/api/channels/type');
    expect(types.json().result).toEqual([...CHANNEL_TYPES]);
  });

  it('answers -3 for an unknown channel and -12 without a session', async () => {
    const missing = await get(admin, '/api/channels/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe(-3);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/channels' });
    expect(anonymous.json().error.code).toBe(-12);
  });
});

describe('saving a channel', () => {
  it('creates a channel, reads it back, updates it, and refuses a stale version with -13', async () => {
    const created = await save(admin, printRoom({ externalOutputTrigger: false }));
    expect(created.statusCode).toBe(200);
    const saved = created.json().result;
    expect(saved).toMatchObject({ id: 'print-room', version: 1, timeZone: 'America/New_York' });
    expect(saved.outputFiles[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.outputFiles[0].technicalAreas[0]).toMatchObject({ fontSize: 10, lineSpace: 1, page: 'all' });
    expect((await get(sender, '/api/channels/print-room')).json().result).toEqual(saved);

    const {
      creationDate: _created,
      updateDate: _updated,
      externalOutputToken: _token,
      externalOutputTokenSet: _tokenSet,
      ...editable
    } = saved;
    const updated = await save(admin, { ...editable, name: 'Print room (Paris)', enabled: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().result).toMatchObject({ name: 'Print room (Paris)', enabled: false, version: 2 });
    // The output file keeps its id through the update.
    expect(updated.json().result.outputFiles[0].id).toBe(saved.outputFiles[0].id);

    const stale = await save(admin, { ...editable, name: 'Lost edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe(-13);
    expect((await get(admin, '/api/channels/print-room')).json().result.name).toBe('Print room (Paris)');

    const history = await t.deps.db
      .selectFrom('history')
      .select(['action', 'login'])
      .where('entity_type', '=', 'channel')
      .where('entity_id', '=', 'print-room')
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { action: 'create', login: 'admin' },
      { action: 'update', login: 'admin' },
    ]);
  });

  it('creates a channel with a generated id when none is given, and answers -3 updating an unknown one', async () => {
    const res = await save(admin, printRoom({ id: '' }));
    expect(res.json().result.id).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await save(admin, printRoom({ id: 'nope', version: 1 }));
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an invalid channel with every issue at once', async () => {
    const res = await save(
      admin,
      printRoom({
        name: ' ',
        workingDays: [],
        cutoffTime: '25:00',
        fallbackOnStatuses: [42],
        requirements: [],
        trackingProperties: { url: 'https://print.example.com/jobs', placeholder: '{number}' },
        outputFiles: [
          {
            name: 'Print file',
            mainOutputFile: true,
            pageFormat: 'A6',
            technicalAreas: [
              {
                type: 'text',
                area: { left: 100, top: 10, width: 20, height: 5 },
                content: { kind: 'sheetCount' },
                fontName: 'Comic Sans',
              },
            ],
            options: [{ optionTypeId: 'colour', options: [{ optionId: 'envelope-dl' }] }],
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toMatchObject({ code: -2, field: 'body', labelId: 'error.validationFailed' });
    expect(issuesOf(body)).toEqual([
      ['channel.nameMandatory', 'name'],
      ['channel.workingDaysEmpty', 'workingDays'],
      ['channel.cutoffTimeInvalid', 'cutoffTime'],
      ['channel.fallbackStatusUnknown', 'fallbackOnStatuses[0]'],
      ['service.requirement.mandatory', 'requirements'],
      ['channel.tracking.placeholderMissing', 'trackingProperties.url'],
      ['channel.area.outsidePage', 'outputFiles[0].technicalAreas[0].area'],
      ['channel.area.unknownFont', 'outputFiles[0].technicalAreas[0].fontName'],
      ['channel.option.unknown', 'outputFiles[0].options[0].options[0].optionId'],
    ]);
    expect(body.error.params).toEqual({ count: 9 });
    expect(body.error.message).toContain('cutoffTime: The cutoff time "25:00" must be written HH:mm');
    expect((await get(admin, '/api/channels/print-room')).statusCode).toBe(404);
  });

  it('refuses a body of the wrong shape naming every wrong field', async () => {
    const res = await save(admin, {
      ...printRoom(),
      channelType: 'PIGEON',
      workingDays: [0, 8],
      maxFutureDays: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: ApiIssue) => [i.key, i.path])).toEqual(
      expect.arrayContaining([
        ['schema.invalid', 'channelType'],
        ['schema.invalid', 'workingDays[0]'],
        ['schema.invalid', 'workingDays[1]'],
        ['schema.invalid', 'maxFutureDays'],
      ]),
    );
  });

  it('refuses a taken or malformed id for a new channel', async () => {
    const taken = await save(admin, printRoom({ id: 'simple-mail' }));
    expect(issuesOf(taken.json())).toEqual([['channel.idTaken', 'id']]);
    const malformed = await save(admin, printRoom({ id: 'print room' }));
    expect(issuesOf(malformed.json())).toEqual([['channel.idInvalid', 'id']]);
  });

  it('saves a channel without cutoff whose time zone is unknown: only a warning (docs/product.md §5)', async () => {
    const res = await save(admin, printRoom({ cutoffTime: null, timeZone: 'Mars/Olympus_Mons' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.timeZone).toBe('Mars/Olympus_Mons');
  });

  it('refuses a cutoff time in an unknown time zone and a tracking link that is not http(s), at their fields (issue 15)', async () => {
    const file = printRoom().outputFiles![0]!;
    const res = await save(
      admin,
      printRoom({
        cutoffTime: '16:00',
        timeZone: 'Mars/Olympus_Mons',
        trackingProperties: { url: 'ftp://print.example.com/{number}', placeholder: '{number}' },
        outputFiles: [file, { ...file, mainOutputFile: true }],
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        {
          key: 'channel.cutoffTimeZoneUnknown',
          path: 'timeZone',
          severity: 'error',
          params: { timeZone: 'Mars/Olympus_Mons' },
        },
      ]),
    );
    expect(issuesOf(body)).toEqual([
      ['channel.cutoffTimeZoneUnknown', 'timeZone'],
      ['ou.webhookInvalid', 'trackingProperties.url'],
      ['channel.outputFile.duplicateName', 'outputFiles[1].name'],
      ['channel.outputFile.mainCount', 'outputFiles'],
    ]);
    expect(body.error.message).toContain('timeZone:');
    expect((await get(admin, '/api/channels/print-room')).statusCode).toBe(404);
  });

  it('is described whole in the OpenAPI document, although the use case checks the body itself', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = doc.paths['/api/channels'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['channelType', 'cutoffTime', 'outputFiles', 'regenerateExternalOutputToken']),
    );
  });

  it('is for super administrators only (-12)', async () => {
    const res = await save(sender, printRoom());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(-12);
    expect((await get(admin, '/api/channels/print-room')).statusCode).toBe(404);
  });
});

describe('the external output token', () => {
  const tokenHash = async (id: string) =>
    (
      await t.deps.db
        .selectFrom('channel')
        .select('external_output_token_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).external_output_token_hash;

  it('is generated for a channel fetched from outside, shown once, and stored as a hash', async () => {
    const res = await save(admin, printRoom({ externalOutputTrigger: true }));
    const saved = res.json().result;
    expect(saved.externalOutputToken).toMatch(/^[0-9a-f]{64}$/);
    expect(saved.externalOutputTokenSet).toBe(true);
    const token: string = saved.externalOutputToken;

    expect(await tokenHash('print-room')).toBe(hashExternalOutputToken(token));
    const read = (await get(admin, '/api/channels/print-room')).json().result;
    expect(read).toMatchObject({ externalOutputToken: null, externalOutputTokenSet: true });
    const listed = (await get(admin, '/api/channels')).json().result;
    expect(listed.find((c: { id: string }) => c.id === 'print-room').externalOutputToken).toBeNull();
    const history = await t.deps.db
      .selectFrom('history')
      .select('details')
      .where('entity_id', '=', 'print-room')
      .execute();
    expect(JSON.stringify(history)).not.toContain(token);

    expect(await verifyExternalOutputToken(t.deps, 'print-room', token)).toBe(true);
    expect(
      await verifyExternalOutputToken(
        t.deps,
        'print-room',
        token.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBe(false);
    expect(await verifyExternalOutputToken(t.deps, 'simple-mail', token)).toBe(false);
  });

  it('is kept by an update, replaced on request, and revoked when the trigger is turned off', async () => {
    const first = (await save(admin, printRoom({ externalOutputTrigger: true }))).json().result;
    const kept = (await save(admin, printRoom({ externalOutputTrigger: true, version: 1 }))).json().result;
    expect(kept).toMatchObject({ version: 2, externalOutputToken: null, externalOutputTokenSet: true });
    expect(await verifyExternalOutputToken(t.deps, 'print-room', first.externalOutputToken)).toBe(true);

    const renewed = (
      await save(
        admin,
        printRoom({ externalOutputTrigger: true, regenerateExternalOutputToken: true, version: 2 }),
      )
    ).json().result;
    expect(renewed.externalOutputToken).toMatch(/^[0-9a-f]{64}$/);
    expect(renewed.externalOutputToken).not.toBe(first.externalOutputToken);
    expect(await verifyExternalOutputToken(t.deps, 'print-room', first.externalOutputToken)).toBe(false);
    expect(await verifyExternalOutputToken(t.deps, 'print-room', renewed.externalOutputToken)).toBe(true);

    const refused = await save(admin, printRoom({ regenerateExternalOutputToken: true, version: 3 }));
    expect(issuesOf(refused.json())).toEqual([
      ['channel.tokenWithoutTrigger', 'regenerateExternalOutputToken'],
    ]);

    const off = (await save(admin, printRoom({ externalOutputTrigger: false, version: 3 }))).json().result;
    expect(off).toMatchObject({ externalOutputTokenSet: false, externalOutputToken: null });
    expect(await tokenHash('print-room')).toBeNull();
    expect(await verifyExternalOutputToken(t.deps, 'print-room', renewed.externalOutputToken)).toBe(false);
  });

  it('no longer opens a disabled channel', async () => {
    const { externalOutputToken } = (await save(admin, printRoom({ externalOutputTrigger: true }))).json()
      .result;
    await save(admin, printRoom({ externalOutputTrigger: true, enabled: false, version: 1 }));
    expect(await verifyExternalOutputToken(t.deps, 'print-room', externalOutputToken)).toBe(false);
  });
});
