import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStored } from '../../test/files';
import { buildJob, sessionToken, userIdOf } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import { lettersContext, postDeposit, type LettersContext } from '../../test/deposits';
import type { TestContext } from '../../test/test-deps';
import { THUMBNAIL_WIDTH_PX, thumbnailKey } from '../jobs/input-files';
import { applyRetention, RETENTION_TASK } from './apply-retention';

let c: LettersContext;
let t: TestContext;
let token: string;
let sender: { id: string; ouId: string };

beforeEach(async () => {
  c = await lettersContext();
  ({ t, token } = c);
  sender = await userIdOf(t.deps.db, 'sender');
});
afterEach(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const post = (url: string) =>
  t.app.inject({ method: 'POST', url, payload: {}, headers: { 'x-auth-token': token } });
/** Moves the clock; the session of the day before has timed out meanwhile, so the sender signs in again. */
async function advanceDays(days: number) {
  t.clock.advanceMinutes(days * 24 * 60);
  token = await sessionToken(t.deps, 'sender');
}

/** The sender's OU delays, in days (the OU rule freeze <= file <= data holds in every test). */
const setDelays = (delays: { freeze?: number; file?: number; data?: number }) =>
  t.deps.db
    .updateTable('ou')
    .set({
      freeze_delay_days: delays.freeze ?? 0,
      file_delay_days: delays.file ?? 0,
      data_delay_days: delays.data ?? 0,
    })
    .where('id', '=', sender.ouId)
    .execute();

/** One run of the periodic task through the worker (the deletions it queues run too). */
async function runRetention() {
  await t.deps.queue.enqueue(RETENTION_TASK, {}, { singletonKey: `every:${RETENTION_TASK}` });
  await t.deps.queue.drain();
}

type Revision = { action: string; loggedUserLogin: string | null; details: Record<string, unknown> | null };
const revisions = async (jobId: string, action: string) =>
  ((await get(`/api/jobs/${jobId}/revisions`)).json().result as Revision[]).filter(
    (r) => r.action === action,
  );

const ADA = ['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS'];
const BRUNO = ['M. Bruno Petit', '3 avenue Jean Jaurès', '69007 LYON'];

/** A processed deposit of two letters, with the thumbnail of its PDF rendered and cached. */
async function deposit() {
  const pdf = await letterBatch([ADA, BRUNO]);
  const res = await postDeposit(c, { serviceId: c.serviceId, rawJobMetadatas: {} }, [
    { field: 'file.letters.0', name: 'letters.pdf', content: pdf },
  ]);
  expect(res.statusCode).toBe(200);
  await t.deps.queue.drain();
  const job = res.json().result as { id: string; inputFiles: { id: string; fileId: string }[] };
  const ids = encodeURIComponent(JSON.stringify([job.id]));
  expect((await get(`/api/jobs/thumbnails?jobIds=${ids}`)).json().result[job.id]).toMatch(/^data:image/);
  const input = job.inputFiles[0]!;
  const stored = await t.deps.db
    .selectFrom('stored_file')
    .selectAll()
    .where('id', '=', input.fileId)
    .executeTakeFirstOrThrow();
  const groups = (await get(`/api/jobs/${job.id}/packGroups`)).json().result as { id: string }[];
  return { jobId: job.id, input, stored, pdf, groupIds: groups.map((g) => g.id) };
}

const stillStored = (key: string) => isStored(t.deps.files, key);

/** Another job of the sender whose input file is the same stored file (a file deposited twice). */
async function jobSharing(storedFileId: string, state = 'PACK_GROUPS_CREATED') {
  const jobId = await buildJob(t.deps.db, sender, state, t.clock.now().toISOString());
  const inputFileId = randomUUID();
  await t.deps.db
    .insertInto('job_input_file')
    .values({
      id: inputFileId,
      job_id: jobId,
      stored_file_id: storedFileId,
      box_name: 'letters',
      position: 0,
    })
    .execute();
  return { jobId, inputFileId };
}

/** A proof of delivery a provider attached to a shipment of a command of job `jobId`, its bytes stored. */
async function trackingDocument(jobId: string) {
  const at = t.clock.now().toISOString();
  const commandId = randomUUID();
  const shipmentId = randomUUID();
  const storedId = randomUUID();
  const key = `tracking/${storedId}`;
  const content = Buffer.from('%PDF-1.4 proof of delivery of Mme Ada Martin\n');
  const path = join(tmpdir(), `tracking-${storedId}.pdf`);
  await writeFile(path, content);
  await t.deps.files.putFile(key, path, content.length, 'application/pdf');
  const ids = { id: sender.id, ouId: sender.ouId };
  await t.deps.db
    .insertInto('delivery_command')
    .values({
      id: commandId,
      ou_id: ids.ouId,
      owner_id: ids.id,
      job_id: jobId,
      state: 'OUTPUTTED',
      creation_date: at,
      updated_at: at,
    })
    .execute();
  await t.deps.db
    .insertInto('shipment')
    .values({
      id: shipmentId,
      ou_id: ids.ouId,
      owner_id: ids.id,
      command_id: commandId,
      status_code: 4,
      creation_date: at,
      updated_at: at,
    })
    .execute();
  await t.deps.db
    .insertInto('stored_file')
    .values({
      id: storedId,
      ou_id: ids.ouId,
      owner_id: ids.id,
      name: 'proof.pdf',
      size: content.length,
      sha256: 'x'.repeat(64),
      content_type: 'application/pdf',
      file_type: 'pdf',
      storage_key: key,
      created_at: at,
    })
    .execute();
  await t.deps.db
    .insertInto('shipment_tracking_file')
    .values({
      id: randomUUID(),
      shipment_id: shipmentId,
      name: 'proof',
      stored_file_id: storedId,
      source: 'test',
      event_id: 'e1',
      created_at: at,
    })
    .execute();
  return { key, size: content.length };
}

const trackingFilesOf = (jobId: string) =>
  t.deps.db
    .selectFrom('shipment_tracking_file as f')
    .innerJoin('shipment as s', 's.id', 'f.shipment_id')
    .innerJoin('delivery_command as c', 'c.id', 's.command_id')
    .select('f.id')
    .where('c.job_id', '=', jobId)
    .execute();

describe('tracking documents', () => {
  it('are purged with the files of their job: rows deleted, bytes deleted', async () => {
    await setDelays({ file: 2, data: 10 });
    const d = await deposit();
    const doc = await trackingDocument(d.jobId);
    const other = await deposit();
    const kept = await trackingDocument(other.jobId);

    await advanceDays(1);
    await runRetention();
    expect(await trackingFilesOf(d.jobId)).toHaveLength(1);
    expect(await stillStored(doc.key)).toBe(true);

    // The other job is a day younger and keeps its document.
    await t.deps.db
      .updateTable('job')
      .set({ creation_date: t.clock.now().toISOString() })
      .where('id', '=', other.jobId)
      .execute();
    await advanceDays(2);
    await runRetention();
    expect(await trackingFilesOf(d.jobId)).toHaveLength(0);
    expect(await stillStored(doc.key)).toBe(false);
    expect((await revisions(d.jobId, 'filesPurged'))[0]!.details).toMatchObject({
      files: 2,
      bytes: d.pdf.length + doc.size,
      trackingFiles: 1,
      sharedFilesKept: 0,
    });
    expect(await trackingFilesOf(other.jobId)).toHaveLength(1);
    expect(await stillStored(kept.key)).toBe(true);
  });

  it('are deleted with the personal data of their job, its deposited files kept', async () => {
    await setDelays({ data: 3 });
    const d = await deposit();
    const doc = await trackingDocument(d.jobId);

    await advanceDays(4);
    await runRetention();
    expect(await trackingFilesOf(d.jobId)).toHaveLength(0);
    expect(await stillStored(doc.key)).toBe(false);
    expect(await revisions(d.jobId, 'dataErased')).toMatchObject([{ details: { trackingFiles: 1 } }]);
    expect((await get(`/api/jobs/inputFile/${d.input.id}`)).statusCode).toBe(200);
    expect(await stillStored(d.stored.storage_key)).toBe(true);
  });
});

describe('fileDelayDays', () => {
  it('keeps the files of a 1-day-old job and purges them at day 3, downloads then answering "files purged"', async () => {
    await setDelays({ file: 2, data: 10 });
    const d = await deposit();
    const thumbnail = thumbnailKey(d.input.id, THUMBNAIL_WIDTH_PX);

    await advanceDays(1);
    await runRetention();
    expect((await get(`/api/jobs/inputFile/${d.input.id}`)).statusCode).toBe(200);
    expect((await get(`/api/packGroups/${d.groupIds[0]}/rawFile`)).statusCode).toBe(200);
    expect((await get(`/api/jobs/${d.jobId}`)).json().result.flags.filesPurged).toBe(false);
    expect(await stillStored(thumbnail)).toBe(true);

    await advanceDays(2);
    await runRetention();
    for (const url of [`/api/jobs/inputFile/${d.input.id}`, `/api/packGroups/${d.groupIds[0]}/rawFile`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: -3, labelId: 'error.filesPurged' });
    }
    const job = (await get(`/api/jobs/${d.jobId}`)).json().result;
    expect(job.flags.filesPurged).toBe(true);
    expect(job.state).toBe('PACK_GROUPS_CREATED');
    expect(job.packGroupCount).toBe(2);
    const [entry] = await revisions(d.jobId, 'filesPurged');
    expect(entry).toMatchObject({
      loggedUserLogin: null,
      details: { files: 1, bytes: d.pdf.length, derivedFiles: 1, sharedFilesKept: 0 },
    });
    expect(entry!.details!.derivedBytes).toBeGreaterThan(0);
    expect(await stillStored(d.stored.storage_key)).toBe(false);
    expect(await stillStored(thumbnail)).toBe(false);
    // The file's metadata stays (name, size, checksum), and the list shows no thumbnail any more.
    expect(
      await t.deps.db.selectFrom('stored_file').select('id').where('id', '=', d.stored.id).execute(),
    ).toHaveLength(1);
    const ids = encodeURIComponent(JSON.stringify([d.jobId]));
    expect((await get(`/api/jobs/thumbnails?jobIds=${ids}`)).json().result[d.jobId]).toBeNull();
    expect(await stillStored(thumbnail)).toBe(false);
    // Processing cannot run again without its files.
    expect((await post(`/api/jobs/${d.jobId}/revalidate`)).json().error.code).toBe(-2);

    // Idempotent: a later run records nothing more.
    await advanceDays(1);
    await runRetention();
    expect(await revisions(d.jobId, 'filesPurged')).toHaveLength(1);
  });

  it('keeps a stored file two jobs share until both are past the delay', async () => {
    await setDelays({ file: 2, data: 2 });
    const first = await deposit();
    await advanceDays(2);
    const second = await jobSharing(first.stored.id);

    await advanceDays(1); // day 3: the first job is past the delay, the second is 1 day old
    await runRetention();
    expect((await get(`/api/jobs/inputFile/${first.input.id}`)).json().error.labelId).toBe(
      'error.filesPurged',
    );
    expect((await revisions(first.jobId, 'filesPurged'))[0]!.details).toMatchObject({
      files: 0,
      bytes: 0,
      sharedFilesKept: 1,
    });
    expect(await stillStored(first.stored.storage_key)).toBe(true);
    expect((await get(`/api/jobs/inputFile/${second.inputFileId}`)).statusCode).toBe(200);

    await advanceDays(2); // day 5: both are
    await runRetention();
    expect((await revisions(second.jobId, 'filesPurged'))[0]!.details).toMatchObject({
      files: 1,
      bytes: first.pdf.length,
      sharedFilesKept: 0,
    });
    expect(await stillStored(first.stored.storage_key)).toBe(false);
  });

  it('never touches the files of a job still processing, nor purges twice when two workers run at once', async () => {
    await setDelays({ file: 1, data: 1 });
    const done = await deposit();
    const pending = await jobSharing(done.stored.id, 'PROCESSING');
    const other = await deposit();
    await advanceDays(2);

    await Promise.all([applyRetention(t.deps), applyRetention(t.deps)]);
    await t.deps.queue.drain();
    expect(await revisions(done.jobId, 'filesPurged')).toHaveLength(1);
    expect(await revisions(other.jobId, 'filesPurged')).toHaveLength(1);
    expect(await revisions(pending.jobId, 'filesPurged')).toHaveLength(0);
    // The processing job still needs the file it shares; the other job's file is gone.
    expect(await stillStored(done.stored.storage_key)).toBe(true);
    expect(await stillStored(other.stored.storage_key)).toBe(false);
  });
});

