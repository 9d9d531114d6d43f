import { randomUUID } from 'node:crypto';
import { PERMISSION_NAMES, type Permission } from '@postbridge/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../platform/db/schema';
import { depositSample, sendingContext } from '../features/sending/testing';
import { insertShipment, insertStoredFile } from '../features/shipments/shipment-fixtures';
import { multipartBody, type FilePart } from './deposits';
import { createOu, createUser, sessionToken, userIdOf } from './factories';
import { letterBatch } from './letters';
import type { TestContext } from './test-deps';

// Fixtures of the IDOR sweep (idor-sweep.int.test.ts): tenant A is the demo unit Sales, holding one object of
// every kind an id of the API names, most made through the real API by its own users; the attackers are
// administrators (every permission but the System ones) and plain senders of another root unit and of Sales'
// sibling Finance.

/** The ids of A's objects, by the name a path parameter gives them. */
export type AFixtures = {
  rootOuId: string;
  ouId: string;
  userId: string;
  profileId: string;
  groupId: string;
  serviceId: string;
  /** A service of the root unit, which Sales and its sibling Finance both use. */
  sharedServiceId: string;
  fileId: string;
  jobId: string;
  inputFileId: string;
  packGroupId: string;
  /** A pack group of the job that no command holds (the editable one). */
  freePackGroupId: string;
  deliveryCommandId: string;
  deliveryId: string;
  shipmentId: string;
  outputFileId: string;
  trackingName: string;
  entryId: string;
  libraryFileId: string;
  recipientIdentifier: string;
  sessionId: string;
  brandingId: string;
  channelId: string;
  optionTypeId: string;
  optionId: string;
  apiKeyId: string;
  /** A webhook subscription of Sales and a delivery of its log. */
  webhookSubscriptionId: string;
  webhookDeliveryId: string;
  /** A file the sender printed to the virtual printer. */
  printedFileId: string;
};

export type Caller = {
  name: string;
  token: string;
  ouId: string;
  userId: string;
  login: string;
  profileId: string;
};

export type IdorWorld = {
  t: TestContext;
  a: AFixtures;
  /** Every id of A's objects, for "the answer names none of them". */
  aIds: string[];
  /** A's own administrator (every permission but the System ones, on Sales): the positive control. */
  aAdmin: Caller;
  /** The token of A's sender, who owns A's deposit, upload, library file and address book entry. */
  aSender: string;
  /** The demo administrator (System): reads System items to replay as an attacker's change. */
  demoAdmin: string;
  attackers: Caller[];
  call: (
    token: string,
    method: string,
    url: string,
    body?: unknown,
    multipart?: { fields: Record<string, string>; files: FilePart[] },
  ) => Promise<LightMyRequestResponse>;
};

/** Every permission but the System ones. */
const ADMIN_PERMISSIONS: Permission[] = PERMISSION_NAMES.filter(
  (p) => p !== 'superAdmin' && p !== 'superAdminView',
);
const SENDER_PERMISSIONS: Permission[] = ['createOrders', 'viewOrders', 'cancel'];

