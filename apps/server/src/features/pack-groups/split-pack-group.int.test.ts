import { inspectPdf } from '@postbridge/documents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { letterBatch } from '../../test/letters';
import { lettersContext, postDeposit, type LettersContext } from '../../test/deposits';
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

type Group = {
  id: string;
  position: number;
  state: string;
  version: number;
  firstPage: number;
  lastPage: number;
  addressQuality: string | null;
  requirements: Record<string, { value: string | null; status: string | null }>;
};

const ADA = ['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS'];
const BRUNO = ['M. Bruno Petit', '3 avenue Jean Jaurès', '69007 LYON'];
const CLAIRE = ['Claire Durand', '8 quai des Chartrons', '33000 BORDEAUX'];
const NOWHERE = ['Somebody', 'Nowhere street'];
const ADDRESS = 'Simple mail/mainPostalAddress';

/**
 * One-page letters deposited with `pagesPerPart` pages per letter (as a split configuration that missed the
 * boundaries would): the job id and its pack groups.
 */
async function deposited(addresses: string[][], pagesPerPart: number) {
  const res = await postDeposit(
    c,
    { serviceId, splitConfiguration: { letters: { kind: 'bsc.PAGE', pagesPerPart } } },
    [{ field: 'file.letters.0', name: 'letters.pdf', content: await letterBatch(addresses) }],
  );
  expect(res.statusCode, res.body).toBe(200);
  const jobId = res.json().result.id as string;
  await t.deps.queue.drain();
  return { jobId, groups: await groupsOf(jobId) };
}
async function groupsOf(jobId: string): Promise<Group[]> {
  const ids = (await get(`/api/jobs/${jobId}/packGroups`)).json().result.map((g: { id: string }) => g.id);
  return Promise.all(ids.map(async (id: string) => (await get(`/api/packGroups/${id}`)).json().result));
}
const pagesOf = (groups: Group[]) => groups.map((g) => [g.position, g.firstPage, g.lastPage]);
const split = (group: Group, startPages: number[], version = group.version) =>
  post(`/api/packGroups/${group.id}/split`, { version, startPages });

describe('splitting a letter', () => {
  it('splits a letter at the pages where the others start, computing each part as processing does', async () => {
    const { jobId, groups } = await deposited([ADA, NOWHERE, BRUNO, CLAIRE], 3);
    expect(pagesOf(groups)).toEqual([
      [1, 1, 3],
      [2, 4, 4],
    ]);
    const [taken, last] = groups as [Group, Group];
    const before = (await get(`/api/jobs/${jobId}`)).json().result;

    const res = await split(taken, [2, 3]);
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json().result as Group[];
    expect(answered.map((g) => g.id)[0]).toBe(taken.id);
    expect(pagesOf(answered)).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
    ]);

    const after = await groupsOf(jobId);
    expect(pagesOf(after)).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
      [4, 4, 4],
    ]);
    expect(after[3]!.id).toBe(last.id);
    expect(after.map((g) => g.state)).toEqual(['CREATED', 'CREATED', 'CREATED', 'CREATED']);
    expect(after[0]!.version).toBe(taken.version + 1);
    // Each part's address is read on its own first page and checked.
    expect(after.map((g) => g.requirements[ADDRESS]?.value?.split('\n').at(-1))).toEqual([
      '75002 PARIS',
      'Nowhere street',
      '69007 LYON',
      '33000 BORDEAUX',
    ]);
    expect(after.map((g) => g.addressQuality === 'BAD')).toEqual([false, true, false, false]);
    // The new letters' PDFs are their own pages.
    const raw = await get(`/api/packGroups/${after[2]!.id}/rawFile`);
    expect(inspectPdf(new Uint8Array(raw.rawPayload)).pageCount).toBe(1);

    const job = (await get(`/api/jobs/${jobId}`)).json().result;
    expect(before.packGroupCount).toBe(2);
    expect(job.packGroupCount).toBe(4);
    const history = (await get(`/api/jobs/${jobId}/revisions`)).json().result;
    expect(history.at(-1)).toMatchObject({
      action: 'split',
      state: 'PACK_GROUPS_CREATED',
      loggedUserLogin: 'sender',
      details: {
        packGroupId: taken.id,
        pages: [
          [1, 1],
          [2, 2],
          [3, 3],
        ],
        packGroupIds: [after[1]!.id, after[2]!.id],
      },
    });
  });

  it('refuses pages outside the letter, unordered pages, a stale version and an unknown letter', async () => {
    const { jobId, groups } = await deposited([ADA, BRUNO, CLAIRE], 3);
    const [group] = groups as [Group];
    for (const pages of [[1], [4], [3, 2], [2, 2]]) {
      const res = await split(group, pages);
      expect(res.json().error, JSON.stringify(pages)).toMatchObject({ code: -2, field: 'startPages' });
    }
    expect((await split(group, [2], group.version + 1)).json().error.code).toBe(-13);
    expect(
      (await post('/api/packGroups/no-such-group/split', { version: 1, startPages: [2] })).json().error.code,
    ).toBe(-3);
    // Nothing was written by the refused calls.
    expect(pagesOf(await groupsOf(jobId))).toEqual([[1, 1, 3]]);
    const actions = (await get(`/api/jobs/${jobId}/revisions`))
      .json()
      .result.map((h: { action: string }) => h.action);
    expect(actions).not.toContain('split');
  });

  it('refuses a rejected letter, a frozen or partly ordered deposit, and a letter holding more than its pages', async () => {
    const { jobId, groups } = await deposited([ADA, BRUNO, CLAIRE, ADA, BRUNO, CLAIRE], 2);
    const [rejected, tied, free] = groups as [Group, Group, Group];
    await post('/api/packGroups/reject', { packGroupIds: [rejected.id] });
    expect((await split(rejected, [2], rejected.version + 1)).json().error).toMatchObject({
      code: -2,
      field: 'packGroupId',
    });

    // A record matched to the letter as a whole: splitting it would leave the record to one part.
    await t.deps.db
      .insertInto('pack')
      .values({
        id: `${tied.id}.9999`,
        pack_group_id: tied.id,
        job_id: jobId,
        position: 99,
        kind: 'DATA_RECORD',
        box_name: 'data',
        input_file_id: null,
        service_file_id: null,
        first_page: null,
        last_page: null,
        record_line: 2,
      })
      .execute();
    expect((await split(tied, [4])).json().error).toMatchObject({
      code: -2,
      field: 'packGroupId',
      labelId: 'deposit.packGroups.split.notPlain',
    });

    await post(`/api/jobs/${jobId}/freeze`);
    expect((await split(free, [6])).json().error).toMatchObject({ code: -2, field: 'jobId' });
    await post(`/api/jobs/${jobId}/unfreeze`);

    const ordered = await post('/api/deliveries/commands', { packGroupIds: [tied.id] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await split(free, [6])).json().error).toMatchObject({ code: -2, field: 'jobId' });
    expect(pagesOf(await groupsOf(jobId))).toEqual([
      [1, 1, 2],
      [2, 3, 4],
      [3, 5, 6],
    ]);
  });
});
