import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, postDeposit, type LettersContext } from '../../test/deposits';
import { poppler } from '../sending/testing';
import { sessionToken } from '../../test/factories';

// Who may see a proof (proof-scope.ts): the validator of a pending order opens the proof of any of its letters,
// not only the first ones; letters nobody ordered yet stay the depositor's.

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../samples');

interface Group {
  id: string;
  position: number;
  requirements: Record<string, { value: string | null; type: string }>;
}

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

/** The sender's deposit of samples/letter-batch.pdf (8 letters of one or more pages) into "Letter batch". */
async function depositLetters(): Promise<{ jobId: string; groups: Group[] }> {
  const services = (await call(c.token, 'GET', '/api/services')).json().result as {
    id: string;
    name: string;
  }[];
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
  const groups = (await call(c.token, 'GET', `/api/jobs/${jobId}/packGroups`)).json().result as Group[];
  return { jobId, groups: groups.sort((a, b) => a.position - b.position) };
}

const addressOf = (group: Group) =>
  Object.values(group.requirements)
    .find((r) => r.type === 'address')
    ?.value?.split('\n') ?? [];

describe('proofs of an order, for its validator', () => {
  it('composes the proof of a letter far down a pending order, with that letter’s address', async () => {
    const { groups } = await depositLetters();
    expect(groups.length).toBeGreaterThan(5);
    const ordered = await call(c.token, 'POST', '/api/deliveries/commands', {
      packGroupIds: groups.map((g) => g.id),
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const command = ordered.json().result;
    expect(command.state).toBe('AWAIT_VALIDATION');

    // The seventh letter: beyond the five proofs a channel may ask for at once.
    const seventh = groups[6]!;
    const res = await call(validator, 'POST', '/api/deliveries/proof', {
      packGroupIds: [seventh.id],
      serviceChannelOptions: command.serviceChannelOptions,
      expectedProofsPerServiceChannelLabel: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [proof] = res.json().result;
    expect(proof).toMatchObject({ serviceChannelLabel: 'Simple mail', packGroupIds: [seventh.id] });

    // The validator downloads it like any file of theirs, and reads the seventh letter's recipient there.
    const file = await call(validator, 'GET', `/api/files/${proof.fileId}`);
    expect(file.statusCode).toBe(200);
    const text = poppler(file.rawPayload).text();
    const [name] = addressOf(seventh);
    expect(name).toBeTruthy();
    expect(text).toContain(name);
    expect(text).not.toContain(addressOf(groups[0]!)[0]);
    // Nothing changed on the order.
    const after = await call(validator, 'GET', `/api/deliveries/commands/${command.id}`);
    expect(after.json().result).toMatchObject({ state: 'AWAIT_VALIDATION', version: command.version });
  });

  it('keeps letters nobody ordered yet to their depositor', async () => {
    const { groups } = await depositLetters();
    const mine = await call(c.token, 'POST', '/api/deliveries/proof', { packGroupIds: [groups[2]!.id] });
    expect(mine.statusCode, mine.body).toBe(200);

    const theirs = await call(validator, 'POST', '/api/deliveries/proof', { packGroupIds: [groups[2]!.id] });
    expect(theirs.statusCode).not.toBe(200);
    expect(theirs.json().error).toMatchObject({ labelId: 'error.notFound' });
  });
});
