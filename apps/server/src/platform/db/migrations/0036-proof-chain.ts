import type { Kysely } from 'kysely';
import { eventHash, type ChainDocument, type ChainReceipt } from '../../proof-chain';
import type { Database } from '../schema';

// The proof chain of shipments' histories (issue 18; platform/proof-chain.ts): each shipment_event gets
// - position: its place in its shipment's chain (1, 2, 3…), unique per shipment, so that two events written at
//   once cannot both take the same place (the chain cannot fork);
// - previous_hash, hash: the link and its own SHA-256 (format v1 of platform/proof-chain.ts, frozen by its prefix);
// - document: the first event's bound document (JSON: the deposited file's SHA-256 and the letter's pages);
// - receipts: the provider documents the event brought (JSON list of {name, sha256}).
// Existing events are chained in the order they were received (received_at, then when they happened, then id),
// their receipts taken from shipment_tracking_file, one shipment at a time.

const SHIPMENTS_PER_BATCH = 500;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Database>;
  await db.schema.alterTable('shipment_event').addColumn('position', 'integer').execute();
  await db.schema.alterTable('shipment_event').addColumn('previous_hash', 'text').execute();
  await db.schema.alterTable('shipment_event').addColumn('hash', 'text').execute();
  await db.schema.alterTable('shipment_event').addColumn('document', 'text').execute();
  await db.schema
    .alterTable('shipment_event')
    .addColumn('receipts', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  let after = '';
  for (;;) {
    const shipments = await db
      .selectFrom('shipment')
      .leftJoin('pack_group', 'pack_group.id', 'shipment.pack_group_id')
      .leftJoin('job_input_file', 'job_input_file.id', 'pack_group.input_file_id')
      .leftJoin('stored_file', 'stored_file.id', 'job_input_file.stored_file_id')
      .select(['shipment.id', 'stored_file.sha256', 'pack_group.first_page', 'pack_group.last_page'])
      .where('shipment.id', '>', after)
      .orderBy('shipment.id')
      .limit(SHIPMENTS_PER_BATCH)
      .execute();
    if (!shipments.length) break;
    after = shipments.at(-1)!.id;
    const ids = shipments.map((s) => s.id);
    const events = await db
      .selectFrom('shipment_event')
      .selectAll()
      .where('shipment_id', 'in', ids)
      .orderBy('shipment_id')
      .orderBy('received_at')
      .orderBy('at')
      .orderBy('id')
      .execute();
    const files = await db
      .selectFrom('shipment_tracking_file as t')
      .innerJoin('stored_file as f', 'f.id', 't.stored_file_id')
      .select(['t.shipment_id', 't.name', 't.source', 't.event_id', 'f.sha256'])
      .where('t.shipment_id', 'in', ids)
      .orderBy('t.name')
      .execute();
    const receiptsOf = new Map<string, ChainReceipt[]>();
    for (const f of files) {
      const key = `${f.shipment_id}\n${f.source}\n${f.event_id}`;
      receiptsOf.set(key, [...(receiptsOf.get(key) ?? []), { name: f.name, sha256: f.sha256 }]);
    }
    const byShipment = new Map(shipments.map((s) => [s.id, s]));
    type Head = { shipmentId: string; hash: string; position: number };
    let previous: Head | null = null;
    for (const e of events) {
      const chained: Head | null = previous?.shipmentId === e.shipment_id ? previous : null;
      const s = byShipment.get(e.shipment_id)!;
      const document: ChainDocument | null =
        !chained && s.sha256 && s.first_page !== null && s.last_page !== null
          ? { kind: 'deposited', sha256: s.sha256, firstPage: s.first_page, lastPage: s.last_page }
          : null;
      const receipts = receiptsOf.get(`${e.shipment_id}\n${e.source}\n${e.event_id}`) ?? [];
      const position: number = (chained?.position ?? 0) + 1;
      const previousHash = chained?.hash ?? null;
      const hash = eventHash({
        shipmentId: e.shipment_id,
        position,
        statusCode: e.status_code,
        source: e.source,
        eventId: e.event_id,
        at: e.at,
        receivedAt: e.received_at,
        details: parseDetails(e.details),
        document,
        receipts,
        previousHash,
      });
      await db
        .updateTable('shipment_event')
        .set({
          position,
          previous_hash: previousHash,
          hash,
          document: document ? JSON.stringify(document) : null,
          receipts: JSON.stringify(receipts),
        })
        .where('id', '=', e.id)
        .execute();
      previous = { shipmentId: e.shipment_id, hash, position };
    }
  }
  await db.schema
    .createIndex('shipment_event_position_uq')
    .on('shipment_event')
    .columns(['shipment_id', 'position'])
    .unique()
    .execute();
}

function parseDetails(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shipment_event_position_uq').execute();
  for (const column of ['receipts', 'document', 'hash', 'previous_hash', 'position']) {
    await db.schema.alterTable('shipment_event').dropColumn(column).execute();
  }
}
