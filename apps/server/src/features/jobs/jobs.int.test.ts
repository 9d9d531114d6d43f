import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { letterBatch } from '../../test/letters';
import { lettersContext, postDeposit, type FilePart, type LettersContext } from '../../test/deposits';
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

const deposit = (parameters: object, files: FilePart[]) => postDeposit(c, parameters, files);
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

const ADDRESSES = [
  ['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS'],
  ['M. Bruno Petit', '3 avenue Jean Jaurès', '69007 LYON'],
  ['Claire Durand', '8 quai des Chartrons', '33000 BORDEAUX'],
  ['Herrn Bruno Weber', 'Unter den Linden 5', '10117 Berlin', 'Allemagne'],
];

describe('names a deposit brings', () => {
  it('keep no control character nor direction override, and every script', async () => {
    const pdf = await letterBatch(ADDRESSES.slice(0, 1));
    const created = await deposit({ serviceId, jobName: 'Nov\u0000ember \u202Eגל 2\u202C' }, [
      { field: 'file.letters.0', name: 'invoice\u202Efdp.exe\u0007.pdf', content: pdf },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const job = created.json().result;
    expect(job.name).toBe('November גל 2');
    expect(job.inputFiles[0].name).toBe('invoicefdp.exe.pdf');
  });
});

describe('a PDF deposit becomes pack groups', () => {
  it('splits the letters, reads each address in the window and checks it, with the history of each step', async () => {
    const pdf = await letterBatch(ADDRESSES);
    const created = await deposit({ serviceId, jobName: 'November invoices' }, [
      { field: 'file.letters.0', name: 'invoices.pdf', content: pdf },
    ]);
    expect(created.statusCode).toBe(200);
    const job = created.json().result;
    expect(job).toMatchObject({ name: 'November invoices', state: 'CREATED', serviceId, packGroupCount: 0 });
    expect(job.inputFiles).toEqual([
      expect.objectContaining({ name: 'invoices.pdf', boxName: 'letters', apposition: false }),
    ]);

    await t.deps.queue.drain();
    const done = (await get(`/api/jobs/${job.id}`)).json().result;
    expect(done).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 4, errorMessage: null });

    const groups = (await get(`/api/jobs/${job.id}/packGroups`)).json().result;
    expect(groups.map((g: { firstPage: number; lastPage: number }) => [g.firstPage, g.lastPage])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    const addresses = groups.map(
      (g: { requirements: Record<string, { value: string }> }) =>
        Object.values(g.requirements).find((r) => r.value?.includes('\n'))?.value,
    );
    expect(addresses[0]).toContain('12 rue de la Paix');
    expect(addresses[1]).toContain('69007 LYON');
    // Abroad: the destination country stays as the last line, in capitals.
    expect(addresses[3]).toBe('Herrn Bruno Weber\nUnter den Linden 5\n10117 Berlin\nALLEMAGNE');
    expect(
      groups.every((g: { addressQuality: string }) => ['GOOD', 'MODIFIED'].includes(g.addressQuality)),
    ).toBe(true);

    const history = (await get(`/api/jobs/${job.id}/revisions`)).json().result;
    expect(history.map((h: { state: string }) => h.state)).toEqual([
      'CREATED',
      'PROCESSING',
      'PACK_GROUPS_CREATED',
    ]);
    // Worker steps take the depositor's login (docs/product.md §4).
    expect(history.map((h: { loggedUserLogin: string }) => h.loggedUserLogin)).toEqual([
      'sender',
      'sender',
      'sender',
    ]);

    const list = (await get('/api/jobs/list')).json().result;
    expect(list.jobs.map((j: { id: string }) => j.id)).toEqual([job.id]);
    expect(list.overflow).toBe(false);
  });

  it('marks a letter without a usable address as BAD, and keeps the others', async () => {
    const pdf = await letterBatch([ADDRESSES[0]!, ['Somebody', 'Nowhere street']]);
    const job = (
      await deposit({ serviceId }, [{ field: 'file.letters.0', name: 'mixed.pdf', content: pdf }])
    ).json().result;
    expect(job.name).toBe('mixed');
    await t.deps.queue.drain();
    const groups = (await get(`/api/jobs/${job.id}/packGroups`)).json().result;
    expect(groups.map((g: { addressQuality: string }) => g.addressQuality)).toEqual([
      expect.stringMatching(/GOOD|MODIFIED/),
      'BAD',
    ]);
    expect(groups[1].addressError).toMatch(/^address\./);
  });

  it('refuses a deposit that breaks the box rules with every issue at once, and creates nothing', async () => {
    const csv = Buffer.from('name;city\nAda;Paris\n');
    const res = await deposit({ serviceId }, [
      { field: 'file.letters.0', name: 'letters.pdf', content: csv },
    ]);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error).toMatchObject({ code: -2, labelId: 'error.validationFailed' });
    expect(error.issues.map((i: { key: string }) => i.key)).toContain('job.invalidFileType');
    const none = await deposit({ serviceId }, []);
    expect(none.json().error.issues.map((i: { key: string }) => i.key)).toContain('job.notEnoughFiles');
    expect((await get('/api/jobs/list')).json().result.jobs).toEqual([]);
  });

  it('ends in PROCESSING_ERROR with the cause when the PDF cannot be read', async () => {
    const broken = Buffer.from('%PDF-1.7\nthis is not really a PDF\n');
    const job = (
      await deposit({ serviceId }, [{ field: 'file.letters.0', name: 'broken.pdf', content: broken }])
    ).json().result;
    await t.deps.queue.drain();
    const failed = (await get(`/api/jobs/${job.id}`)).json().result;
    expect(failed).toMatchObject({ state: 'PROCESSING_ERROR', errorKey: 'pdf.invalid' });
    expect(failed.errorMessage).toBeTruthy();
  });

  it('cancels a job once, and names the job it cannot find', async () => {
    const pdf = await letterBatch([ADDRESSES[0]!]);
    const job = (
      await deposit({ serviceId }, [{ field: 'file.letters.0', name: 'one.pdf', content: pdf }])
    ).json().result;
    const cancel = () =>
      t.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: { 'x-auth-token': token } });
    expect((await cancel()).json().result.state).toBe('CANCELLED');
    expect((await cancel()).json().error).toMatchObject({ code: -2, labelId: 'error.jobCannotCancel' });
    await t.deps.queue.drain();
    expect((await get(`/api/jobs/${job.id}`)).json().result.state).toBe('CANCELLED');
    expect((await get('/api/jobs/no-such-job')).json().error.code).toBe(-3);
  });
});

