import { serviceSchema } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

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

const headers = (token: string) => ({ 'x-auth-token': token });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: headers(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: headers(token) });
const del = (token: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: headers(token) });
const issueKeys = (body: { error: { issues: { key: string; path: string }[] } }) =>
  body.error.issues.map((i) => [i.key, i.path]);
const historyOf = (entityId: string) =>
  t.deps.db
    .selectFrom('history')
    .select(['entity_type', 'action', 'login'])
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();

describe('reading options', () => {
  it('lists the demo option types and options to any signed-in user', async () => {
    const types = (await get(sender, '/api/options/type')).json().result;
    expect(
      types.map((o: { name: string; recomputeTrigger: boolean }) => [o.name, o.recomputeTrigger]),
    ).toEqual([
      ['Colour', false],
      ['Envelope', false],
      ['Printing', true],
    ]);
    const options = (await get(sender, '/api/options')).json().result;
    expect(options).toHaveLength(6);
    const colours = (await get(sender, '/api/options?optionTypeId=colour')).json().result;
    expect(
      colours.map((o: { value: string; default: boolean; rank: number }) => [o.value, o.default, o.rank]),
    ).toEqual([
      ['Black and white', true, 0],
      ['Colour', false, 1],
    ]);
  });
});

describe('option types', () => {
  it('creates, renames and deletes an option type, with history', async () => {
    const created = await post(admin, '/api/options/type', { name: 'Paper', recomputeTrigger: true });
    expect(created.statusCode).toBe(200);
    const paper = created.json().result;
    expect(paper).toMatchObject({ name: 'Paper', recomputeTrigger: true, version: 1 });

    const renamed = await post(admin, '/api/options/type', { ...paper, name: 'Paper stock' });
    expect(renamed.json().result).toMatchObject({ id: paper.id, name: 'Paper stock', version: 2 });
    const stale = await post(admin, '/api/options/type', { ...paper, name: 'Lost edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe(-13);

    const deleted = await del(admin, `/api/options/type/${paper.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().result).toEqual({ id: paper.id });
    expect((await get(admin, '/api/options/type')).json().result).toHaveLength(3);
    expect(await historyOf(paper.id)).toEqual([
      { entity_type: 'optionType', action: 'create', login: 'admin' },
      { entity_type: 'optionType', action: 'update', login: 'admin' },
      { entity_type: 'optionType', action: 'delete', login: 'admin' },
    ]);
  });

  it('needs a name no other type has', async () => {
    const duplicate = await post(admin, '/api/options/type', { name: ' colour ' });
    expect(duplicate.statusCode).toBe(400);
    expect(issueKeys(duplicate.json())).toEqual([['option.type.duplicateName', 'name']]);
    expect(issueKeys((await post(admin, '/api/options/type', { name: '' })).json())).toEqual([
      ['option.type.nameMandatory', 'name'],
    ]);
  });

  it('refuses to delete a type while options belong to it or channels use it (-2)', async () => {
    const res = await del(admin, '/api/options/type/colour');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: -2,
      labelId: 'error.optionTypeInUse',
      params: { name: 'Colour', options: 2, users: 2 },
    });
    expect(res.json().error.message).toContain('Registered mail, Simple mail');
    expect((await get(admin, '/api/options?optionTypeId=colour')).json().result).toHaveLength(2);

    const { id } = (await post(admin, '/api/options/type', { name: 'Paper' })).json().result;
    await post(admin, '/api/options', { optionTypeId: id, value: 'Recycled' });
    const withOption = await del(admin, `/api/options/type/${id}`);
    expect(withOption.json().error).toMatchObject({
      code: -2,
      params: { name: 'Paper', options: 1, users: 0 },
    });
  });
});

describe('options', () => {
  it('creates options; a new default takes over; updates guard their version', async () => {
    const { id: paper } = (await post(admin, '/api/options/type', { name: 'Paper' })).json().result;
    const recycled = (
      await post(admin, '/api/options', {
        optionTypeId: paper,
        value: 'Recycled',
        default: true,
        properties: { gsm: '80' },
      })
    ).json().result;
    expect(recycled).toMatchObject({
      value: 'Recycled',
      default: true,
      best: false,
      rank: 0,
      properties: { gsm: '80' },
    });
    const glossy = (
      await post(admin, '/api/options', {
        optionTypeId: paper,
        value: 'Glossy',
        rank: 1,
        best: true,
        default: true,
      })
    ).json().result;
    expect(glossy).toMatchObject({ default: true, best: true });
    const listed = (await get(admin, `/api/options?optionTypeId=${paper}`)).json().result;
    expect(
      listed.map((o: { value: string; default: boolean; version: number }) => [
        o.value,
        o.default,
        o.version,
      ]),
    ).toEqual([
      ['Recycled', false, 2],
      ['Glossy', true, 1],
    ]);

    const stale = await post(admin, '/api/options', { ...recycled, value: 'Recycled 90' });
    expect(stale.json().error.code).toBe(-13);
    const moved = await post(admin, '/api/options', { ...listed[0], optionTypeId: 'colour' });
    expect(moved.json().error).toMatchObject({ code: -2, field: 'body.optionTypeId' });
    const renamed = await post(admin, '/api/options', { ...listed[0], value: 'Recycled 90' });
    expect(renamed.json().result).toMatchObject({ value: 'Recycled 90', version: 3, default: false });
  });

  it('refuses a duplicate or empty value and an unknown type, with issues', async () => {
    const duplicate = await post(admin, '/api/options', { optionTypeId: 'colour', value: 'colour' });
    expect(issueKeys(duplicate.json())).toEqual([['option.duplicateValue', 'value']]);
    const empty = await post(admin, '/api/options', { optionTypeId: 'colour', value: ' ' });
    expect(issueKeys(empty.json())).toEqual([['option.valueMandatory', 'value']]);
    const unknown = await post(admin, '/api/options', { optionTypeId: 'paper', value: 'Recycled' });
    expect(unknown.statusCode).toBe(400);
    expect(issueKeys(unknown.json())).toEqual([['channel.option.unknownType', 'optionTypeId']]);
  });

  it('refuses to delete an option a channel offers or a service orders; deletes it once unused', async () => {
    const used = await del(admin, '/api/options/colour-colour');
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toMatchObject({
      code: -2,
      labelId: 'error.optionInUse',
      params: { value: 'Colour', users: 2 },
    });

    const { id: paper } = (await post(admin, '/api/options/type', { name: 'Paper' })).json().result;
    const { id: recycled } = (
      await post(admin, '/api/options', { optionTypeId: paper, value: 'Recycled' })
    ).json().result;
    // A service whose simple-mail channel orders the option.
    const row = await t.deps.db
      .selectFrom('service')
      .select(['id', 'configuration'])
      .where('name', '=', 'Letters')
      .executeTakeFirstOrThrow();
    const service = serviceSchema.parse(JSON.parse(row.configuration));
    service.channels[0]!.outputFileConfiguration.options.push({
      optionTypeId: paper,
      optionId: recycled,
      default: true,
    });
    await t.deps.db
      .updateTable('service')
      .set({ configuration: JSON.stringify(service) })
      .where('id', '=', row.id)
      .execute();
    const ordered = await del(admin, `/api/options/${recycled}`);
    expect(ordered.json().error).toMatchObject({ code: -2, params: { users: 1 } });
    expect(ordered.json().error.message).toContain('Letters');

    service.channels[0]!.outputFileConfiguration.options = [];
    await t.deps.db
      .updateTable('service')
      .set({ configuration: JSON.stringify(service) })
      .where('id', '=', row.id)
      .execute();
    const deleted = await del(admin, `/api/options/${recycled}`);
    expect(deleted.statusCode).toBe(200);
    expect(await historyOf(recycled)).toEqual([
      { entity_type: 'option', action: 'create', login: 'admin' },
      { entity_type: 'option', action: 'delete', login: 'admin' },
    ]);
    expect((await del(admin, `/api/options/${recycled}`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('lets only super administrators write option types and options (-12)', async () => {
    const attempts = await Promise.all([
      post(sender, '/api/options/type', { name: 'Paper' }),
      post(sender, '/api/options', { optionTypeId: 'colour', value: 'Sepia' }),
      del(sender, '/api/options/colour-bw'),
      del(sender, '/api/options/type/envelope'),
    ]);
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe(-12);
    }
    expect((await get(admin, '/api/options')).json().result).toHaveLength(6);
  });
});