describe('freezeDelayDays', () => {
  it('freezes a job past the delay as the system, once: a user may unfreeze it for good', async () => {
    await setDelays({ freeze: 1, file: 10, data: 10 });
    const d = await deposit();

    await advanceDays(0.5);
    await runRetention();
    expect((await get(`/api/jobs/${d.jobId}`)).json().result.flags.frozen).toBe(false);

    await advanceDays(1);
    await runRetention();
    expect((await get(`/api/jobs/${d.jobId}`)).json().result.flags.frozen).toBe(true);
    expect(await revisions(d.jobId, 'frozen')).toMatchObject([{ loggedUserLogin: null }]);
    // Frozen as the manual freeze does it: the pack groups can no longer be changed.
    expect((await post(`/api/jobs/${d.jobId}/freeze`)).json().error.code).toBe(-2);

    expect((await post(`/api/jobs/${d.jobId}/unfreeze`)).json().result.flags.frozen).toBe(false);
    await advanceDays(1);
    await runRetention();
    expect((await get(`/api/jobs/${d.jobId}`)).json().result.flags.frozen).toBe(false);
    expect(await revisions(d.jobId, 'frozen')).toHaveLength(1);
  });
});

describe('dataDelayDays', () => {
  it('erases the personal values of a job past the delay and keeps its counts, states, files and history', async () => {
    await setDelays({ data: 3 });
    const d = await deposit();
    const groupsBefore = (await get(`/api/jobs/${d.jobId}/packGroups`)).json().result;
    expect(JSON.stringify(groupsBefore)).toContain('Ada Martin');

    await advanceDays(2);
    await runRetention();
    expect(JSON.stringify((await get(`/api/jobs/${d.jobId}/packGroups`)).json().result)).toContain(
      'Ada Martin',
    );

    await advanceDays(2);
    await runRetention();
    const groups = (await get(`/api/jobs/${d.jobId}/packGroups`)).json().result as Record<string, unknown>[];
    expect(JSON.stringify(groups)).not.toContain('Ada Martin');
    expect(groups).toHaveLength(2);
    for (const [i, g] of groups.entries()) {
      expect(g).toMatchObject({
        id: d.groupIds[i],
        state: (groupsBefore[i] as { state: string }).state,
        firstPage: i + 1,
        requirements: {},
        addressError: null,
      });
    }
    const job = await t.deps.db
      .selectFrom('job')
      .selectAll()
      .where('id', '=', d.jobId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED', data_erased: 1, files_purged: 0 });
    expect(JSON.parse(job.parameters)).toMatchObject({ serviceId: c.serviceId, rawJobMetadatas: {} });
    expect(await revisions(d.jobId, 'dataErased')).toMatchObject([
      { loggedUserLogin: null, details: { packGroups: 2 } },
    ]);
    // fileDelayDays 0: the files are never purged automatically.
    expect((await get(`/api/jobs/inputFile/${d.input.id}`)).statusCode).toBe(200);

    await advanceDays(1);
    await runRetention();
    expect(await revisions(d.jobId, 'dataErased')).toHaveLength(1);
  });
});
