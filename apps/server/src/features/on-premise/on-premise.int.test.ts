import { afterEach, describe, expect, it } from 'vitest';
import { hashExternalOutputToken, newExternalOutputToken } from '../channels/external-output-token';
import {
  advance,
  commandOf,
  deliveriesOf,
  depositSample,
  eventsOf,
  orderJob,
  poppler,
  sendingContext,
  shipmentsOf,
  useProvider,
  type SendingContext,
} from '../sending/testing';

// The "Letter batch" demo service (samples/letter-batch.pdf: 8 letters, 15 pages) through its simple-mail
// channel, printed on premise: the print server fetches the output files with the channel's token.

type Listed = {
  id: string;
  name: string;
  pages: number;
  sheets: number;
  shipments: number;
  manifest: { outputFile: string; shipments: { nuid: string; shipmentId: string }[] } | null;
};

let c: SendingContext;
afterEach(async () => {
  await c?.t.close();
});

async function onPremiseChannel(): Promise<string> {
  const token = newExternalOutputToken();
  await useProvider(c, 'simple-mail', 'on-premise', { externalOutputTrigger: true });
  await c.t.deps.db
    .updateTable('channel')
    .set({ external_output_token_hash: hashExternalOutputToken(token) })
    .where('id', '=', 'simple-mail')
    .execute();
  return token;
}

const call = (method: 'GET' | 'POST', url: string, token?: string) =>
  c.t.app.inject({
    method,
    url: `/api/onPremise/simple-mail/outputFiles${url}`,
    headers: token === undefined ? {} : { 'x-output-token': token },
  });

describe('on-premise print', () => {
  it('lists, serves and marks fetched the output files, only with the channel token', async () => {
    c = await sendingContext({ PRINT_BATCH_SIZE: '5' });
    const token = await onPremiseChannel();
    const commandId = await orderJob(c, await depositSample(c, 'letters'));
    await c.t.deps.queue.drain();

    // Nothing is pushed: the shipments wait at 300, not handed over; the command stays READY.
    let shipments = await shipmentsOf(c, commandId);
    expect(shipments).toHaveLength(8);
    for (const s of shipments) expect(s).toMatchObject({ status_code: 300, external_id: null });
    expect((await commandOf(c, commandId)).state).toBe('READY');

    // A missing or wrong token, or another channel's: 401, nothing disclosed.
    for (const [url, t] of [
      ['', undefined],
      ['', 'f'.repeat(64)],
      [`/${shipments[0]!.output_file_id}`, 'nope'],
      [`/${shipments[0]!.output_file_id}/fetched`, ''],
    ] as const) {
      const res = await call(url.endsWith('fetched') ? 'POST' : 'GET', url, t);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('.pdf');
      expect(res.json()).toMatchObject({ error: { code: -10 } });
    }
    const other = await c.t.app.inject({
      method: 'GET',
      url: '/api/onPremise/registered-mail/outputFiles',
      headers: { 'x-output-token': token },
    });
    expect(other.statusCode).toBe(401);

    // The list: two files (5 + 3 letters), their totals and manifests.
    const listed = (await call('GET', '', token)).json() as { result: Listed[] };
    expect(listed.result).toHaveLength(2);
    expect(listed.result.map((f) => f.shipments)).toEqual([5, 3]);
    expect(listed.result.reduce((n, f) => n + f.pages, 0)).toBe(15);
    for (const file of listed.result) {
      expect(file.manifest?.outputFile).toBe(file.name);
      expect(file.manifest?.shipments).toHaveLength(file.shipments);
      expect(file.sheets).toBeGreaterThan(0);
    }

    // The PDF: a real one, its page count the listed one.
    const [first, second] = listed.result;
    const download = await call('GET', `/${first!.id}`, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(poppler(download.rawPayload).pages).toBe(first!.pages);

    // Fetched: its 5 shipments handed over, 400 in production; the other file still listed.
    const fetched = await call('POST', `/${first!.id}/fetched`, token);
    expect(fetched.json()).toEqual({ result: { outputFileId: first!.id, handedOver: 5 } });
    await c.t.deps.queue.drain();
    shipments = await shipmentsOf(c, commandId);
    const inFirst = shipments.filter((s) => s.output_file_id === first!.id);
    expect(inFirst).toHaveLength(5);
    for (const s of inFirst) {
      expect(s).toMatchObject({ status_code: 400, external_id: s.nuid });
      const events = (await eventsOf(c, s.id)).filter((e) => e.status_code === 400);
      expect(events.map((e) => [e.source, e.event_id])).toEqual([['on-premise', `fetched:${s.id}`]]);
    }
    expect(shipments.filter((s) => s.status_code === 300)).toHaveLength(3);
    expect((await call('GET', '', token)).json()).toMatchObject({ result: [{ id: second!.id }] });
    expect((await commandOf(c, commandId)).state).toBe('READY');

    // Fetched again: nothing changes.
    const again = await call('POST', `/${first!.id}/fetched`, token);
    expect(again.json()).toEqual({ result: { outputFileId: first!.id, handedOver: 0 } });
    await c.t.deps.queue.drain();
    for (const s of inFirst) expect(await eventsOf(c, s.id)).toHaveLength(3);

    // The last file fetched: the delivery and the command are output.
    await call('POST', `/${second!.id}/fetched`, token);
    await advance(c, 1);
    expect((await shipmentsOf(c, commandId)).map((s) => s.status_code)).toEqual(Array(8).fill(400));
    expect((await deliveriesOf(c, commandId)).map((d) => d.state)).toEqual(['OUTPUTTED']);
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
    expect((await call('GET', '', token)).json()).toEqual({ result: [] });
    // A fetched file can still be downloaded (a reprint); an unknown one is not found.
    expect((await call('GET', `/${first!.id}`, token)).statusCode).toBe(200);
    expect((await call('GET', '/unknown-file', token)).statusCode).toBe(404);
  });
});
