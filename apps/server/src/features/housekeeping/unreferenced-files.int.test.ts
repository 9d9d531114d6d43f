import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStored } from '../../test/files';
import { registerTasks } from '../../worker';
import { multipartBody } from '../../test/deposits';
import { buildJob, buildShipment, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { thumbnailKey } from '../jobs/input-files';
import { RETENTION_TASK } from './apply-retention';
import { UNREFERENCED_FILE_HOURS } from './delete-unreferenced-files';
import { STORED_FILE_REFERENCES } from './queries';

let t: TestContext;
let token: string;
beforeEach(async () => {
  t = await createTestContext();
  registerTasks(t.deps);
  token = await sessionToken(t.deps, 'sender');
});
afterEach(async () => {
  await t.close();
});

async function runRetention() {
  await t.deps.queue.enqueue(RETENTION_TASK, {}, { singletonKey: `every:${RETENTION_TASK}` });
  await t.deps.queue.drain();
}

async function upload(name: string): Promise<{ fileId: string; key: string }> {
  const { payload, headers } = multipartBody({}, [
    { field: 'file', name, content: Buffer.from(`${name}\n`) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { ...headers, 'x-auth-token': token },
  });
  const { fileId } = res.json().result[0] as { fileId: string };
  const row = await t.deps.db
    .selectFrom('stored_file')
    .select('storage_key')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return { fileId, key: row.storage_key };
}

/** A deposit of the sender whose input file is `storedFileId`; answers the input file's id. */
async function depositOf(storedFileId: string): Promise<string> {
  const jobId = await buildJob(
    t.deps.db,
    await userIdOf(t.deps.db, 'sender'),
    'PACK_GROUPS_CREATED',
    t.clock.now().toISOString(),
  );
  const id = randomUUID();
  await t.deps.db
    .insertInto('job_input_file')
    .values({ id, job_id: jobId, stored_file_id: storedFileId, box_name: 'letters', position: 0 })
    .execute();
  return id;
}

const stored = (key: string) => isStored(t.deps.files, key);
const rowExists = async (fileId: string) =>
  (await t.deps.db.selectFrom('stored_file').select('id').where('id', '=', fileId).execute()).length === 1;

describe('unreferenced uploads', () => {
  it(`deletes an upload no row references ${UNREFERENCED_FILE_HOURS} hours after it was stored, not a used one`, async () => {
    const unused = await upload('unused.csv');
    const used = await upload('used.csv');
    await depositOf(used.fileId);
    // A print output file is referenced by its shipments, without a foreign key.
    const output = await upload('D20261120-0001-001.pdf');
    const owner = await userIdOf(t.deps.db, 'sender');
    const shipmentId = await buildShipment(t.deps.db, owner, 300, t.clock.now().toISOString());
    await t.deps.db
      .updateTable('shipment')
      .set({ output_file_id: output.fileId })
      .where('id', '=', shipmentId)
      .execute();

    t.clock.advanceMinutes((UNREFERENCED_FILE_HOURS - 1) * 60);
    await runRetention();
    expect(await rowExists(unused.fileId)).toBe(true);
    expect(await stored(unused.key)).toBe(true);

    t.clock.advanceMinutes(2 * 60);
    await runRetention();
    expect(await rowExists(unused.fileId)).toBe(false);
    expect(await stored(unused.key)).toBe(false);
    expect(await rowExists(used.fileId)).toBe(true);
    expect(await stored(used.key)).toBe(true);
    expect(await rowExists(output.fileId)).toBe(true);
    token = await sessionToken(t.deps, 'sender');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${unused.fileId}`,
      headers: { 'x-auth-token': token },
    });
    expect(res.json().error.code).toBe(-3);
  });

  it('knows every column that references a stored file', async () => {
    // A file referenced by a column retention does not know would be deleted as unreferenced.
    const rows =
      t.deps.dialect === 'sqlite'
        ? await sql<{ tbl: string; col: string }>`
            select m.name as tbl, p."from" as col
            from sqlite_master m, pragma_foreign_key_list(m.name) p
            where m.type = 'table' and p."table" = 'stored_file'`.execute(t.deps.db)
        : await sql<{ tbl: string; col: string }>`
            select kcu.table_name as tbl, kcu.column_name as col
            from information_schema.referential_constraints rc
            join information_schema.key_column_usage kcu
              on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
            join information_schema.constraint_column_usage ccu
              on ccu.constraint_name = rc.unique_constraint_name
              and ccu.constraint_schema = rc.unique_constraint_schema
            where ccu.table_name = 'stored_file' and rc.constraint_schema = current_schema()`.execute(
            t.deps.db,
          );
    expect(rows.rows.map((r) => `${r.tbl}.${r.col}`).sort()).toEqual([...STORED_FILE_REFERENCES].sort());
  });
});

describe('cached thumbnails', () => {
  it('deletes a thumbnail whose input file no longer exists and keeps the others', async () => {
    const file = await upload('letters.pdf');
    const inputFileId = await depositOf(file.fileId);
    const put = async (key: string) => {
      const temp = path.join(t.deps.config.dataDir, `t-${randomUUID()}`);
      await fs.writeFile(temp, 'png');
      await t.deps.files.putFile(key, temp, 3, 'image/png');
    };
    const kept = thumbnailKey(inputFileId, 120);
    const orphan = thumbnailKey(randomUUID(), 120);
    const unknown = 'thumbnails/not-a-thumbnail.txt';
    for (const key of [kept, orphan, unknown]) await put(key);

    await runRetention();
    expect(await stored(kept)).toBe(true);
    expect(await stored(orphan)).toBe(false);
    expect(await stored(unknown)).toBe(true);
  });
});
