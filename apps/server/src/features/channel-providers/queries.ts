import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { ChannelProviderTable, Database } from '../../platform/db/schema';
import { parseJson } from '../../platform/db/util';

type Tx = Db | Transaction<Database>;

// Channels are platform-wide (features/channels/queries.ts): their provider settings too, no OU filter here; who
// may read or write them is decided in channel-provider-access.ts.

/** The channel a provider call names, with the provider its configuration names ('' when none). */
export async function channelWithProvider(
  db: Tx,
  channelId: string,
): Promise<{ id: string; providerName: string } | undefined> {
  const row = await db
    .selectFrom('channel')
    .select(['id', 'configuration'])
    .where('id', '=', channelId)
    .executeTakeFirst();
  if (!row) return undefined;
  const providerName = parseJson<{ providerName?: unknown }>(row.configuration, {}).providerName;
  return { id: row.id, providerName: typeof providerName === 'string' ? providerName : '' };
}

export const providerRowOf = (db: Tx, channelId: string) =>
  db.selectFrom('channel_provider').selectAll().where('channel_id', '=', channelId).executeTakeFirst();

export async function insertProviderRow(db: Tx, row: Insertable<ChannelProviderTable>): Promise<void> {
  await db.insertInto('channel_provider').values(row).execute();
}

/** Writes only when the stored version is still `version`; answers whether it did (optimistic concurrency). */
export async function updateProviderRowAt(
  db: Tx,
  channelId: string,
  version: number,
  changes: Updateable<ChannelProviderTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('channel_provider')
    .set({ ...changes, version: version + 1 })
    .where('channel_id', '=', channelId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The channels naming `providerName` that have a secret set in System, with that secret sealed. */
export async function sealedSecretsOfProvider(
  db: Tx,
  providerName: string,
): Promise<{ channelId: string; sealed: string }[]> {
  const rows = await db
    .selectFrom('channel_provider')
    .innerJoin('channel', 'channel.id', 'channel_provider.channel_id')
    .select(['channel.id', 'channel.configuration', 'channel_provider.secret_ciphertext'])
    .where('channel_provider.secret_ciphertext', 'is not', null)
    .orderBy('channel.id')
    .execute();
  return rows
    .filter((r) => parseJson<{ providerName?: unknown }>(r.configuration, {}).providerName === providerName)
    .map((r) => ({ channelId: r.id, sealed: r.secret_ciphertext! }));
}
