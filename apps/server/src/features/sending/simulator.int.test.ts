import fs from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { simulatesError } from './providers/simulator';
import { SIMULATOR_STEP_TASK } from './tasks';
import {
  advance,
  commandOf,
  depositSample,
  eventsOf,
  orderJob,
  poppler,
  sendingContext,
  shipmentsOf,
  type SendingContext,
} from './testing';

let c: SendingContext;
afterEach(async () => {
  await c?.t.close();
});

const codes = async (shipmentId: string) =>
  (await eventsOf(c, shipmentId)).map((e) => e.status_code).sort((a, b) => a - b);

describe('simulator provider', () => {
  it('makes the print output, then carries each letter to 610, or to -614 for its share of errors', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0.5' });
    const commandId = await orderJob(c, await depositSample(c, 'letters'));
    await c.t.deps.queue.drain();

    let shipments = await shipmentsOf(c, commandId);
    expect(shipments).toHaveLength(8);
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
    for (const s of shipments) expect(s).toMatchObject({ status_code: 300, external_id: s.nuid });
    // The PDFs exist, as a print provider would have received them.
    const stored = await c.t.deps.db
      .selectFrom('stored_file')
      .select('storage_key')
      .where('id', '=', shipments[0]!.output_file_id!)
      .executeTakeFirstOrThrow();
    expect(poppler(await buffer(await c.t.deps.files.get(stored.storage_key))).pages).toBe(15);

    // One status per SIMULATOR_STEP_SECONDS (60 s in these tests).
    await advance(c, 1);
    expect((await shipmentsOf(c, commandId)).map((s) => s.status_code)).toEqual(Array(8).fill(400));
    await advance(c, 1);
    expect((await shipmentsOf(c, commandId)).map((s) => s.status_code)).toEqual(Array(8).fill(600));
    await advance(c, 1);
    shipments = await shipmentsOf(c, commandId);
    for (const s of shipments) {
      const final = simulatesError(s.id, 0.5) ? -614 : 610;
      expect(s.status_code).toBe(final);
      expect(await codes(s.id)).toEqual([final, 250, 300, 300, 400, 600].sort((a, b) => a - b));
    }

    // A step run again records nothing and plans nothing; time going on changes nothing either.
    await c.t.deps.queue.enqueue(SIMULATOR_STEP_TASK, { shipmentId: shipments[0]!.id, step: 1 });
    await advance(c, 10);
    expect(await codes(shipments[0]!.id)).toHaveLength(6);
    expect((await shipmentsOf(c, commandId)).map((s) => s.status_code)).toEqual(
      shipments.map((s) => s.status_code),
    );
  });

  it('ends every shipment in error with SIMULATOR_ERROR_RATE=1', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '1' });
    const commandId = await orderJob(c, await depositSample(c, 'letters'));
    await c.t.deps.queue.drain();
    await advance(c, 1);
    await advance(c, 1);
    await advance(c, 1);
    expect((await shipmentsOf(c, commandId)).map((s) => s.status_code)).toEqual(Array(8).fill(-614));
    // The simulator hands over without a drop folder.
    expect(fs.existsSync(c.t.deps.config.sending.printDropDir)).toBe(false);
  });
});
