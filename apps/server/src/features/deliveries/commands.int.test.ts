import fs from 'node:fs/promises';
import { pageText } from '@postbridge/documents/testing';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, postDeposit, type LettersContext } from '../../test/deposits';
import { sessionToken } from '../../test/factories';
import type { MemoryMailer } from '../../test/test-deps';
import { sendValidatorSummaries } from '../notifications';
import { poppler } from '../sending/testing';

// Ordering the letters of a deposit: the plan, the command and its validation, as the sender and the validator
// of the demo data do it through the API.

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../samples');

let c: LettersContext;
let validator: string;
beforeEach(async () => {
  c = await lettersContext();
  validator = await sessionToken(c.t.deps, 'validator');
});
afterEach(async () => {
  await c.t.close();
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  c.t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });
const asSender = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(c.token, method, url, payload);

/** Deposits samples/letter-batch.pdf into the demo "Letter batch" service: 8 letters. */
async function depositLetters(): Promise<{ jobId: string; packGroupIds: string[] }> {
  const services = (await asSender('GET', '/api/services')).json().result as { id: string; name: string }[];
  const created = await postDeposit(c, { serviceId: services.find((s) => s.name === 'Letter batch')!.id }, [
    {
      field: 'file.letters.0',
      name: 'letter-batch.pdf',
      content: await fs.readFile(path.join(SAMPLES, 'letter-batch.pdf')),
    },
  ]);
  expect(created.statusCode, created.body).toBe(200);
  const jobId = created.json().result.id as string;
  await c.t.deps.queue.drain();
  const groups = (await asSender('GET', `/api/jobs/${jobId}/packGroups`)).json().result as { id: string }[];
  return { jobId, packGroupIds: groups.map((g) => g.id) };
}

const jobState = async (jobId: string) => (await asSender('GET', `/api/jobs/${jobId}`)).json().result.state;

