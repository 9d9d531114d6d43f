import { PostgresAdapter, type Kysely } from 'kysely';

// Written with the schema builder only, so the same migration runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('branding')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('application_name', 'text', (c) => c.notNull())
    .addColumn('virtual_host', 'text')
    .addColumn('authentication_realm', 'text')
    .addColumn('background_image_url', 'text')
    .addColumn('logo_image_url', 'text')
    .addColumn('notification_icon_url', 'text')
    .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status_colors', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('ou')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('ou.id'))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('creation_date', 'text', (c) => c.notNull())
    .addColumn('branding_id', 'text', (c) => c.references('branding.id'))
    .addColumn('allow_ou_children', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('freeze_delay_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_delay_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data_delay_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('account_expired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_mail_country', 'text')
    .addColumn('min_password_entropy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_password_validity_days', 'integer')
    .addColumn('email_address', 'text')
    .addColumn('web_hook_url', 'text')
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('ou_parent_idx').on('ou').column('parent_id').execute();

  await db.schema
    .createTable('user_group')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('user_group_ou_code_uq', ['ou_id', 'code'])
    .execute();

  await db.schema
    .createTable('profile')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('permissions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permissions_on_group', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permissions_on_ou', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('needs_validation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('profile_ou_name_uq', ['ou_id', 'name'])
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email_address', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('mobile_number', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('profile_id', 'text', (c) => c.references('profile.id'))
    .addColumn('group_id', 'text', (c) => c.references('user_group.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_email_notifications', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ui_preferences', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('allowed_address_ranges', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('creation_date', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('app_user_ou_idx').on('app_user').column('ou_id').execute();
  await db.schema.createIndex('app_user_email_idx').on('app_user').column('email_address').execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('remote_address', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('history')
    // An ever-growing integer orders revisions: identity on PostgreSQL, the rowid alias on SQLite.
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('ou_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('login', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .execute();
  await db.schema
    .createIndex('history_entity_idx')
    .on('history')
    .columns(['entity_type', 'entity_id'])
    .execute();

  for (const table of ['job', 'delivery_command'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
      .addColumn('owner_id', 'text', (c) => c.notNull().references('app_user.id'));
    if (table === 'job') builder = builder.addColumn('name', 'text', (c) => c.notNull());
    else builder = builder.addColumn('job_id', 'text', (c) => c.notNull().references('job.id'));
    await builder
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('creation_date', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex(`${table}_ou_date_idx`)
      .on(table)
      .columns(['ou_id', 'creation_date'])
      .execute();
    await db.schema.createIndex(`${table}_state_idx`).on(table).columns(['state', 'creation_date']).execute();
  }

  await db.schema
    .createTable('shipment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('command_id', 'text', (c) => c.notNull().references('delivery_command.id'))
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('creation_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shipment_ou_date_idx')
    .on('shipment')
    .columns(['ou_id', 'creation_date'])
    .execute();
  await db.schema
    .createIndex('shipment_status_idx')
    .on('shipment')
    .columns(['status_code', 'creation_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'shipment',
    'delivery_command',
    'job',
    'history',
    'password_reset',
    'session',
    'app_user',
    'profile',
    'user_group',
    'ou',
    'branding',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
