import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, DeliveryCommandTable, DeliveryTable } from '../../platform/db/schema';
import { visibleRows, type Scope } from '../../platform/policy';
import { listedRows, type ListFilter } from '../jobs';

type Executor = Db | Transaction<Database>;

export const commandByRequestKey = (db: Executor, requestKey: string) =>
  db.selectFrom('delivery_command').selectAll().where('request_key', '=', requestKey).executeTakeFirst();

export const visibleCommand = (db: Db, scope: Scope, id: string) =>
  db
    .selectFrom('delivery_command')
    .selectAll()
    .where('id', '=', id)
    .where(visibleRows('delivery_command', scope))
    .executeTakeFirst();

type CommandListFilter = ListFilter & {
  state?: string | undefined;
  jobId?: string | undefined;
  limit: number;
};

/** A page of commands (`limit` one more than the page tells whether more match), newest first. */
export const commandListQuery = (db: Db, scope: Scope, filter: CommandListFilter) => {
  let q = db
    .selectFrom('delivery_command')
    .selectAll()
    .where(listedRows('delivery_command', scope, filter));
  if (filter.state) q = q.where('state', '=', filter.state);
  if (filter.jobId) q = q.where('job_id', '=', filter.jobId);
  return q.orderBy('creation_date', 'desc').orderBy('id').limit(filter.limit);
};

export const visibleCommands = (db: Db, scope: Scope, filter: CommandListFilter) =>
  commandListQuery(db, scope, filter).execute();

