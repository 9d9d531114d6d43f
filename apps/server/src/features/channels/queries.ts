import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { ChannelTable, Database } from '../../platform/db/schema';

type Tx = Db | Transaction<Database>;

// Channels are platform-wide: no OU filter here. Who may read or write them is decided in channel-access.ts.

export const allChannels = (db: Tx) =>
  db.selectFrom('channel').selectAll().orderBy('name').orderBy('id').execute();

export const channelById = (db: Tx, id: string) =>
  db.selectFrom('channel').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertChannel(db: Tx, row: Insertable<ChannelTable>): Promise<void> {
  await db.insertInto('channel').values(row).execute();
}

/** Writes only when the stored version is still `version`; answers whether it did (optimistic concurrency). */
export async function updateChannelAt(
  db: Tx,
  id: string,
  version: number,
  changes: Updateable<ChannelTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('channel')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const externalOutputTokenHashOf = async (db: Tx, channelId: string): Promise<string | null> =>
  (
    await db
      .selectFrom('channel')
      .select('external_output_token_hash')
      .where('id', '=', channelId)
      .where('enabled', '=', 1)
      .executeTakeFirst()
  )?.external_output_token_hash ?? null;

/** Option types and options as a channel's output files may refer to them. */
export const optionReferences = async (db: Tx) => ({
  optionTypeIds: (await db.selectFrom('option_type').select('id').execute()).map((r) => r.id),
  options: (await db.selectFrom('option_value').select(['id', 'option_type_id']).execute()).map((r) => ({
    id: r.id,
    optionTypeId: r.option_type_id,
  })),
});

// The OU channel list.

export const ouWithPath = (db: Db, id: string) =>
  db.selectFrom('ou').select(['id', 'path']).where('id', '=', id).executeTakeFirst();

export const channelsOfOu = (db: Tx, ouId: string) =>
  db
    .selectFrom('ou_channel')
    .innerJoin('channel', 'channel.id', 'ou_channel.channel_id')
    .selectAll('channel')
    .where('ou_channel.ou_id', '=', ouId)
    .orderBy('channel.name')
    .orderBy('channel.id')
    .execute();

export const channelIdsOfOu = async (db: Tx, ouId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('ou_channel')
      .select('channel_id')
      .where('ou_id', '=', ouId)
      .orderBy('channel_id')
      .execute()
  ).map((r) => r.channel_id);

export const existingChannelIds = async (db: Tx, ids: readonly string[]): Promise<string[]> =>
  ids.length
    ? (
        await db
          .selectFrom('channel')
          .select('id')
          .where('id', 'in', [...ids])
          .execute()
      ).map((r) => r.id)
    : [];

/** The OU's list becomes exactly `channelIds`. */
export async function replaceOuChannels(db: Tx, ouId: string, channelIds: readonly string[]): Promise<void> {
  await db.deleteFrom('ou_channel').where('ou_id', '=', ouId).execute();
  await linkChannelsToOu(db, ouId, channelIds);
}

export async function linkChannelsToOu(db: Tx, ouId: string, channelIds: readonly string[]): Promise<void> {
  if (!channelIds.length) return;
  await db
    .insertInto('ou_channel')
    .values(channelIds.map((channel_id) => ({ ou_id: ouId, channel_id })))
    .execute();
}

/** The channels offered to any of these OUs (an OU and its ancestors). */
export const channelIdsOfferedTo = async (db: Tx, ouIds: readonly string[]): Promise<string[]> =>
  ouIds.length
    ? (
        await db
          .selectFrom('ou_channel')
          .select('channel_id')
          .distinct()
          .where('ou_id', 'in', [...ouIds])
          .execute()
      ).map((r) => r.channel_id)
    : [];

/** Option values by id, with their properties (what an option does to composition: compose-choice.ts). */
export const optionValuesByIds = (db: Tx, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('option_value')
        .select(['id', 'option_type_id', 'properties'])
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);
