import type { Kysely } from 'kysely';

// Indexes of the lists (docs/product.md §4 Lists, §7 list calls, §9 search range; `npm run bench -- lists`
// measures them).
// - <table>_date_scope_idx (creation_date, owner_id, ou_id): a list's default query is "visible to the caller,
//   created in the search range, newest first, one page". Visibility is an OR of the caller's OU subtree, group
//   and own rows (platform/policy.ts), which no (ou_id, …) or (owner_id, …) index can serve in date order; this
//   index is read newest first and checks owner and OU in the index itself, so the page is found after reading
//   about page ÷ (share of rows visible) entries, and a caller seeing few rows reads the range without touching
//   the table. No (owner_id, creation_date) index on purpose: SQLite would then answer the OR with one index per
//   branch and sort every visible row of the range before taking the page.
// - shipment_status_scope_idx (status_code, creation_date, owner_id, ou_id) replaces shipment_status_idx (its
//   first two columns): the status filters read each status's newest rows in date order, checking visibility in
//   the index (features/shipments/queries.ts merges the pages of several statuses).
// - delivery_state_idx (state, creation_date): the deliveries list's state filter, as delivery_command_state_idx.
// - delivery_job_idx, delivery_external_idx: GET /deliveries?jobId= and ?externalId= (no range: one key).
// - delivery_post_date_idx, shipment_delivery_status_idx (delivery_id, status_code): late deliveries, oldest post
//   date first, each checked for a late shipment, and the counts of a page, from the index alone.
// - shipment_command_idx, pack_group_command_idx (command_id, delivery_id): recipients per command and delivery of
//   a page of commands or deliveries (without them, every page read both tables whole).
// - shipment_tracking_idx, shipment_output_file_idx: the shipment list's trackingValues and outputFileNUIDs
//   filters, and an output file's download (its visibility is "a shipment made in it is visible").
// - recipient_identifier_idx: the recipients of every OU a caller may read, by identifier (one OU's list already
//   has recipient_ou_identifier_uq).
const DATE_SCOPE_TABLES = ['job', 'delivery_command', 'delivery', 'shipment'] as const;

const INDEXES: { name: string; table: string; columns: string[] }[] = [
  ...DATE_SCOPE_TABLES.map((table) => ({
    name: `${table}_date_scope_idx`,
    table,
    columns: ['creation_date', 'owner_id', 'ou_id'],
  })),
  {
    name: 'shipment_status_scope_idx',
    table: 'shipment',
    columns: ['status_code', 'creation_date', 'owner_id', 'ou_id'],
  },
  { name: 'delivery_state_idx', table: 'delivery', columns: ['state', 'creation_date'] },
  { name: 'delivery_post_date_idx', table: 'delivery', columns: ['post_date'] },
  { name: 'delivery_job_idx', table: 'delivery', columns: ['job_id'] },
  { name: 'delivery_external_idx', table: 'delivery', columns: ['external_id'] },
  { name: 'shipment_delivery_status_idx', table: 'shipment', columns: ['delivery_id', 'status_code'] },
  { name: 'shipment_command_idx', table: 'shipment', columns: ['command_id', 'delivery_id'] },
  { name: 'pack_group_command_idx', table: 'pack_group', columns: ['command_id', 'delivery_id'] },
  { name: 'shipment_tracking_idx', table: 'shipment', columns: ['tracking_value'] },
  { name: 'shipment_output_file_idx', table: 'shipment', columns: ['output_file_id'] },
  { name: 'recipient_identifier_idx', table: 'recipient', columns: ['recipient_identifier'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES)
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  await db.schema.dropIndex('shipment_status_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('shipment_status_idx')
    .on('shipment')
    .columns(['status_code', 'creation_date'])
    .execute();
  for (const index of [...INDEXES].reverse()) await db.schema.dropIndex(index.name).execute();
}