/** The commands among these ids the scope shows. */
export const visibleCommandsIn = (db: Db, scope: Scope, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('delivery_command')
        .selectAll()
        .where('id', 'in', [...ids])
        .where(visibleRows('delivery_command', scope))
        .execute()
    : Promise.resolve([]);

export async function insertCommand(db: Executor, row: Insertable<DeliveryCommandTable>): Promise<void> {
  await db.insertInto('delivery_command').values(row).execute();
}

export async function insertDeliveries(db: Executor, rows: Insertable<DeliveryTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('delivery').values(rows).execute();
}

/**
 * Attaches free pack groups to a command (state SHIPMENT_IN_CREATION, or NOT_ELIGIBLE without a delivery);
 * answers how many were still free. A pack group already ordered, rejected or edited meanwhile is not touched.
 */
export async function orderPackGroups(
  db: Executor,
  commandId: string,
  byDelivery: Map<string | null, string[]>,
): Promise<number> {
  let moved = 0;
  for (const [deliveryId, ids] of byDelivery) {
    for (let i = 0; i < ids.length; i += 500) {
      const r = await db
        .updateTable('pack_group')
        .set((eb) => ({
          command_id: commandId,
          delivery_id: deliveryId,
          state: deliveryId ? 'SHIPMENT_IN_CREATION' : 'NOT_ELIGIBLE',
          version: eb('version', '+', 1),
        }))
        .where('id', 'in', ids.slice(i, i + 500))
        .where('state', '=', 'CREATED')
        .where('command_id', 'is', null)
        .executeTakeFirst();
      moved += Number(r.numUpdatedRows);
    }
  }
  return moved;
}

export async function setDeliveriesOfCommand(
  db: Executor,
  commandId: string,
  set: Partial<Pick<DeliveryTable, 'state'>> & { updated_at: string },
): Promise<void> {
  await db
    .updateTable('delivery')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('command_id', '=', commandId)
    .execute();
}

/**
 * The pack groups of a command go back to their job, free to be ordered again (docs/product.md §4 "free");
 * the command's request key is dropped, so that the same order sent again makes a new command.
 */
export async function freePackGroupsOf(db: Executor, commandId: string): Promise<number> {
  await db.updateTable('delivery_command').set({ request_key: null }).where('id', '=', commandId).execute();
  const r = await db
    .updateTable('pack_group')
    .set((eb) => ({ command_id: null, delivery_id: null, state: 'CREATED', version: eb('version', '+', 1) }))
    .where('command_id', '=', commandId)
    .where('state', 'in', ['SHIPMENT_IN_CREATION', 'REJECTED', 'NOT_ELIGIBLE'])
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The pack groups of a rejected, expired or cancelled command whose shipment does not exist yet. */
export async function rejectPackGroupsOf(db: Executor, commandId: string): Promise<void> {
  await db
    .updateTable('pack_group')
    .set((eb) => ({ state: 'REJECTED', version: eb('version', '+', 1) }))
    .where('command_id', '=', commandId)
    .where('state', '=', 'SHIPMENT_IN_CREATION')
    .execute();
}

export const deliveriesOfCommands = (db: Executor, commandIds: readonly string[]) =>
  commandIds.length
    ? db
        .selectFrom('delivery')
        .selectAll()
        .where('command_id', 'in', [...commandIds])
        .orderBy('creation_date')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

export const visibleDelivery = (db: Db, scope: Scope, id: string) =>
  db
    .selectFrom('delivery')
    .selectAll()
    .where('id', '=', id)
    .where(visibleRows('delivery', scope))
    .executeTakeFirst();

type DeliveryListFilter = CommandListFilter & { externalId?: string | undefined };

/** A page of deliveries (`limit` one more than the page tells whether more match), newest first. */
export const deliveryListQuery = (db: Db, scope: Scope, filter: DeliveryListFilter) => {
  let q = db
    .selectFrom('delivery')
    .selectAll()
    .where(listedRows('delivery', scope, filter));
  if (filter.state) q = q.where('state', '=', filter.state);
  if (filter.jobId) q = q.where('job_id', '=', filter.jobId);
  if (filter.externalId) q = q.where('external_id', '=', filter.externalId);
  return q.orderBy('creation_date', 'desc').orderBy('id').limit(filter.limit);
};

export const visibleDeliveries = (db: Db, scope: Scope, filter: DeliveryListFilter) =>
  deliveryListQuery(db, scope, filter).execute();

/** Pack groups per command, and recipients per delivery (its shipments, or its pack groups before they exist). */
export async function packGroupCountsOf(db: Executor, commandIds: readonly string[]) {
  if (!commandIds.length)
    return { byCommand: new Map<string, number>(), byDelivery: new Map<string, number>() };
  const rows = await db
    .selectFrom('pack_group')
    .select(['command_id', 'delivery_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('command_id', 'in', [...commandIds])
    .groupBy(['command_id', 'delivery_id'])
    .execute();
  const byCommand = new Map<string, number>();
  const byDelivery = new Map<string, number>();
  for (const r of rows) {
    byCommand.set(r.command_id!, (byCommand.get(r.command_id!) ?? 0) + Number(r.n));
    if (r.delivery_id) byDelivery.set(r.delivery_id, Number(r.n));
  }
  // Once shipments exist they are the delivery's recipients (a fallback delivery has shipments, no pack group).
  const shipments = await db
    .selectFrom('shipment')
    .select(['delivery_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('command_id', 'in', [...commandIds])
    .groupBy('delivery_id')
    .execute();
  for (const r of shipments) if (r.delivery_id) byDelivery.set(r.delivery_id, Number(r.n));
  return { byCommand, byDelivery };
}

/** What the job's state is derived from: its pack groups by state and command, and its commands' states. */
export async function orderSummaryOfJob(db: Executor, jobId: string) {
  const [packGroups, commands] = await Promise.all([
    db
      .selectFrom('pack_group')
      .select(['state', 'command_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('job_id', '=', jobId)
      .groupBy(['state', 'command_id'])
      .execute(),
    db.selectFrom('delivery_command').select(['id', 'state']).where('job_id', '=', jobId).execute(),
  ]);
  return { packGroups: packGroups.map((p) => ({ ...p, n: Number(p.n) })), commands };
}

export const ownerProfileOf = (db: Executor, userId: string) =>
  db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.id', 'app_user.profile_id')
    .select(['app_user.id', 'app_user.login', 'profile.needs_validation'])
    .where('app_user.id', '=', userId)
    .executeTakeFirst();

export const loginsOf = async (db: Executor, userIds: readonly string[]) =>
  new Map(
    userIds.length
      ? (
          await db
            .selectFrom('app_user')
            .select(['id', 'login'])
            .where('id', 'in', [...new Set(userIds)])
            .execute()
        ).map((u) => [u.id, u.login] as const)
      : [],
  );

/** Commands pending validation whose delay has run out (the expiry task). */
export const expiredPendingCommands = (db: Executor, now: string) =>
  db
    .selectFrom('delivery_command')
    .selectAll()
    .where('state', '=', 'AWAIT_VALIDATION')
    .where('expires_at', '<=', now)
    .limit(500)
    .execute();

/** Among these commands, those the scope covers (to tell which actions a caller may take on a list). */
export const commandIdsIn = async (db: Db, scope: Scope, ids: readonly string[]): Promise<Set<string>> =>
  new Set(
    ids.length
      ? (
          await db
            .selectFrom('delivery_command')
            .select('id')
            .where('id', 'in', [...ids])
            .where(visibleRows('delivery_command', scope))
            .execute()
        ).map((r) => r.id)
      : [],
  );

export const jobNamesOf = async (db: Db, jobIds: readonly string[]) =>
  new Map(
    jobIds.length
      ? (
          await db
            .selectFrom('job')
            .select(['id', 'name'])
            .where('id', 'in', [...new Set(jobIds)])
            .execute()
        ).map((j) => [j.id, j.name] as const)
      : [],
  );

/** The shipments of a command, for a cancel: which ones are still the platform's to stop. */
export const shipmentsOfCommand = (db: Executor, commandId: string) =>
  db
    .selectFrom('shipment')
    .select(['id', 'status_code', 'external_id'])
    .where('command_id', '=', commandId)
    .execute();

export const jobStateOf = async (db: Executor, jobId: string) =>
  (await db.selectFrom('job').select('state').where('id', '=', jobId).executeTakeFirstOrThrow()).state;

/** The printed files deposited in the job (features/printer) are now ordered by `commandId`; answers those moved. */
export const markPrintedFilesOrdered = (db: Executor, jobId: string, commandId: string) =>
  db
    .updateTable('printed_file')
    .set({ status: 'ordered', command_id: commandId })
    .where('job_id', '=', jobId)
    .where('status', '=', 'deposited')
    .returning(['id', 'ou_id'])
    .execute();
