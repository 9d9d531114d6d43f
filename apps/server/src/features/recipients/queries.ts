import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, RecipientTable } from '../../platform/db/schema';

type Executor = Db | Transaction<Database>;

/** Most values bound in one `in (…)` list: well below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

export function chunksOf<T>(items: readonly T[], size = CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** An OU with what the recipient register needs: its path (scope), name and sender account flag. */
export const ouOfRecipients = (db: Executor, ouId: string) =>
  db
    .selectFrom('ou')
    .select(['id', 'name', 'path', 'sender_account', 'enabled', 'removed'])
    .where('id', '=', ouId)
    .executeTakeFirst();
export type RecipientOuRow = NonNullable<Awaited<ReturnType<typeof ouOfRecipients>>>;

/** The sender accounts among some OUs (an OU and its ancestors), deepest path first. */
export const senderAccountsAmong = (db: Executor, ouIds: readonly string[]) =>
  ouIds.length
    ? db
        .selectFrom('ou')
        .select(['id', 'name', 'path'])
        .where('id', 'in', [...ouIds])
        .where('sender_account', '=', 1)
        .orderBy(sql`length(path)`, 'desc')
        .execute()
    : Promise.resolve([]);

/** OUs under a path prefix (all when null), not removed, parents first: the sender accounts a caller sees. */
export function ousForSenderAccounts(db: Executor, pathPrefix: string | null) {
  let q = db
    .selectFrom('ou')
    .select(['id', 'name', 'sender_account'])
    .where('removed', '=', 0)
    .orderBy('path');
  if (pathPrefix) q = q.where('path', 'like', `${pathPrefix}%`);
  return q.execute();
}

export async function setSenderAccount(db: Executor, ouId: string, enabled: boolean): Promise<void> {
  await db
    .updateTable('ou')
    .set({ sender_account: enabled ? 1 : 0 })
    .where('id', '=', ouId)
    .execute();
}

function selectRecipients(db: Executor) {
  return db
    .selectFrom('recipient as r')
    .innerJoin('ou', 'ou.id', 'r.ou_id')
    .selectAll('r')
    .select('ou.name as ou_name');
}
export type RecipientRow = Awaited<ReturnType<ReturnType<typeof selectRecipients>['execute']>>[number];

/** Where the recipients listed are: one OU, or every OU under a path prefix (all when null). */
export type RecipientPlace = { ouId: string } | { pathPrefix: string | null };

/** `like` pattern of a "starts with" filter: the wildcards of the text are escaped (with `\`). */
const startsWith = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listRecipients(
  db: Executor,
  place: RecipientPlace,
  filters: { identifier?: string | undefined; preference?: string | undefined; limit: number },
) {
  let q = selectRecipients(db);
  if ('ouId' in place) q = q.where('r.ou_id', '=', place.ouId);
  else if (place.pathPrefix) q = q.where('ou.path', 'like', `${place.pathPrefix}%`);
  if (filters.identifier) {
    const pattern = startsWith(filters.identifier);
    q = q.where(sql<boolean>`lower(r.recipient_identifier) like ${pattern} escape '\\'`);
  }
  if (filters.preference) q = q.where('r.main_preferences', '=', filters.preference);
  return q.orderBy('r.recipient_identifier').orderBy('ou.path').limit(filters.limit).execute();
}

export const recipientByIdentifier = (db: Executor, ouId: string, identifier: string) =>
  selectRecipients(db)
    .where('r.ou_id', '=', ouId)
    .where('r.recipient_identifier', '=', identifier)
    .executeTakeFirst();

export const recipientById = (db: Executor, id: string) =>
  selectRecipients(db).where('r.id', '=', id).executeTakeFirst();

export const recipientsByIdentifiers = (db: Executor, ouId: string, identifiers: readonly string[]) =>
  identifiers.length
    ? selectRecipients(db)
        .where('r.ou_id', '=', ouId)
        .where('r.recipient_identifier', 'in', [...identifiers])
        .execute()
    : Promise.resolve([]);

/** A page of an OU's recipients after an identifier, for the export. */
export const recipientsPage = (db: Executor, ouId: string, after: string | null, limit: number) => {
  let q = db
    .selectFrom('recipient')
    .select([
      'recipient_identifier',
      'email_address',
      'main_preferences',
      'source',
      'last_modified',
      'email_status',
    ])
    .where('ou_id', '=', ouId);
  if (after !== null) q = q.where('recipient_identifier', '>', after);
  return q.orderBy('recipient_identifier').limit(limit).execute();
};

