import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { SENDABLE_COMMAND_STATES } from '../sending';

// SQL of the on-premise print fetch. An output file is "ready and not fetched" while some of its shipments are
// at 300 ready, not handed over (external_id null), in a command that may still send (a cancelled one not).

type Executor = Db | Transaction<Database>;

/** The shipments of a channel's output file that wait to be fetched. */
const waitingShipments = (db: Executor, channelId: string) =>
  db
    .selectFrom('shipment')
    .innerJoin('delivery_command', 'delivery_command.id', 'shipment.command_id')
    .where('shipment.channel_id', '=', channelId)
    .where('shipment.status_code', '=', 300)
    .where('shipment.external_id', 'is', null)
    .where('delivery_command.state', 'in', [...SENDABLE_COMMAND_STATES]);

/** The output files of a channel that wait to be fetched, oldest first, with their shipment totals. */
export const waitingOutputFilesOf = (db: Executor, channelId: string) =>
  waitingShipments(db, channelId)
    .innerJoin('stored_file', 'stored_file.id', 'shipment.output_file_id')
    .select((eb) => [
      'stored_file.id',
      'stored_file.name',
      'stored_file.storage_key',
      'stored_file.size',
      'stored_file.sha256',
      'stored_file.created_at',
      eb.fn.count<string | number>('shipment.id').as('shipments'),
      eb.fn.sum<string | number>('shipment.pages').as('pages'),
      eb.fn.sum<string | number>('shipment.sheets').as('sheets'),
    ])
    .groupBy([
      'stored_file.id',
      'stored_file.name',
      'stored_file.storage_key',
      'stored_file.size',
      'stored_file.sha256',
      'stored_file.created_at',
    ])
    .orderBy('stored_file.created_at')
    .orderBy('stored_file.name')
    .execute();

/** An output file some shipment of the channel was produced in (fetched or not); undefined otherwise. */
export const outputFileOfChannel = (db: Executor, channelId: string, outputFileId: string) =>
  db
    .selectFrom('stored_file')
    .selectAll()
    .where('id', '=', outputFileId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('shipment')
          .select('shipment.id')
          .where('shipment.output_file_id', '=', outputFileId)
          .where('shipment.channel_id', '=', channelId),
      ),
    )
    .executeTakeFirst();

/** The shipments of the file still waiting to be fetched (read in the transaction that hands them over). */
export const waitingShipmentsOfFile = (db: Executor, channelId: string, outputFileId: string) =>
  waitingShipments(db, channelId)
    .select(['shipment.id', 'shipment.command_id'])
    .where('shipment.output_file_id', '=', outputFileId)
    .execute();
