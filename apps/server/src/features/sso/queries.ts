import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { BrandingSsoTable, Database, SsoAttemptTable, SsoHandoffTable } from '../../platform/db/schema';

type Tx = Db | Transaction<Database>;

// Single sign-on settings belong to white labels, which are platform-wide (no OU filter; only super
// administrators reach them, as the endpoint table says). Attempts and handoffs are reached by their hashed
// secret only.

/** A white label with its single sign-on settings (null columns when it has none yet). */
export const brandingWithSso = (db: Tx, brandingId: string) =>
  db
    .selectFrom('branding as b')
    .leftJoin('branding_sso as s', 's.branding_id', 'b.id')
    .select(['b.id as branding_id', 'b.virtual_host'])
    .select([
      's.enabled',
      's.issuer_url',
      's.client_id',
      's.client_secret_sealed',
      's.scopes',
      's.claim',
      's.match_by',
      's.create_users',
      's.ou_id',
      's.profile_id',
      's.button_text',
      's.version',
    ])
    .where('b.id', '=', brandingId)
    .executeTakeFirst();
export type BrandingSsoRow = NonNullable<Awaited<ReturnType<typeof brandingWithSso>>>;

export async function insertSso(db: Tx, row: Insertable<BrandingSsoTable>): Promise<void> {
  await db.insertInto('branding_sso').values(row).execute();
}

/** Updates when the stored version is `version`; false when another save came in between. */
export async function updateSsoAt(
  db: Tx,
  brandingId: string,
  version: number,
  columns: Updateable<BrandingSsoTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('branding_sso')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
    .where('branding_id', '=', brandingId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const ouPathById = (db: Tx, ouId: string) =>
  db.selectFrom('ou').select(['id', 'path']).where('id', '=', ouId).executeTakeFirst();

export const profileOu = (db: Tx, profileId: string) =>
  db
    .selectFrom('profile as p')
    .innerJoin('ou', 'ou.id', 'p.ou_id')
    .select(['p.id', 'p.name', 'ou.path as ou_path'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();

export async function insertAttempt(db: Tx, row: SsoAttemptTable): Promise<void> {
  await db.insertInto('sso_attempt').values(row).execute();
}

/** Takes the attempt of this state: deleted as it is read, so that a second callback finds nothing. */
export const takeAttempt = (db: Tx, stateHash: string) =>
  db.deleteFrom('sso_attempt').where('state_hash', '=', stateHash).returningAll().executeTakeFirst();

export async function deleteAttemptsBefore(db: Tx, at: string): Promise<void> {
  await db.deleteFrom('sso_attempt').where('expires_at', '<', at).execute();
}

export async function insertHandoff(db: Tx, row: SsoHandoffTable): Promise<void> {
  await db.insertInto('sso_handoff').values(row).execute();
}

/** Takes a handoff code once (deleted as it is read). */
export const takeHandoff = (db: Tx, codeHash: string) =>
  db.deleteFrom('sso_handoff').where('code_hash', '=', codeHash).returningAll().executeTakeFirst();

export async function deleteHandoffsBefore(db: Tx, at: string): Promise<void> {
  await db.deleteFrom('sso_handoff').where('expires_at', '<', at).execute();
}

/** A user created by a single sign-on. */
export async function insertSsoUser(db: Tx, row: Insertable<Database['app_user']>): Promise<void> {
  await db.insertInto('app_user').values(row).execute();
}
