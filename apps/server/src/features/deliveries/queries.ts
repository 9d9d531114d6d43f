import { sql, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { isPostgres, keyRows, toCount } from '../../platform/db/util';
import { visibleRows, type Scope } from '../../platform/policy';
import type { EventDeps } from '../../platform/events';
import { listedRows, type ListFilter } from '../jobs';
import { movePackGroups } from '../lifecycle';

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

/**
 * Attaches free pack groups to a command (state SHIPMENT_IN_CREATION, or NOT_ELIGIBLE without a delivery), each
 * with its event; answers how many were still free. A pack group already ordered, rejected or edited meanwhile is
 * not touched.
 */
export async function orderPackGroups(
  deps: EventDeps,
  tx: Transaction<Database>,
  commandId: string,
  byDelivery: Map<string | null, string[]>,
): Promise<number> {
  let moved = 0;
  for (const [deliveryId, ids] of byDelivery) {
    for (let i = 0; i < ids.length; i += 500) {
      moved += await movePackGroups(
        deps,
        tx,
        'CREATED',
        deliveryId ? 'SHIPMENT_IN_CREATION' : 'NOT_ELIGIBLE',
        (qb) => qb.where('id', 'in', ids.slice(i, i + 500)).where('command_id', 'is', null),
        { command_id: commandId, delivery_id: deliveryId },
      );
    }
  }
  return moved;
}

/**
 * The pack groups of a command go back to their job, free to be ordered again (docs/product.md §4 "free");
 * the command's request key is dropped, so that the same order sent again makes a new command.
 */
export async function freePackGroupsOf(
  deps: EventDeps,
  tx: Transaction<Database>,
  commandId: string,
): Promise<number> {
  await tx.updateTable('delivery_command').set({ request_key: null }).where('id', '=', commandId).execute();
  return movePackGroups(
    deps,
    tx,
    ['SHIPMENT_IN_CREATION', 'REJECTED', 'NOT_ELIGIBLE'],
    'CREATED',
    (qb) => qb.where('command_id', '=', commandId),
    { command_id: null, delivery_id: null },
  );
}

/** The pack groups of a rejected, expired or cancelled command whose shipment does not exist yet. */
export async function rejectPackGroupsOf(
  deps: EventDeps,
  tx: Transaction<Database>,
  commandId: string,
): Promise<void> {
  await movePackGroups(deps, tx, 'SHIPMENT_IN_CREATION', 'REJECTED', (qb) =>
    qb.where('command_id', '=', commandId),
  );
}

/**
 * The deliveries of commands, oldest first. On PostgreSQL each command's are looked up apart (a LATERAL
 * subquery per command, kept whole by OFFSET 0): `command_id in (…)` of a page of commands may read the whole
 * table when the planner has no statistics.
 */
export const deliveriesOfCommands = async (db: Executor, commandIds: readonly string[]) => {
  if (!commandIds.length) return [];
  if (!isPostgres(db)) {
    return db
      .selectFrom('delivery')
      .selectAll()
      .where('command_id', 'in', [...commandIds])
      .orderBy('creation_date')
      .orderBy('id')
      .execute();
  }
  return db
    .selectFrom(keyRows([...new Set(commandIds)], 'k'))
    .innerJoinLateral(
      db
        .selectFrom('delivery')
        .selectAll()
        .where('delivery.command_id', '=', sql.ref<string>('k.column1'))
        .offset(0)
        .as('d'),
      (join) => join.onTrue(),
    )
    .selectAll('d')
    .orderBy('d.creation_date')
    .orderBy('d.id')
    .execute();
};

export const visibleDelivery = (db: Db, scope: Scope, id: string) =>
  db
    .selectFrom('delivery')
    .selectAll()
    .where('id', '=', id)
    .where(visibleRows('delivery', scope))
    .executeTakeFirst();

type DeliveryListFilter = CommandListFilter & {
  externalId?: string | undefined;
  channelType?: string | undefined;
};

/** A page of deliveries (`limit` one more than the page tells whether more match), newest first. */
export const deliveryListQuery = (db: Db, scope: Scope, filter: DeliveryListFilter) => {
  let q = db
    .selectFrom('delivery')
    .selectAll()
    .where(listedRows('delivery', scope, filter));
  if (filter.state) q = q.where('state', '=', filter.state);
  if (filter.jobId) q = q.where('job_id', '=', filter.jobId);
  if (filter.externalId) q = q.where('external_id', '=', filter.externalId);
  if (filter.channelType) {
    const channelType = filter.channelType;
    q = q.where('channel_id', 'in', (eb) =>
      eb.selectFrom('channel').select('channel.id').where('channel.channel_type', '=', channelType),
    );
  }
  return q.orderBy('creation_date', 'desc').orderBy('id').limit(filter.limit);
};

export const visibleDeliveries = (db: Db, scope: Scope, filter: DeliveryListFilter) =>
  deliveryListQuery(db, scope, filter).execute();

/**
 * Pack groups per command, counted command by command (a correlated count per key, one index lookup each).
 */
export async function packGroupsPerCommand(db: Executor, commandIds: readonly string[]) {
  if (!commandIds.length) return new Map<string, number>();
  const rows = await db
    .selectFrom(keyRows([...new Set(commandIds)], 'k'))
    .select([
      'k.column1 as command_id',
      (eb) =>
        eb
          .selectFrom('pack_group as p')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('p.command_id', '=', 'k.column1')
          .as('n'),
    ])
    .execute();
  return new Map(rows.map((r) => [r.command_id, toCount(r.n)] as const));
}

/**
 * Recipients per delivery: its shipments once they exist (a fallback delivery has shipments, no pack group),
 * else its pack groups. Each delivery is counted apart in pack_group_command_idx and shipment_command_idx
 * (command, delivery), so a page costs two lookups a row, whatever the planner knows of the tables.
 */
export async function recipientsPerDelivery(
  db: Executor,
  deliveries: readonly { id: string; command_id: string }[],
): Promise<Map<string, number>> {
  if (!deliveries.length) return new Map();
  const keys = sql<{ delivery_id: string; command_id: string }>`(values ${sql.join(
    deliveries.map((d) => sql`(${d.id}, ${d.command_id})`),
  )})`.as('k');
  const rows = await db
    .selectFrom(keys)
    .select([
      sql<string>`k.column1`.as('delivery_id'),
      (eb) =>
        eb
          .selectFrom('pack_group as p')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .where('p.command_id', '=', sql.ref<string>('k.column2'))
          .where('p.delivery_id', '=', sql.ref<string>('k.column1'))
          .as('pack_groups'),
      (eb) =>
        eb
          .selectFrom('shipment as s')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .where('s.command_id', '=', sql.ref<string>('k.column2'))
          .where('s.delivery_id', '=', sql.ref<string>('k.column1'))
          .as('shipments'),
    ])
    .execute();
  return new Map(rows.map((r) => [r.delivery_id, toCount(r.shipments) || toCount(r.pack_groups)] as const));
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