describe('ordering', () => {
  it('plans the order: channel, default options, the post date after the cutoff and production days', async () => {
    const { packGroupIds } = await depositLetters();
    const plan = (await asSender('POST', '/api/deliveries/checkOptions', { packGroupIds })).json().result;
    expect(plan.channels).toEqual([
      expect.objectContaining({
        serviceChannelLabel: 'Simple mail',
        channelId: 'simple-mail',
        packGroupIds,
        // Friday 20 November 2026, 11:00 in Paris: before the 16:00 cutoff, one production day → Monday.
        earliestPostDate: '2026-11-23',
      }),
    ]);
    expect(plan.channels[0].options.length).toBeGreaterThan(0);
    expect(plan).toMatchObject({ postDate: '2026-11-23', notEligible: [], issues: [] });
    expect(plan.cutoffMs).toBe(5 * 3_600_000);
  });

  it('creates one command for the same order sent twice, and refuses another order of the same letters', async () => {
    const { jobId, packGroupIds } = await depositLetters();
    const [first, second] = await Promise.all([
      asSender('POST', '/api/deliveries/commands', { packGroupIds }),
      asSender('POST', '/api/deliveries/commands', { packGroupIds }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const command = first.json().result;
    expect(second.json().result.id).toBe(command.id);
    expect(command).toMatchObject({
      state: 'AWAIT_VALIDATION',
      needsValidation: true,
      packGroupCount: 8,
      postDate: '2026-11-23',
      createdBy: 'sender',
      actions: ['cancel'],
    });
    expect(command.deliveries).toEqual([
      expect.objectContaining({
        serviceChannelLabel: 'Simple mail',
        recipients: 8,
        state: 'AWAIT_VALIDATION',
      }),
    ]);
    const count = await c.t.deps.db
      .selectFrom('delivery_command')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(await jobState(jobId)).toBe('PACK_GROUPS_CREATED_AWAIT_VALIDATION');

    const other = await asSender('POST', '/api/deliveries/commands', {
      packGroupIds: packGroupIds.slice(0, 2),
      expectedPostDate: '2026-11-24',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatchObject({
      labelId: 'error.packGroupsAlreadyOrdered',
      field: 'packGroupIds',
    });
  });

  it('makes a watermarked proof of the first letters as they would be printed, and orders nothing', async () => {
    const { jobId, packGroupIds } = await depositLetters();
    const res = await asSender('POST', '/api/deliveries/proof', {
      packGroupIds,
      expectedProofsPerServiceChannelLabel: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [proof] = res.json().result;
    expect(proof).toMatchObject({
      serviceChannelLabel: 'Simple mail',
      packGroupIds: packGroupIds.slice(0, 2),
      pageCount: 3,
    });
    const file = await asSender('GET', `/api/files/${proof.fileId}`);
    expect(file.statusCode).toBe(200);
    const pdf = poppler(file.rawPayload);
    expect(pdf.pages).toBe(3);
    for (let page = 1; page <= 3; page++)
      expect(pageText(new Uint8Array(file.rawPayload), page)).toContain('PROOF');
    expect(pdf.text()).toContain('Mme Hélène Lefèvre');
    expect(await jobState(jobId)).toBe('PACK_GROUPS_CREATED');
  });

  it('refuses a post date beyond the channel’s maximum, naming the allowed days', async () => {
    const { packGroupIds } = await depositLetters();
    const res = await asSender('POST', '/api/deliveries/commands', {
      packGroupIds,
      expectedPostDate: '2027-03-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual([
      expect.objectContaining({
        key: 'delivery.postDate.notAllowed',
        path: 'expectedPostDate',
        params: expect.objectContaining({ earliest: '2026-11-23', latest: '2026-12-20' }),
      }),
    ]);
    expect((await asSender('GET', '/api/deliveries/commands/list')).json().result.commands).toEqual([]);
  });
});

describe('validation', () => {
  async function pendingCommand() {
    const { jobId, packGroupIds } = await depositLetters();
    const command = (await asSender('POST', '/api/deliveries/commands', { packGroupIds })).json().result;
    return { jobId, packGroupIds, command };
  }

  it('lets a validator of the group validate once; a second validator with the same version gets a conflict', async () => {
    const { jobId, command } = await pendingCommand();
    const seen = (await call(validator, 'GET', `/api/deliveries/commands/${command.id}`)).json().result;
    expect(seen.actions).toEqual(['reject', 'validate', 'cancel']);
    const validated = await call(validator, 'POST', `/api/deliveries/commands/${command.id}/validate`, {
      version: seen.version,
      validationReason: 'OK for November',
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().result).toMatchObject({ state: 'VALIDATED', validatedBy: 'validator' });
    const late = await call(validator, 'POST', `/api/deliveries/commands/${command.id}/validate`, {
      version: seen.version,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe(-13);
    const again = await call(validator, 'POST', `/api/deliveries/commands/${command.id}/validate`, {});
    expect(again.json().error).toMatchObject({
      code: -2,
      message: 'Your delivery has already been validated.',
      labelId: 'error.command.alreadyValidated',
    });
    expect(await jobState(jobId)).toBe('PACK_GROUPS_CREATED_SENT');
    const processing = await c.t.deps.db
      .selectFrom('task')
      .select(['name', 'payload'])
      .where('name', '=', 'deliveries.process')
      .execute();
    expect(processing.map((t) => JSON.parse(t.payload))).toEqual([{ commandId: command.id }]);
    const revisions = (await asSender('GET', `/api/deliveries/commands/${command.id}/revisions`)).json()
      .result;
    expect(
      revisions.map((r: { action: string; loggedUserLogin: string }) => [r.action, r.loggedUserLogin]),
    ).toEqual([
      ['create', 'sender'],
      ['validate', 'validator'],
    ]);
  });

  it('refuses validation to the sender (-12), lets the validator reject with a reason, and the sender free and order again', async () => {
    const { jobId, packGroupIds, command } = await pendingCommand();
    const byOwner = await asSender('POST', `/api/deliveries/commands/${command.id}/validate`, {});
    expect(byOwner.json().error.code).toBe(-12);
    const rejected = await call(validator, 'POST', `/api/deliveries/commands/${command.id}/reject`, {
      validationReason: 'Wrong letterhead',
    });
    expect(rejected.json().result).toMatchObject({ state: 'REJECTED', reason: 'Wrong letterhead' });
    expect(await jobState(jobId)).toBe('PACK_GROUPS_CREATED_ERROR');
    const freed = await asSender('POST', `/api/deliveries/commands/${command.id}/free`, {});
    expect(freed.json().result).toMatchObject({ state: 'REJECTED', packGroupCount: 0 });
    expect(await jobState(jobId)).toBe('PACK_GROUPS_CREATED');
    const again = await asSender('POST', '/api/deliveries/commands', { packGroupIds, comment: 'second try' });
    expect(again.json().result).toMatchObject({ state: 'AWAIT_VALIDATION', packGroupCount: 8 });
  });

  it('rejects a command automatically once its validation delay has passed', async () => {
    const { jobId, command } = await pendingCommand();
    expect(command.expiresAt).toBe('2026-11-23T10:00:00.000Z');
    c.t.clock.advanceMinutes(71 * 60);
    await c.t.deps.queue.drain();
    c.token = await sessionToken(c.t.deps, 'sender'); // the morning's session has timed out
    expect((await asSender('GET', `/api/deliveries/commands/${command.id}`)).json().result.state).toBe(
      'AWAIT_VALIDATION',
    );
    c.t.clock.advanceMinutes(2 * 60);
    await c.t.deps.queue.drain();
    const expired = (await asSender('GET', `/api/deliveries/commands/${command.id}`)).json().result;
    expect(expired).toMatchObject({
      state: 'AUTOMATICALLY_REJECTED',
      reason: 'expired',
      actions: ['free', 'cancel'],
    });
    expect(await jobState(jobId)).toBe('PACK_GROUPS_CREATED_ERROR');
  });

  it('cancels a pending command, then refuses to cancel it again; the event log has both changes', async () => {
    const { jobId, command } = await pendingCommand();
    const cancelled = await asSender('POST', `/api/deliveries/commands/${command.id}/cancel`, {});
    expect(cancelled.json().result).toMatchObject({ state: 'CANCELLED', actions: [] });
    expect(await jobState(jobId)).toBe('CANCELLED');
    const again = await asSender('POST', `/api/deliveries/commands/${command.id}/cancel`, {});
    expect(again.json().error).toMatchObject({ code: -2, labelId: 'error.command.cannotCancel' });
    const events = await c.t.deps.db
      .selectFrom('event')
      .select(['type', 'data'])
      .where('type', '=', 'command.state')
      .execute();
    const changes = events.map((e) => {
      const data = JSON.parse(e.data) as { state: string; previousState: string | null };
      return [e.type, data.state, data.previousState];
    });
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['command.state', 'AWAIT_VALIDATION', null],
        ['command.state', 'CANCELLED', 'AWAIT_VALIDATION'],
      ]),
    );
  });
});

describe('notifications', () => {
  const sent = () => (c.t.deps.mailer as MemoryMailer).sent;

  it('tells the owner by e-mail when a validator rejects the order, once', async () => {
    const { packGroupIds } = await depositLetters();
    const command = (await asSender('POST', '/api/deliveries/commands', { packGroupIds })).json().result;
    await call(validator, 'POST', `/api/deliveries/commands/${command.id}/reject`, {
      validationReason: 'Wrong <letterhead>',
    });
    await c.t.deps.queue.drain();
    await c.t.deps.queue.drain();
    const toSender = sent().filter((m) => m.to === 'sender@demo.postbridge.local');
    expect(toSender).toHaveLength(1);
    expect(toSender[0]!.subject).toBe('Postbridge: your order "letter-batch" was not validated');
    expect(toSender[0]!.text).toContain('Wrong <letterhead>');
    expect(toSender[0]!.html).toContain('Wrong &#60;letterhead&#62;');
  });

  it('sends validators one summary in the evening when orders wait for them', async () => {
    const { packGroupIds } = await depositLetters();
    await asSender('POST', '/api/deliveries/commands', { packGroupIds });
    expect(await sendValidatorSummaries(c.t.deps)).toBe(0); // 11:00 in Paris: not yet
    c.t.clock.advanceMinutes(7 * 60 + 15); // 17:15 UTC: 18:15 in Paris
    expect(await sendValidatorSummaries(c.t.deps)).toBe(2);
    c.t.clock.advanceMinutes(60);
    expect(await sendValidatorSummaries(c.t.deps)).toBe(0); // once a day
    const summaries = sent().filter((m) => m.subject.includes('wait for your validation'));
    expect(summaries.map((m) => m.to).sort()).toEqual([
      'admin@demo.postbridge.local',
      'validator@demo.postbridge.local',
    ]);
    expect(summaries[0]!.subject).toBe('Postbridge: 1 orders wait for your validation');
  });
});
