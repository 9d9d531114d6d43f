import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

type Executor = Db | Transaction<Database>;

// The SQL of features/mail-returns.

/**
 * What an unsubscribe needs of a shipment: its status, its recipient values, and the recipient identifier and OU
 * of the deposit it came from (the register of that OU's sender account holds the recipient's choice).
 */
export const unsubscribeTargetOf = (db: Executor, shipmentId: string) =>
  db
    .selectFrom('shipment')
    .leftJoin('pack_group', 'pack_group.id', 'shipment.pack_group_id')
    .leftJoin('job', 'job.id', 'pack_group.job_id')
    .select([
      'shipment.id',
      'shipment.status_code',
      'shipment.recipient',
      'shipment.ou_id as shipment_ou_id',
      'pack_group.identifier',
      'job.ou_id as job_ou_id',
    ])
    .where('shipment.id', '=', shipmentId)
    .executeTakeFirst();