export async function createIdorWorld(): Promise<IdorWorld> {
  const c = await sendingContext();
  const { t } = c;
  const { db } = t.deps;
  const call: IdorWorld['call'] = (token, method, url, body, multipart) => {
    if (multipart) {
      const mp = multipartBody(multipart.fields, multipart.files);
      return t.app.inject({
        method: method as 'POST',
        url,
        payload: mp.payload,
        headers: { ...mp.headers, 'x-auth-token': token },
      });
    }
    return t.app.inject({
      method: method as 'GET',
      url,
      headers: { 'x-auth-token': token },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };
  const ok = async (what: string, res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${what} failed: ${r.body}`);
    return r.json().result;
  };

  const ouNamed = async (name: string) =>
    (await db.selectFrom('ou').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const rootOuId = await ouNamed('Demo Company');
  const salesId = await ouNamed('Sales');
  const financeId = await ouNamed('Finance');
  const sender = await userIdOf(db, 'sender');
  const demoAdmin = await sessionToken(t.deps, 'admin');
  const senderToken = c.token;

  // A's administrator: a profile of Sales (A's profile) with every permission but the System ones.
  const aAdminUser = await createUser(db, {
    ouId: salesId,
    login: 'a-admin',
    role: 'ADMINISTRATOR',
    permissions: ADMIN_PERMISSIONS,
    permissionsOnGroup: ADMIN_PERMISSIONS,
    permissionsOnOu: ADMIN_PERMISSIONS,
  });
  const aAdmin: Caller = {
    name: 'A admin',
    token: await sessionToken(t.deps, aAdminUser),
    ouId: salesId,
    userId: aAdminUser.id,
    login: aAdminUser.login,
    profileId: aAdminUser.profileId,
  };

  // A service of Sales: the demo "Letter batch" saved again under Sales by the demo administrator.
  const batch = (await ok('services', call(demoAdmin, 'GET', '/api/services'))).find(
    (s: { name: string }) => s.name === 'Letter batch',
  );
  const batchConfig = await ok('service', call(demoAdmin, 'GET', `/api/services/${batch.id}`));
  const { id: _id, version: _version, ...config } = batchConfig;
  const service = await ok(
    'service save',
    call(demoAdmin, 'POST', '/api/services', undefined, {
      fields: { parameters: JSON.stringify({ ...config, name: 'Sales letters', ouId: salesId }) },
      files: [],
    }),
  );

  // The sender's upload, library file, address book entry and deposit; an order of its first pack group.
  const pdf = await letterBatch([['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']]);
  const file = await ok(
    'upload',
    call(senderToken, 'POST', '/api/files', undefined, {
      fields: {},
      files: [{ field: 'file', name: 'a-letter.pdf', content: pdf }],
    }),
  );
  const library = await ok(
    'library upload',
    call(senderToken, 'POST', '/api/library', undefined, {
      fields: { kind: 'letterhead', shared: 'false' },
      files: [{ field: 'file', name: 'a-letterhead.pdf', content: pdf }],
    }),
  );
  const entry = await ok(
    'address book',
    call(senderToken, 'POST', '/api/addressBook', {
      name: 'Ada Martin',
      addressLines: ['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS'],
      emailAddress: null,
      phoneNumber: null,
    }),
  );
  const jobId = await depositSample(c, 'letters');
  const groups = (await ok('pack groups', call(senderToken, 'GET', `/api/jobs/${jobId}/packGroups`))) as {
    id: string;
  }[];
  if (groups.length < 2) throw new Error('the sample deposit made fewer than two pack groups');
  const command = await ok(
    'order',
    call(senderToken, 'POST', '/api/deliveries/commands', { packGroupIds: [groups[0]!.id] }),
  );
  const commandId = (command.id ?? command.commandId ?? command.command?.id) as string;
  const delivery = await db
    .selectFrom('delivery')
    .select('id')
    .where('command_id', '=', commandId)
    .executeTakeFirstOrThrow();
  const inputFile = await db
    .selectFrom('job_input_file')
    .select('id')
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();

  // A shipment with an output file and a tracking file (rows the sending worker makes in real use).
  const owner = { id: sender.id, ouId: salesId };
  const outputFileId = await insertStoredFile(t.deps, owner, 'output.pdf', pdf);
  const shipmentId = await insertShipment(db, owner, { statusCode: 100, outputFileId });
  const trackingFileId = await insertStoredFile(t.deps, owner, 'proof.pdf', pdf);
  await db
    .insertInto('shipment_tracking_file')
    .values({
      id: randomUUID(),
      shipment_id: shipmentId,
      name: 'proof',
      stored_file_id: trackingFileId,
      source: 'simulator',
      event_id: randomUUID(),
      created_at: '2026-11-19T09:00:00.000Z',
    })
    .execute();

  // A recipient of Sales, recorded by the demo administrator.
  await ok(
    'sender account',
    call(demoAdmin, 'POST', '/api/ou/senderAccounts', { id: salesId, enabled: true }),
  );
  await ok(
    'recipient',
    call(demoAdmin, 'POST', '/api/ou/recipients', {
      recipientIdentifier: 'A-001',
      senderAccountId: salesId,
      mainPreferences: 'EMAIL',
      emailAddress: 'ada@example.test',
      emailValid: true,
    }),
  );

  // An API key of Sales, created by A's administrator.
  const apiKey = await ok(
    'api key',
    call(aAdmin.token, 'POST', `/api/ou/${salesId}/api-keys`, { name: 'A key', scopes: ['read'] }),
  );

  // A webhook subscription of Sales, with one delivery in its log.
  const webhook = await ok(
    'webhook subscription',
    call(aAdmin.token, 'POST', `/api/ou/${salesId}/webhook-subscriptions`, {
      url: 'https://hooks.example.test/a',
    }),
  );
  const webhookDeliveryId = randomUUID();
  await db
    .insertInto('webhook_event')
    .values({
      id: webhookDeliveryId,
      ou_id: salesId,
      type: 'job.state',
      payload: JSON.stringify({
        id: '1',
        type: 'job.state',
        occurredAt: '2026-11-20T10:00:00.000Z',
        data: {},
      }),
      state: 'delivered',
      attempts: 1,
      created_at: '2026-11-20T10:00:00.000Z',
      next_attempt_at: null,
      finished_at: '2026-11-20T10:00:00.000Z',
      subscription_id: webhook.subscription.id as string,
      event_seq: 1,
    })
    .execute();

  const group = await db
    .selectFrom('user_group')
    .select('id')
    .where('ou_id', '=', salesId)
    .executeTakeFirstOrThrow();
  const session = await db
    .selectFrom('session')
    .select('id')
    .where('user_id', '=', sender.id)
    .executeTakeFirstOrThrow();
  const branding = await db.selectFrom('branding').select('id').executeTakeFirstOrThrow();
  const option = await db
    .selectFrom('option_value')
    .select(['id', 'option_type_id'])
    .executeTakeFirstOrThrow();

  const a: AFixtures = {
    rootOuId,
    ouId: salesId,
    userId: sender.id,
    profileId: aAdminUser.profileId,
    groupId: group.id,
    serviceId: service.id,
    sharedServiceId: batch.id,
    fileId: (Array.isArray(file) ? file[0] : file).fileId,
    jobId,
    inputFileId: inputFile.id,
    packGroupId: groups[0]!.id,
    freePackGroupId: groups[1]!.id,
    deliveryCommandId: commandId,
    deliveryId: delivery.id,
    shipmentId,
    outputFileId,
    trackingName: 'proof',
    entryId: entry.id,
    libraryFileId: (Array.isArray(library) ? library[0] : library).id,
    recipientIdentifier: 'A-001',
    sessionId: session.id,
    brandingId: branding.id,
    channelId: 'simple-mail',
    optionTypeId: option.option_type_id,
    optionId: option.id,
    apiKeyId: apiKey.key.id as string,
    webhookSubscriptionId: webhook.subscription.id as string,
    webhookDeliveryId,
    printedFileId: await printedFileOf(db, sender, (Array.isArray(file) ? file[0] : file).fileId),
  };
  const aIds = [
    a.ouId,
    a.userId,
    a.profileId,
    a.groupId,
    a.serviceId,
    a.fileId,
    a.jobId,
    a.inputFileId,
    a.packGroupId,
    a.freePackGroupId,
    a.deliveryCommandId,
    a.deliveryId,
    a.shipmentId,
    a.outputFileId,
    a.entryId,
    a.libraryFileId,
    a.sessionId,
    a.apiKeyId,
    a.webhookSubscriptionId,
    a.webhookDeliveryId,
    a.printedFileId,
    aAdminUser.id,
  ];

  // The attackers: another tenant (a root unit of its own) and Sales' sibling Finance.
  const otherRoot = await createOu(db, { parentId: null, name: 'Other tenant' });
  const attacker = async (name: string, ouId: string, permissions: Permission[]): Promise<Caller> => {
    const user = await createUser(db, {
      ouId,
      role: permissions.includes('adminOu') ? 'ADMINISTRATOR' : 'SENDER',
      permissions,
      permissionsOnGroup: permissions,
      permissionsOnOu: permissions,
    });
    return {
      name,
      token: await sessionToken(t.deps, user),
      ouId,
      userId: user.id,
      login: user.login,
      profileId: user.profileId,
    };
  };
  const attackers = [
    await attacker('admin of another tenant', otherRoot.id, ADMIN_PERMISSIONS),
    await attacker('admin of the sibling OU', financeId, ADMIN_PERMISSIONS),
    await attacker('sender of another tenant', otherRoot.id, SENDER_PERMISSIONS),
    await attacker('sender of the sibling OU', financeId, SENDER_PERMISSIONS),
  ];
  return { t, a, aIds, aAdmin, aSender: senderToken, demoAdmin, attackers, call };
}

/** The tables whose rows a refused call must leave as they were (sessions and sign-in failures excepted). */
const WATCHED_TABLES = [
  'notification_sent',
  'printed_file',
  'branding',
  'ou',
  'user_group',
  'profile',
  'app_user',
  'password_reset',
  'job',
  'delivery_command',
  'shipment',
  'delivery',
  'shipment_event',
  'task',
  'stored_file',
  'service',
  'profile_service',
  'service_file',
  'job_input_file',
  'pack_group',
  'pack',
  'orphan_chunk',
  'channel',
  'option_type',
  'option_value',
  'ou_channel',
  'shipment_tracking_file',
  'webhook_event',
  'webhook_attempt',
  'webhook_subscription',
  'recipient',
  'recipient_confirmation',
  'consent_settings',
  'address_book_entry',
  'library_file',
  'branding_news',
  'branding_image',
  'label_override',
  'system_setting',
  'channel_provider',
] as const satisfies readonly (keyof Database)[];

/** Every row of the watched tables, as sorted JSON per table; and the highest history id. */
export async function snapshot(t: TestContext): Promise<{ rows: Record<string, string[]>; history: number }> {
  const { db } = t.deps;
  const rows: Record<string, string[]> = {};
  for (const table of WATCHED_TABLES) {
    const all = await db.selectFrom(table).selectAll().execute();
    rows[table] = all.map((r) => JSON.stringify(r)).sort();
  }
  const last = await db
    .selectFrom('history')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return { rows, history: Number(last?.max ?? 0) };
}

/** A printed file of the sender (features/printer), as the printer records one, on a stored file of theirs. */
async function printedFileOf(db: TestContext['deps']['db'], sender: { id: string }, storedFileId: string) {
  const owner = await db
    .selectFrom('app_user')
    .select('ou_id')
    .where('id', '=', sender.id)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  await db
    .insertInto('printed_file')
    .values({
      id,
      ou_id: owner.ou_id,
      owner_id: sender.id,
      stored_file_id: storedFileId,
      ipp_job_id: 1,
      name: 'Printed',
      pages: 1,
      size: 100,
      mode: 'manual',
      status: 'waiting',
      printed_at: '2026-11-20T10:00:00.000Z',
    })
    .execute();
  return id;
}
