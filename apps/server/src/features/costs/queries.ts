import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { visibleRows, type Scope } from '../../platform/policy';
import { deleteSettingAt, insertSetting, settingRow, updateSettingAt } from '../../platform/settings/queries';

type Tx = Db | Transaction<Database>;

// Price lists (price_list, 0037), the cost settings (system_setting COST_SETTING_ROW), and what the cost of an
// order or a month is computed from. Orders and shipments are read through the caller's scope (platform/policy.ts).

/** The one row of system_setting that holds the instance-wide cost settings (JSON CostSettings). */
export const COST_SETTING_ROW = 'costs';

export const costSettingRow = (db: Tx) => settingRow(db, COST_SETTING_ROW);
export const insertCostSetting = (db: Tx, row: { value: string; updated_at: string; updated_by: string }) =>
  insertSetting(db, { name: COST_SETTING_ROW, ...row });
export const updateCostSettingAt = (
  db: Tx,
  version: number,
  changes: { value: string; updated_at: string; updated_by: string },
) => updateSettingAt(db, COST_SETTING_ROW, version, changes);
export const deleteCostSettingAt = (db: Tx, version: number) =>
  deleteSettingAt(db, COST_SETTING_ROW, version);

export const priceListRows = (db: Tx) => db.selectFrom('price_list').selectAll().execute();

export const priceListRow = (db: Tx, channelId: string) =>
  db.selectFrom('price_list').selectAll().where('channel_id', '=', channelId).executeTakeFirst();

export async function insertPriceList(
  db: Tx,
  row: { channel_id: string; prices: string; updated_at: string; updated_by: string },
): Promise<void> {
  await db
    .insertInto('price_list')
    .values({ ...row, version: 1 })
    .execute();
}

export async function updatePriceListAt(
  db: Tx,
  channelId: string,
  version: number,
  changes: { prices: string; updated_at: string; updated_by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('price_list')
    .set({ ...changes, version: version + 1 })
    .where('channel_id', '=', channelId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePriceListAt(db: Tx, channelId: string, version: number): Promise<boolean> {
  const result = await db
    .deleteFrom('price_list')
    .where('channel_id', '=', channelId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A command the scope shows. */
export const visibleCommandRow = (db: Db, scope: Scope, id: string) =>
  db
    .selectFrom('delivery_command')
    .select(['id', 'ou_id', 'job_id'])
    .where('id', '=', id)
    .where(visibleRows('delivery_command', scope))
    .executeTakeFirst();

export const deliveriesOfCommand = (db: Db, commandId: string) =>
  db
    .selectFrom('delivery')
    .select(['id', 'channel_id', 'service_channel_label', 'options', 'fallback_origin_id'])
    .where('command_id', '=', commandId)
    .orderBy('creation_date')
    .orderBy('id')
    .execute();

/** The letters of a command with the delivery each goes by (the estimate of an order made). */
export const packGroupsOfCommand = (db: Db, commandId: string) =>
  db
    .selectFrom('pack_group')
    .select(['id', 'identifier', 'delivery_id', 'first_page', 'last_page', 'requirements'])
    .where('command_id', '=', commandId)
    .where('delivery_id', 'is not', null)
    .orderBy('position')
    .execute();

/** What a shipment costs is computed from: its channel, options, pages, sheets and its letter's requirements. */
function costedShipments(db: Db) {
  return (
    db
      .selectFrom('shipment as s')
      .innerJoin('delivery as d', 'd.id', 's.delivery_id')
      .leftJoin('pack_group as pg', 'pg.id', 's.pack_group_id')
      .select([
        's.delivery_id',
        's.ou_id',
        's.pages',
        's.sheets',
        'd.channel_id',
        'd.service_channel_label',
        'd.options',
        'd.fallback_origin_id',
        'pg.requirements',
      ])
      // Cancelled before anything was made (-900): nothing to pay. Cancelled after printing, the paper was made.
      .where('s.status_code', '<>', -900)
  );
}

/** The shipments made for a command, fallback ones included. */
export const shipmentsOfCommand = (db: Db, commandId: string) =>
  costedShipments(db).where('s.command_id', '=', commandId).orderBy('s.creation_date').execute();

/** The shipments created in [from, to) that the scope shows, with the name of their OU. */
export const shipmentsOfPeriod = (db: Db, scope: Scope, from: string, to: string) =>
  costedShipments(db)
    .innerJoin('ou', 'ou.id', 's.ou_id')
    .select(['ou.name as ou_name', 'ou.path as ou_path'])
    .where('s.creation_date', '>=', from)
    .where('s.creation_date', '<', to)
    .where(visibleRows('shipment', scope))
    .execute();

/**
 * The OU's e-mails (shipments through channels of these types) created since `since`, and how many of them were
 * opened (a 715, or a 716 click, which needs an opening): what the unopened share is measured on.
 */
export async function emailHistoryOf(
  db: Db,
  ouId: string,
  channelTypes: readonly string[],
  since: string,
): Promise<{ sent: number; opened: number }> {
  const row = await db
    .selectFrom('shipment as s')
    .innerJoin('channel as c', 'c.id', 's.channel_id')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('sent'),
      eb.fn
        .count<number | string>('s.id')
        .filterWhere((w) =>
          w.exists(
            w
              .selectFrom('shipment_event as e')
              .select('e.id')
              .whereRef('e.shipment_id', '=', 's.id')
              .where('e.status_code', 'in', [715, 716]),
          ),
        )
        .as('opened'),
    ])
    .where('s.ou_id', '=', ouId)
    .where('c.channel_type', 'in', [...channelTypes])
    .where('s.creation_date', '>=', since)
    .where('s.status_code', 'not in', [250, -900])
    .executeTakeFirst();
  return { sent: Number(row?.sent ?? 0), opened: Number(row?.opened ?? 0) };
}
