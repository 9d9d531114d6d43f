import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { newId } from '../../platform/db/util';
import { allChannels, presentChannel } from '../channels';
import { planOrder } from './plan-order';
import { PROCESS_COMMAND_TASK } from './tasks';
import { serviceById, storedConfiguration } from '../services';
import { multipartBody } from '../../test/deposits';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { registerTasks } from '../../worker';
import { newNuid } from './create-shipments';

// Fixtures of the sending tests: a deposit of a sample through the real API, then a validated command inserted
// as POST /deliveries/commands makes it (one delivery per service channel the plan uses), processed by the
// real worker tasks with `queue.drain()`.

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../samples');

export type SendingContext = { t: TestContext; token: string };

export async function sendingContext(env: Record<string, string> = {}): Promise<SendingContext> {
  const t = await createTestContext({ env: { SIMULATOR_STEP_SECONDS: '60', ...env } });
  registerTasks(t.deps);
  const token = await sessionToken(t.deps, 'sender');
  return { t, token };
}

const SAMPLE_DEPOSITS = {
  letters: { service: 'Letter batch', field: 'file.letters.0', file: 'letter-batch.pdf' },
  invoices: { service: 'Invoices with customer data', field: 'file.archive.0', file: 'invoices.zip' },
  checks: { service: 'Letter batch', field: 'file.letters.0', file: 'letters-to-check.pdf' },
} as const;

/** Deposits a sample file through POST /api/jobs and lets the worker make its pack groups. */
export function depositSample(c: SendingContext, sample: keyof typeof SAMPLE_DEPOSITS): Promise<string> {
  const { service, field, file } = SAMPLE_DEPOSITS[sample];
  return depositFile(c, service, { field, name: file, content: fs.readFileSync(path.join(SAMPLES, file)) });
}

/** Deposits a file into a service (by name) through POST /api/jobs and lets the worker make its pack groups. */
export async function depositFile(
  c: SendingContext,
  service: string,
  file: { field: string; name: string; content: Uint8Array },
): Promise<string> {
  const services = (
    await c.t.app.inject({ method: 'GET', url: '/api/services', headers: { 'x-auth-token': c.token } })
  ).json() as { result: { id: string; name: string }[] };
  const serviceId = services.result.find((s) => s.name === service)!.id;
  const { payload, headers } = multipartBody({ parameters: JSON.stringify({ serviceId }) }, [
    { field: file.field, name: file.name, content: Buffer.from(file.content) },
  ]);
  const res = await c.t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    payload,
    headers: { ...headers, 'x-auth-token': c.token },
  });
  if (res.statusCode !== 200) throw new Error(`deposit failed: ${res.body}`);
  const jobId = (res.json() as { result: { id: string } }).result.id;
  await c.t.deps.queue.drain();
  return jobId;
}

/**
 * A VALIDATED command of every pack group of the job, as ordering makes it: the deliveries of the plan (channel,
 * options, post date), the pack groups SHIPMENT_IN_CREATION, and the processing task queued.
 */
export async function orderJob(
  c: SendingContext,
  jobId: string,
  serviceChannelOptions: Record<string, string[]> = {},
): Promise<string> {
  const { db, clock, queue } = c.t.deps;
  const job = await db.selectFrom('job').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
  const service = storedConfiguration((await serviceById(db, job.service_id!))!);
  const groups = await db
    .selectFrom('pack_group')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute();
  const channels = new Map((await allChannels(db)).map((row) => [row.id, presentChannel(row)] as const));
  const now = clock.now();
  const plan = planOrder({
    service,
    packGroups: groups.map((g) => ({
      id: g.id,
      identifier: g.identifier,
      requirements: JSON.parse(g.requirements),
      metadata: JSON.parse(g.metadata),
      metadataIssues: JSON.parse(g.metadata_issues),
      preflight: JSON.parse(g.preflight),
    })),
    channels,
    serviceChannelOptions,
    now,
  });
  const at = now.toISOString();
  const commandId = newId();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('delivery_command')
      .values({
        id: commandId,
        ou_id: job.ou_id,
        owner_id: job.owner_id,
        job_id: job.id,
        state: 'VALIDATED',
        creation_date: at,
        updated_at: at,
        service_id: service.id,
        options: JSON.stringify(serviceChannelOptions),
        post_date: plan.postDate,
        validation_date: at,
      })
      .execute();
    for (const planned of plan.channels) {
      const deliveryId = newId();
      await tx
        .insertInto('delivery')
        .values({
          id: deliveryId,
          command_id: commandId,
          job_id: job.id,
          ou_id: job.ou_id,
          owner_id: job.owner_id,
          service_id: service.id,
          channel_id: planned.channelId,
          service_channel_label: planned.serviceChannelLabel,
          name: `${job.name} — ${planned.serviceChannelLabel}`,
          nuid: newNuid('D', now),
          state: 'VALIDATED',
          post_date: plan.postDate,
          options: JSON.stringify(planned.options),
          creation_date: at,
          updated_at: at,
        })
        .execute();
      await tx
        .updateTable('pack_group')
        .set({ command_id: commandId, delivery_id: deliveryId, state: 'SHIPMENT_IN_CREATION' })
        .where('id', 'in', planned.packGroupIds)
        .execute();
    }
    await queue.enqueue(PROCESS_COMMAND_TASK, { commandId }, { tx, singletonKey: `command:${commandId}` });
  });
  return commandId;
}

