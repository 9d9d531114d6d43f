import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { permissionsMask, type Permission } from '@postbridge/domain';
import { hashToken, newToken } from '../features/auth';
import { addMinutes } from '../platform/clock';
import type { Db } from '../platform/db/database';
import type { Database } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { TEST_START } from './test-database';

// Test factories: business rows the later features will create through their own use cases.

/** What an organisation unit, a user or a session is created in. */
type FactoryDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/**
 * An organisation unit under `parentId` (a root of its own when null), named `name`, with the defaults of the
 * schema unless `columns` says otherwise; answers its id and path.
 */
export async function createOu(
  db: Db,
  options: { parentId: string | null; name?: string; columns?: Partial<Insertable<Database['ou']>> },
): Promise<{ id: string; path: string }> {
  const id = randomUUID();
  const parentPath = options.parentId
    ? (await db.selectFrom('ou').select('path').where('id', '=', options.parentId).executeTakeFirstOrThrow())
        .path
    : '/';
  const path = `${parentPath}${id}/`;
  await db
    .insertInto('ou')
    .values({
      id,
      parent_id: options.parentId,
      path,
      name: options.name ?? `Unit ${id.slice(0, 6)}`,
      creation_date: TEST_START,
      ...options.columns,
    })
    .execute();
  return { id, path };
}

export type CreatedUser = { id: string; ouId: string; login: string; profileId: string };

/**
 * A user of `ouId` who can sign in only through `sessionToken` (no password matches its hash). Unless given
 * `profileId`, it gets a profile of its own in that unit granting `permissions` (and `permissionsOnGroup`,
 * `permissionsOnOu`) under `role`.
 */
export async function createUser(
  db: Db,
  options: {
    ouId: string;
    login?: string;
    profileId?: string;
    permissions?: Permission[];
    permissionsOnGroup?: Permission[];
    permissionsOnOu?: Permission[];
    role?: 'ADMINISTRATOR' | 'SENDER' | 'VALIDATOR';
    needsValidation?: boolean;
    columns?: Partial<Insertable<Database['app_user']>>;
  },
): Promise<CreatedUser> {
  const id = randomUUID();
  const login = options.login ?? `user-${id.slice(0, 8)}`;
  let profileId = options.profileId;
  if (!profileId) {
    profileId = randomUUID();
    await db
      .insertInto('profile')
      .values({
        id: profileId,
        ou_id: options.ouId,
        name: `Profile of ${login}`,
        role: options.role ?? 'SENDER',
        permissions: permissionsMask(options.permissions ?? []),
        permissions_on_group: permissionsMask(options.permissionsOnGroup ?? []),
        permissions_on_ou: permissionsMask(options.permissionsOnOu ?? []),
        needs_validation: options.needsValidation ? 1 : 0,
      })
      .execute();
  }
  await db
    .insertInto('app_user')
    .values({
      id,
      ou_id: options.ouId,
      login,
      password_hash: '!created-by-a-test-factory',
      password_changed_at: TEST_START,
      first_name: 'Test',
      last_name: login,
      email_address: `${login}@test.postbridge.local`,
      locale: 'en',
      profile_id: profileId,
      creation_date: TEST_START,
      ...options.columns,
    })
    .execute();
  return { id, ouId: options.ouId, login, profileId };
}

/**
 * Signs `user` (a login, or a created user) in as POST /authentication/authenticate would, without the password
 * check (an argon2 verification, the dearest part of a sign-in): answers the session's token. Tests of signing
 * in itself use `signIn` (test-deps.ts).
 */
export async function sessionToken(deps: FactoryDeps, user: string | { id: string }): Promise<string> {
  const userId = typeof user === 'string' ? (await userIdOf(deps.db, user)).id : user.id;
  const token = newToken();
  const now = deps.clock.now();
  await deps.db
    .insertInto('session')
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: addMinutes(now, deps.config.sessionTtlMinutes).toISOString(),
      revoked_at: null,
      // What a sign-in through `app.inject` records.
      remote_address: '127.0.0.1',
      user_agent: 'lightMyRequest',
      sign_in_method: 'password',
    })
    .execute();
  return token;
}

export async function userIdOf(db: Db, login: string): Promise<{ id: string; ouId: string }> {
  const u = await db
    .selectFrom('app_user')
    .select(['id', 'ou_id'])
    .where('login', '=', login)
    .executeTakeFirstOrThrow();
  return { id: u.id, ouId: u.ou_id };
}

export async function buildJob(
  db: Db,
  owner: { id: string; ouId: string },
  state: string,
  at: string,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('job')
    .values({
      id,
      ou_id: owner.ouId,
      owner_id: owner.id,
      name: `job-${id.slice(0, 6)}`,
      state,
      creation_date: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function buildCommand(
  db: Db,
  owner: { id: string; ouId: string },
  state: string,
  at: string,
): Promise<string> {
  const jobId = await buildJob(db, owner, 'PACK_GROUPS_CREATED_SENT', at);
  const id = randomUUID();
  await db
    .insertInto('delivery_command')
    .values({
      id,
      ou_id: owner.ouId,
      owner_id: owner.id,
      job_id: jobId,
      state,
      creation_date: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function buildShipment(
  db: Db,
  owner: { id: string; ouId: string },
  statusCode: number,
  at: string,
): Promise<string> {
  const commandId = await buildCommand(db, owner, 'OUTPUTTED', at);
  const id = randomUUID();
  await db
    .insertInto('shipment')
    .values({
      id,
      ou_id: owner.ouId,
      owner_id: owner.id,
      command_id: commandId,
      status_code: statusCode,
      creation_date: at,
      updated_at: at,
    })
    .execute();
  return id;
}