/** Inserts new recipients; answers the identifiers written (one another request inserted first is left out). */
export async function insertRecipients(
  db: Executor,
  rows: Insertable<RecipientTable>[],
): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const written = await db
    .insertInto('recipient')
    .values(rows)
    .onConflict((oc) => oc.columns(['ou_id', 'recipient_identifier']).doNothing())
    .returning('recipient_identifier')
    .execute();
  return new Set(written.map((r) => r.recipient_identifier));
}

export type RecipientValues = {
  main_preferences: string;
  email_address: string | null;
  email_valid: number;
  email_status: string | null;
  source: string;
  last_modified: string;
};

/**
 * Writes a recipient's new choice when it is still at `version` (and, with `onlyPreference`, still has that
 * preference); answers whether it did, so that two writers never both win.
 */
export async function updateRecipient(
  db: Executor,
  id: string,
  version: number,
  values: RecipientValues,
  onlyPreference?: string,
): Promise<boolean> {
  let q = db
    .updateTable('recipient')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version);
  if (onlyPreference) q = q.where('main_preferences', '=', onlyPreference);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export type RecipientHistoryRow = {
  entity_type: 'recipient';
  entity_id: string;
  ou_id: string;
  action: string;
  state: string;
  login: string | null;
  at: string;
  details: string;
};

/** Appends recipient history rows in batches (same transaction as the change: docs/persistence.md). */
export async function appendRecipientHistory(db: Executor, rows: RecipientHistoryRow[]): Promise<void> {
  for (const chunk of chunksOf(rows, 200)) await db.insertInto('history').values(chunk).execute();
}

export const recipientHistory = (db: Executor, recipientId: string) =>
  db
    .selectFrom('history')
    .select(['id', 'action', 'state', 'login', 'at', 'details'])
    .where('entity_type', '=', 'recipient')
    .where('entity_id', '=', recipientId)
    .orderBy('id')
    .execute();

/** The identifier → current choice of an OU's recipients among some identifiers. */
export const choicesOf = (db: Executor, ouId: string, identifiers: readonly string[]) =>
  db
    .selectFrom('recipient')
    .select(['recipient_identifier', 'main_preferences', 'email_address', 'email_valid'])
    .where('ou_id', '=', ouId)
    .where('recipient_identifier', 'in', [...identifiers])
    .execute();

// Confirmation links of the consent page.

export async function insertConfirmation(
  db: Executor,
  row: Database['recipient_confirmation'],
): Promise<void> {
  await db.insertInto('recipient_confirmation').values(row).execute();
}

export async function countConfirmationsSince(db: Executor, recipientId: string, since: string) {
  const r = await db
    .selectFrom('recipient_confirmation')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('recipient_id', '=', recipientId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export const confirmationByTokenHash = (db: Executor, tokenHash: string) =>
  db.selectFrom('recipient_confirmation').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Marks a confirmation used; false when another request used it first (single use). */
export async function consumeConfirmation(db: Executor, id: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('recipient_confirmation')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends every open confirmation link of a recipient (its choice changed, or was confirmed another way). */
export async function closeConfirmations(db: Executor, recipientId: string, at: string): Promise<void> {
  await db
    .updateTable('recipient_confirmation')
    .set({ used_at: at })
    .where('recipient_id', '=', recipientId)
    .where('used_at', 'is', null)
    .execute();
}

// Keys the platform draws once.

export const serverSecret = (db: Executor, name: string) =>
  db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirst();

/** Stores a drawn secret unless another process stored one first (then that one is kept). */
export async function insertServerSecret(db: Executor, name: string, value: string, at: string) {
  await db
    .insertInto('server_secret')
    .values({ name, value, created_at: at })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

// Consent settings (0022): one row per OU, absent for the defaults.

export const consentSettingsRow = (db: Executor, ouId: string) =>
  db.selectFrom('consent_settings').selectAll().where('ou_id', '=', ouId).executeTakeFirst();
export type ConsentSettingsRow = NonNullable<Awaited<ReturnType<typeof consentSettingsRow>>>;

/** Writes an OU's settings, created on first save, replaced after. */
export async function upsertConsentSettings(
  db: Executor,
  row: Omit<Insertable<Database['consent_settings']>, 'version'>,
): Promise<void> {
  const { ou_id: _ouId, ...changes } = row;
  await db
    .insertInto('consent_settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('ou_id').doUpdateSet({ ...changes, version: sql<number>`consent_settings.version + 1` }),
    )
    .execute();
}
