import type { LightMyRequestResponse } from 'fastify';
import { serviceSchema } from '@postbridge/domain';
import { linkServiceToProfiles, profilesNamed } from '../features/services/queries';
import { registerTasks } from '../worker';
import { sessionToken, userIdOf } from './factories';
import { createTestContext, type TestContext } from './test-deps';

export type FilePart = { field: string; name: string; content: Buffer };

/** A multipart/form-data body built by hand, so a test controls every byte (text fields first, then files). */
export function multipartBody(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----pbtest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type LettersContext = { t: TestContext; token: string; serviceId: string };

/**
 * A seeded product with its worker's tasks registered, a signed-in sender (or `login`), and the demo Letters
 * service.
 */
export async function lettersContext(
  login = 'sender',
  env?: Record<string, string>,
): Promise<LettersContext> {
  const t = await createTestContext(env ? { env } : {});
  registerTasks(t.deps);
  const token = await sessionToken(t.deps, login);
  const services = (
    await t.app.inject({ method: 'GET', url: '/api/services', headers: { 'x-auth-token': token } })
  ).json();
  const serviceId = services.result.find((s: { name: string }) => s.name === 'Letters').id as string;
  return { t, token, serviceId };
}

/** POST /api/jobs as the deposit screen sends it: creation parameters and files per box. */
export function postDeposit(
  c: LettersContext,
  parameters: object,
  files: FilePart[],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody({ parameters: JSON.stringify(parameters) }, files);
  return c.t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    payload,
    headers: { ...headers, 'x-auth-token': c.token },
  });
}

/**
 * Saves a service as the demo administrator (POST /api/services) and offers it to the Sender profile, as an
 * administrator would before a sender deposits into it; answers its id.
 */
export async function saveServiceForSenders(c: LettersContext, service: object): Promise<string> {
  const admin = await sessionToken(c.t.deps, 'admin');
  const { payload, headers } = multipartBody({ parameters: JSON.stringify(service) }, []);
  const saved = await c.t.app.inject({
    method: 'POST',
    url: '/api/services',
    payload,
    headers: { ...headers, 'x-auth-token': admin },
  });
  if (saved.statusCode !== 200) throw new Error(`The service was not saved: ${saved.body}`);
  const id = saved.json().result.id as string;
  const { ouId } = await userIdOf(c.t.deps.db, 'admin');
  const profiles = await profilesNamed(c.t.deps.db, ouId, ['Sender']);
  await linkServiceToProfiles(
    c.t.deps.db,
    id,
    profiles.map((p) => p.id),
  );
  return id;
}

/**
 * Whether senders may edit the values of a stored service that its checks accepted (each requirement's
 * `editableValue`), as an administrator would configure it.
 */
export async function setValuesEditable(
  t: TestContext,
  serviceName: string,
  editable: boolean,
): Promise<void> {
  const row = await t.deps.db
    .selectFrom('service')
    .select(['id', 'configuration'])
    .where('name', '=', serviceName)
    .executeTakeFirstOrThrow();
  const service = serviceSchema.parse(JSON.parse(row.configuration));
  for (const requirement of [
    ...service.packRequirements.content,
    ...service.channels.flatMap((c) => c.shipmentRequirements),
  ]) {
    requirement.editableValue = editable;
  }
  await t.deps.db
    .updateTable('service')
    .set({ configuration: JSON.stringify(service) })
    .where('id', '=', row.id)
    .execute();
}
