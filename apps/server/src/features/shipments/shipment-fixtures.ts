import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SIGNATURE_HEADER, SIGNATURE_TIMESTAMP_HEADER } from '@postbridge/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { Deps } from '../../platform/deps';
import { signatureOf } from '../../platform/signature';
import { buildCommand, createUser } from '../../test/factories';

// Test fixtures of the shipments, tracking and webhooks tests: rows the sending worker creates in real use.

export type Owner = { id: string; ouId: string };

/** A delivery of a new command of `owner` (the demo channel `simple-mail`, providerName simulator). */
export async function insertDelivery(
  db: Db,
  owner: Owner,
  o: { postDate?: string | null; channelId?: string; at?: string } = {},
): Promise<{ deliveryId: string; commandId: string }> {
  const at = o.at ?? '2026-11-19T09:00:00.000Z';
  const commandId = await buildCommand(db, owner, 'OUTPUTTED', at);
  const { job_id } = await db
    .selectFrom('delivery_command')
    .select('job_id')
    .where('id', '=', commandId)
    .executeTakeFirstOrThrow();
  const deliveryId = randomUUID();
  await db
    .insertInto('delivery')
    .values({
      id: deliveryId,
      command_id: commandId,
      job_id,
      ou_id: owner.ouId,
      owner_id: owner.id,
      service_id: 'letters',
      channel_id: o.channelId ?? 'simple-mail',
      service_channel_label: 'Mail',
      name: `delivery-${deliveryId.slice(0, 6)}`,
      nuid: `D-${deliveryId}`,
      external_id: null,
      state: 'OUTPUTTED',
      post_date: o.postDate === undefined ? '2026-11-19' : o.postDate,
      creation_date: at,
      updated_at: at,
    })
    .execute();
  return { deliveryId, commandId };
}

type ShipmentFixture = {
  statusCode: number;
  at?: string;
  delivery?: { deliveryId: string; commandId: string };
  channelId?: string;
  externalId?: string;
  nuid?: string;
  trackingValue?: string;
  outputFileId?: string;
  acknowledgedAt?: string;
  metadata?: Record<string, string>;
  recipient?: Record<string, unknown>;
};

/** A shipment of `owner` in a delivery (a new one unless given). */
export async function insertShipment(db: Db, owner: Owner, f: ShipmentFixture): Promise<string> {
  const at = f.at ?? '2026-11-19T09:00:00.000Z';
  const delivery = f.delivery ?? (await insertDelivery(db, owner, { at, channelId: f.channelId }));
  const id = randomUUID();
  await db
    .insertInto('shipment')
    .values({
      id,
      ou_id: owner.ouId,
      owner_id: owner.id,
      command_id: delivery.commandId,
      delivery_id: delivery.deliveryId,
      channel_id: f.channelId ?? 'simple-mail',
      status_code: f.statusCode,
      nuid: f.nuid ?? `S-${id}`,
      external_id: f.externalId ?? null,
      tracking_value: f.trackingValue ?? null,
      output_file_id: f.outputFileId ?? null,
      acknowledged_at: f.acknowledgedAt ?? null,
      metadata: JSON.stringify(f.metadata ?? {}),
      recipient: JSON.stringify(f.recipient ?? {}),
      pages: 2,
      sheets: 1,
      creation_date: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A user of the OU named `ouName` with the demo profile `profileName` (signed in with `sessionToken`). */
export async function insertUser(
  db: Db,
  u: { login: string; ouName: string; profileName: string },
): Promise<Owner> {
  const ou = await db.selectFrom('ou').select('id').where('name', '=', u.ouName).executeTakeFirstOrThrow();
  const profile = await db
    .selectFrom('profile')
    .select('id')
    .where('name', '=', u.profileName)
    .executeTakeFirstOrThrow();
  const now = '2026-11-01T00:00:00.000Z';
  const { id } = await createUser(db, {
    ouId: ou.id,
    login: u.login,
    profileId: profile.id,
    columns: { email_address: `${u.login}@example.com`, password_changed_at: now, creation_date: now },
  });
  return { id, ouId: ou.id };
}

/** A stored file with these bytes (an output file of the sending worker, in real use). */
export async function insertStoredFile(
  deps: Deps,
  owner: Owner,
  name: string,
  content: Buffer,
): Promise<string> {
  const id = randomUUID();
  const temp = path.join(os.tmpdir(), `fixture-${id}`);
  await fs.writeFile(temp, content);
  await deps.files.putFile(`outputs/${id}`, temp, content.length, 'application/pdf');
  await fs.rm(temp, { force: true });
  await deps.db
    .insertInto('stored_file')
    .values({
      id,
      ou_id: owner.ouId,
      owner_id: owner.id,
      name,
      size: content.length,
      sha256: 'test',
      content_type: 'application/pdf',
      file_type: 'pdf',
      storage_key: `outputs/${id}`,
      created_at: '2026-11-19T09:00:00.000Z',
    })
    .execute();
  return id;
}

/** POSTs a tracking call signed with `secret` at `now` (or with the headers given instead). */
export function postTracking(
  app: FastifyInstance,
  provider: string,
  body: unknown,
  sign: { secret: string; now: Date } | { headers: Record<string, string> },
) {
  const text = JSON.stringify(body);
  let headers: Record<string, string>;
  if ('headers' in sign) headers = sign.headers;
  else {
    const timestamp = String(Math.floor(sign.now.getTime() / 1000));
    headers = {
      [SIGNATURE_TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signatureOf(sign.secret, timestamp, text),
    };
  }
  return app.inject({
    method: 'POST',
    url: `/api/tracking/${provider}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: text,
  });
}