/** Has a seeded channel carried by another provider (the demo channels use the simulator and smtp). */
export async function useProvider(
  c: SendingContext,
  channelId: string,
  providerName: string,
  change: object = {},
) {
  const row = await c.t.deps.db
    .selectFrom('channel')
    .selectAll()
    .where('id', '=', channelId)
    .executeTakeFirstOrThrow();
  const configuration = { ...JSON.parse(row.configuration), providerName, ...change };
  await c.t.deps.db
    .updateTable('channel')
    .set({ configuration: JSON.stringify(configuration) })
    .where('id', '=', channelId)
    .execute();
}

export const commandOf = (c: SendingContext, id: string) =>
  c.t.deps.db.selectFrom('delivery_command').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
export const deliveriesOf = (c: SendingContext, commandId: string) =>
  c.t.deps.db
    .selectFrom('delivery')
    .selectAll()
    .where('command_id', '=', commandId)
    .orderBy('creation_date')
    .execute();
export const shipmentsOf = (c: SendingContext, commandId: string) =>
  c.t.deps.db
    .selectFrom('shipment')
    .selectAll()
    .where('command_id', '=', commandId)
    .orderBy('creation_date')
    .orderBy('nuid')
    .execute();
export const eventsOf = (c: SendingContext, shipmentId: string) =>
  c.t.deps.db
    .selectFrom('shipment_event')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('at')
    .orderBy('received_at')
    .execute();

/** Moves the test clock and runs what became due. */
export async function advance(c: SendingContext, minutes: number): Promise<void> {
  c.t.clock.advanceMinutes(minutes);
  await c.t.deps.queue.drain();
}

type ReceivedEmail = {
  to: string[];
  subject: string;
  messageId: string;
  replyTo: string | null;
  html: string;
  attachments: { filename: string | null; mimeType: string; content: Buffer }[];
};

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed with its attachments. `stop()`
 * leaves the port closed (the server is down: connections are refused) until `start()` opens it again.
 */
export async function startMailServer(): Promise<{
  url: string;
  inbox: ReceivedEmail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
}> {
  const inbox: ReceivedEmail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks), { attachmentEncoding: 'arraybuffer' })
            .then((mail) => {
              inbox.push({
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: mail.subject ?? '',
                messageId: mail.messageId ?? '',
                replyTo: mail.replyTo?.[0]?.address ?? null,
                html: mail.html ?? '',
                attachments: mail.attachments.map((a) => ({
                  filename: a.filename,
                  mimeType: a.mimeType,
                  content: Buffer.from(a.content as ArrayBuffer),
                })),
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.server.address() as { port: number }).port;
  };
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await start();
  return { url: `smtp://127.0.0.1:${port}`, inbox, start, stop };
}

/** Page count of a PDF as poppler reads it (pdfinfo), and its text (pdftotext) of some pages. */
export function poppler(pdf: Buffer | string): {
  pages: number;
  text: (first?: number, last?: number) => string;
} {
  let file = pdf as string;
  if (typeof pdf !== 'string') {
    file = path.join(os.tmpdir(), `pb-sending-${newId()}.pdf`);
    fs.writeFileSync(file, pdf);
  }
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  if (info.status !== 0) throw new Error(`pdfinfo refused ${file}: ${info.stderr}`);
  const pages = Number(/Pages:\s+(\d+)/.exec(info.stdout)?.[1]);
  return {
    pages,
    text: (first = 1, last = pages) =>
      spawnSync('pdftotext', ['-layout', '-f', String(first), '-l', String(last), file, '-'], {
        encoding: 'utf8',
      }).stdout,
  };
}
