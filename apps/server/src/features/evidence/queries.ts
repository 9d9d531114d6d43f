import type { Db } from '../../platform/db/database';

// What an evidence file reads (issue 18). The caller's scope is checked before (shipments' visibleShipmentOrThrow).

/** The shipment, its channel's name and its output file's name and SHA-256. */
export const evidenceShipment = (db: Db, shipmentId: string) =>
  db
    .selectFrom('shipment')
    .leftJoin('channel', 'channel.id', 'shipment.channel_id')
    .leftJoin('stored_file as output', 'output.id', 'shipment.output_file_id')
    .leftJoin('pack_group', 'pack_group.id', 'shipment.pack_group_id')
    .leftJoin('job_input_file', 'job_input_file.id', 'pack_group.input_file_id')
    .leftJoin('stored_file as deposited', 'deposited.id', 'job_input_file.stored_file_id')
    .select([
      'shipment.id',
      'shipment.ou_id',
      'shipment.nuid',
      'shipment.external_id',
      'shipment.command_id',
      'shipment.delivery_id',
      'shipment.pack_group_id',
      'shipment.channel_id',
      'shipment.status_code',
      'shipment.creation_date',
      'shipment.recipient',
      'channel.name as channel_name',
      'channel.channel_type',
      'output.id as output_id',
      'output.name as output_name',
      'output.sha256 as output_sha256',
      'deposited.name as deposited_name',
    ])
    .where('shipment.id', '=', shipmentId)
    .executeTakeFirst();

/** The shipment's events in the order of its proof chain. */
export const chainedEvents = (db: Db, shipmentId: string) =>
  db
    .selectFrom('shipment_event')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('position')
    .execute();

/** The provider documents attached to the shipment, with the event that brought each and its bytes' SHA-256. */
export const receiptsOf = (db: Db, shipmentId: string) =>
  db
    .selectFrom('shipment_tracking_file as t')
    .innerJoin('stored_file as f', 'f.id', 't.stored_file_id')
    .select(['t.name', 't.source', 't.event_id', 't.created_at', 'f.sha256', 'f.size', 'f.content_type'])
    .where('t.shipment_id', '=', shipmentId)
    .orderBy('t.name')
    .execute();
