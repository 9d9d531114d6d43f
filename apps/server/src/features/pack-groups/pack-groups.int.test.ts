import { inspectPdf } from '@postbridge/documents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { letterBatch } from '../../test/letters';
import { lettersContext, postDeposit, setValuesEditable, type LettersContext } from '../../test/deposits';
import type { TestContext } from '../../test/test-deps';

let c: LettersContext;
let t: TestContext;
let token: string;
let serviceId: string;

beforeEach(async () => {
  c = await lettersContext();
  ({ t, token, serviceId } = c);
});
afterEach(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-auth-token': token } });

/** POST /jobs with one PDF in the `letters` box (multipart, as the deposit screen sends it). */
const deposit = (pdf: Buffer) =>
  postDeposit(c, { serviceId }, [{ field: 'file.letters.0', name: 'letters.pdf', content: pdf }]);

type Group = {
  id: string;
  state: string;
  version: number;
  addressQuality: string | null;
  requirements: Record<string, { value: string | null; status: string | null }>;
};

/** A processed deposit of these letters: its job id and pack groups (with their versions). */
async function processed(addresses: string[][]): Promise<{ jobId: string; groups: Group[] }> {
  const jobId = (await deposit(await letterBatch(addresses))).json().result.id as string;
  await t.deps.queue.drain();
  return { jobId, groups: await groupsOf(jobId) };
}
async function groupsOf(jobId: string): Promise<Group[]> {
  const ids = (await get(`/api/jobs/${jobId}/packGroups`)).json().result.map((g: { id: string }) => g.id);
  return Promise.all(ids.map(async (id: string) => (await get(`/api/packGroups/${id}`)).json().result));
}
const actions = async (jobId: string) =>
  (await get(`/api/jobs/${jobId}/revisions`)).json().result as { action: string; details: unknown }[];

const ADA = ['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS'];
const BRUNO = ['M. Bruno Petit', '3 avenue Jean Jaurès', '69007 LYON'];
const CLAIRE = ['Claire Durand', '8 quai des Chartrons', '33000 BORDEAUX'];
const NOWHERE = ['Somebody', 'Nowhere street'];
const ADDRESS = 'Simple mail/mainPostalAddress';

describe('pack groups before ordering', () => {
  it('rejects two of three pack groups, refuses a second rejection and names unknown ids', async () => {
    const { jobId, groups } = await processed([ADA, BRUNO, CLAIRE]);
    const [a, b, c] = groups.map((g) => g.id) as [string, string, string];
    const res = await post('/api/packGroups/reject', { packGroupIds: [a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((g: Group) => [g.id, g.state])).toEqual([
      [a, 'REJECTED'],
      [b, 'REJECTED'],
    ]);
    expect((await groupsOf(jobId)).map((g) => g.state)).toEqual(['REJECTED', 'REJECTED', 'CREATED']);

    const again = await post('/api/packGroups/reject', { packGroupIds: [b, c] });
    expect(again.json().error).toMatchObject({ code: -2, field: 'packGroupIds' });
    const unknown = await post('/api/packGroups/reject', { packGroupIds: [c, 'no-such-group'] });
    expect(unknown.json().error.code).toBe(-3);
    expect(unknown.json().error.message).toContain('no-such-group');
    // Nothing was written by the refused calls.
    expect((await groupsOf(jobId)).map((g) => g.state)).toEqual(['REJECTED', 'REJECTED', 'CREATED']);
    expect((await actions(jobId)).at(-1)).toMatchObject({
      action: 'packGroupsRejected',
      details: { packGroupIds: [a, b] },
    });
  });

  it('edits a BAD address into a good one, forces a bad one, and refuses a stale version', async () => {
    const { jobId, groups } = await processed([ADA, NOWHERE]);
    const [good, bad] = groups as [Group, Group];
    expect(bad.addressQuality).toBe('BAD');

    const fixed = await post(`/api/packGroups/${bad.id}/edit`, {
      version: bad.version,
      rawShipmentRequirements: { 'Simple mail': { mainPostalAddress: { value: BRUNO.join('\n') } } },
    });
    expect(fixed.statusCode).toBe(200);
    const fixedGroup = fixed.json().result as Group;
    expect(fixedGroup).toMatchObject({ state: 'CREATED', version: bad.version + 1 });
    expect(['GOOD', 'MODIFIED']).toContain(fixedGroup.addressQuality);
    expect(fixedGroup.requirements[ADDRESS]?.value).toContain('69007 LYON');

    const stale = await post(`/api/packGroups/${bad.id}/edit`, {
      version: bad.version,
      rawShipmentRequirements: { 'Simple mail': { mainPostalAddress: { value: CLAIRE.join('\n') } } },
    });
    expect(stale.json().error.code).toBe(-13);

    // A value its check accepted is not edited unless the service says it may be (editableValue).
    await setValuesEditable(t, 'Letters', false);
    const notEditable = await post(`/api/packGroups/${good.id}/edit`, {
      version: good.version,
      rawShipmentRequirements: { 'Simple mail': { mainPostalAddress: { value: BRUNO.join('\n') } } },
    });
    expect(notEditable.json().error).toMatchObject({
      code: -2,
      field: 'rawShipmentRequirements.Simple mail.mainPostalAddress',
    });
    await setValuesEditable(t, 'Letters', true);

    const refused = await post(`/api/packGroups/${good.id}/edit`, {
      version: good.version,
      rawShipmentRequirements: { 'Simple mail': { mainPostalAddress: { value: NOWHERE.join('\n') } } },
    });
    expect(refused.json().result).toMatchObject({ state: 'CREATED', addressQuality: 'BAD' });
    const forced = await post(`/api/packGroups/${good.id}/edit`, {
      version: good.version + 1,
      rawShipmentRequirements: {
        'Simple mail': { mainPostalAddress: { value: NOWHERE.join('\n'), forced: true } },
      },
    });
    expect(forced.json().result).toMatchObject({ state: 'CREATED', addressQuality: 'FORCED' });
    expect(forced.json().result.requirements[ADDRESS]).toMatchObject({
      value: NOWHERE.join('\n'),
      status: 'FORCED',
      valid: true,
    });

    const unknown = await post(`/api/packGroups/${good.id}/edit`, {
      version: good.version + 2,
      rawShipmentRequirements: { 'No channel': { x: { value: 'y' } } },
    });
    expect(unknown.json().error).toMatchObject({ code: -2, field: 'rawShipmentRequirements.No channel' });
    const edits = (await actions(jobId)).filter((h) => h.action === 'packGroupEdited');
    expect(edits).toHaveLength(3);
    // Each names the values it edited: the screens tell an address corrected by hand from the others.
    expect(edits.map((h) => h.details)).toEqual(
      [bad.id, good.id, good.id].map((packGroupId) =>
        expect.objectContaining({ packGroupId, requirements: [ADDRESS] }),
      ),
    );
  });

  it('downloads the part of a pack group as its own PDF', async () => {
    const { groups } = await processed([ADA, BRUNO, CLAIRE]);
    const res = await get(`/api/packGroups/${groups[1]!.id}/rawFile`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(inspectPdf(new Uint8Array(res.rawPayload)).pageCount).toBe(1);
    expect((await get('/api/packGroups/no-such-group/rawFile')).json().error.code).toBe(-3);
  });
});

describe('job flags', () => {
  it('freezes once, refuses pack group changes while frozen, and unfreezes', async () => {
    const { jobId, groups } = await processed([ADA]);
    const frozen = await post(`/api/jobs/${jobId}/freeze`);
    expect(frozen.json().result).toMatchObject({ id: jobId, flags: { frozen: true, locked: false } });
    expect((await post(`/api/jobs/${jobId}/freeze`)).json().error).toMatchObject({ code: -2 });
    const rejected = await post('/api/packGroups/reject', { packGroupIds: [groups[0]!.id] });
    expect(rejected.json().error).toMatchObject({ code: -2, field: 'jobId' });
    expect((await post(`/api/jobs/${jobId}/revalidate`)).json().error.code).toBe(-2);

    expect((await post(`/api/jobs/${jobId}/unfreeze`)).json().result.flags.frozen).toBe(false);
    expect((await post(`/api/jobs/${jobId}/unfreeze`)).json().error.code).toBe(-2);
    expect((await actions(jobId)).map((h) => h.action).slice(-2)).toEqual(['frozen', 'unfrozen']);
    expect((await post('/api/jobs/no-such-job/freeze')).json().error.code).toBe(-3);
  });

  it('revalidates a deposit: processing runs again and rebuilds its pack groups', async () => {
    const { jobId, groups } = await processed([ADA, BRUNO]);
    await post('/api/packGroups/reject', { packGroupIds: [groups[0]!.id] });
    const res = await post(`/api/jobs/${jobId}/revalidate`);
    expect(res.json().result).toMatchObject({ state: 'PROCESSING', flags: { frozen: false } });
    await t.deps.queue.drain();
    const rebuilt = await groupsOf(jobId);
    expect((await get(`/api/jobs/${jobId}`)).json().result.state).toBe('PACK_GROUPS_CREATED');
    expect(rebuilt.map((g) => g.state)).toEqual(['CREATED', 'CREATED']);
    expect(rebuilt.map((g) => g.id)).not.toContain(groups[0]!.id);
    const history = (await get(`/api/jobs/${jobId}/revisions`)).json().result;
    expect(history.map((h: { action: string; state: string }) => [h.action, h.state]).slice(-3)).toEqual([
      ['packGroupsRejected', 'PACK_GROUPS_CREATED'],
      ['revalidated', 'PROCESSING'],
      ['packGroupsCreated', 'PACK_GROUPS_CREATED'],
    ]);
    expect(history.at(-2).loggedUserLogin).toBe('sender');
  });

  it('revalidates from PROCESSING_ERROR, and refuses other states', async () => {
    const broken = Buffer.from('%PDF-1.7\nthis is not really a PDF\n');
    const jobId = (await deposit(broken)).json().result.id as string;
    expect((await post(`/api/jobs/${jobId}/revalidate`)).json().error.code).toBe(-2);
    await t.deps.queue.drain();
    expect((await get(`/api/jobs/${jobId}`)).json().result.state).toBe('PROCESSING_ERROR');
    expect((await post(`/api/jobs/${jobId}/revalidate`)).json().result.state).toBe('PROCESSING');
    await t.deps.queue.drain();
    // The file is still broken: processing fails again, with its cause.
    expect((await get(`/api/jobs/${jobId}`)).json().result).toMatchObject({
      state: 'PROCESSING_ERROR',
      errorKey: 'pdf.invalid',
    });
    await post(`/api/jobs/${jobId}/cancel`);
    expect((await post(`/api/jobs/${jobId}/revalidate`)).json().error.code).toBe(-2);
  });
});