describe('a deposit whose processing kills the worker every time', () => {
  it('is given up after its attempts, in PROCESSING_ERROR with the reason, and the queue goes on', async () => {
    const pdf = await letterBatch(ADDRESSES.slice(0, 2));
    const created = await deposit({ serviceId }, [
      { field: 'file.letters.0', name: 'poison.pdf', content: pdf },
    ]);
    const job = created.json().result;
    // Three runs started, each cut short by the death of its process (kill -9, out of memory): the job stayed
    // PROCESSING and the last lease ran out.
    const leaseEnded = new Date(t.clock.now().getTime() - 1_000).toISOString();
    await t.deps.db
      .updateTable('task')
      .set({ state: 'running', attempts: 3, locked_until: leaseEnded, locked_by: 'a killed process' })
      .where('singleton_key', '=', `job:${job.id}`)
      .execute();
    await t.deps.db.updateTable('job').set({ state: 'PROCESSING' }).where('id', '=', job.id).execute();

    await t.deps.queue.drain();
    const ended = (await get(`/api/jobs/${job.id}`)).json().result;
    expect(ended).toMatchObject({ state: 'PROCESSING_ERROR', packGroupCount: 0 });
    expect(ended.errorMessage).toMatch(/^Given up after 3 run\(s\) cut short/);
    const history = (await get(`/api/jobs/${job.id}/revisions`)).json().result;
    expect(history.at(-1)).toMatchObject({ state: 'PROCESSING_ERROR' });

    // The next deposit is processed as usual.
    const next = await deposit({ serviceId }, [{ field: 'file.letters.0', name: 'fine.pdf', content: pdf }]);
    await t.deps.queue.drain();
    const done = (await get(`/api/jobs/${next.json().result.id}`)).json().result;
    expect(done).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 2 });
  });
});
