import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/database';

// Test factories: business rows the later features will create through their own use cases.

export async function userIdOf(db: Db, login: string): Promise<{ id: string; ouId: string }> {
  const u = await db
    .selectFrom('app_user')
    .select(['id', 'ou_id'])
    .where('login', '=', login)
    .executeTakeFirstOrThrow();
  return { id: u.id, ouId: u.ou_id };
}

export async function buildJob(
  db: Db,
  owner: { id: string; ouId: string },
  state: string,
  at: string,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('job')
    .values({
      id,
      ou_id: owner.ouId,
      owner_id: owner.id,
      name: `job-${id.slice(0, 6)}`,
      state,
      creation_date: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function buildCommand(
  db: Db,
  owner: { id: string; ouId: string },
  state: string,
  at: string,
): Promise<string> {
  const jobId = await buildJob(db, owner, 'PACK_GROUPS_CREATED_SENT', at);
  const id = randomUUID();
  await db
    .insertInto('delivery_command')
    .values({
      id,
      ou_id: owner.ouId,
      owner_id: owner.id,
      job_id: jobId,
      state,
      creation_date: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function buildShipment(
  db: Db,
  owner: { id: string; ouId: string },
  statusCode: number,
  at: string,
): Promise<string> {
  const commandId = await buildCommand(db, owner, 'OUTPUTTED', at);
  const id = randomUUID();
  await db
    .insertInto('shipment')
    .values({
      id,
      ou_id: owner.ouId,
      owner_id: owner.id,
      command_id: commandId,
      status_code: statusCode,
      creation_date: at,
      updated_at: at,
    })
    .execute();
  return id;
}
