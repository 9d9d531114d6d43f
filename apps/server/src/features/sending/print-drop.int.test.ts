import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processCommand } from './process-command';
import { SEND_COMMAND_TASK } from './tasks';
import {
  commandOf,
  deliveriesOf,
  depositSample,
  orderJob,
  poppler,
  sendingContext,
  shipmentsOf,
  useProvider,
  type SendingContext,
} from './testing';

// The "Letter batch" demo service (samples/letter-batch.pdf: 8 letters, 15 pages) through its simple-mail
// channel, carried by the print-drop provider.

type Manifest = {
  outputFile: string;
  pageCount: number;
  sheetCount: number;
  duplex: boolean;
  shipments: {
    nuid: string;
    shipmentId: string;
    firstPage: number;
    lastPage: number;
    pages: number;
    sheets: number;
    addressPage: boolean;
    address: string[];
    options: { optionTypeId: string; optionId: string }[];
  }[];
};

let c: SendingContext;
afterEach(async () => {
  await c?.t.close();
});

async function dropped(commandId: string) {
  const [delivery] = await deliveriesOf(c, commandId);
  const folder = path.join(
    c.t.deps.config.dataDir,
    'print-drop',
    'simple-mail',
    delivery!.post_date!,
    delivery!.nuid,
  );
  const names = fs.readdirSync(folder).sort();
  const manifests = names
    .filter((n) => n.endsWith('.json'))
    .map((n) => JSON.parse(fs.readFileSync(path.join(folder, n), 'utf8')) as Manifest);
  return { delivery: delivery!, folder, names, manifests };
}

const recipientName = (recipient: string) =>
  (JSON.parse(recipient) as { mainPostalAddress: string }).mainPostalAddress.split('\n')[0]!;

describe('print drop', () => {
  it('drops a print-ready PDF and a manifest per batch, listing every shipment', async () => {
    c = await sendingContext({ PRINT_BATCH_SIZE: '3' });
    await useProvider(c, 'simple-mail', 'print-drop');
    const commandId = await orderJob(c, await depositSample(c, 'letters'));
    await c.t.deps.queue.drain();

    const { delivery, folder, names, manifests } = await dropped(commandId);
    const base = delivery.nuid;
    expect(names).toEqual(['001', '002', '003'].flatMap((n) => [`${base}-${n}.json`, `${base}-${n}.pdf`]));
    const shipments = await shipmentsOf(c, commandId);
    expect(shipments).toHaveLength(8);
    const listed = manifests.flatMap((m) => m.shipments);
    expect(listed.map((s) => s.nuid).sort()).toEqual(shipments.map((s) => s.nuid).sort());
    expect(manifests.map((m) => m.shipments.length)).toEqual([3, 3, 2]);

    let pages = 0;
    for (const manifest of manifests) {
      const pdf = poppler(path.join(folder, manifest.outputFile));
      expect(pdf.pages).toBe(manifest.pageCount);
      pages += pdf.pages;
      for (const entry of manifest.shipments) {
        const shipment = shipments.find((s) => s.id === entry.shipmentId)!;
        // The letter's own pages, with its address in the window, where the manifest says.
        expect(pdf.text(entry.firstPage, entry.firstPage)).toContain(recipientName(shipment.recipient));
        expect(entry.address[0]).toBe(recipientName(shipment.recipient));
        expect(entry.lastPage - entry.firstPage + 1).toBe(entry.pages);
        expect(shipment).toMatchObject({
          status_code: 300,
          external_id: shipment.nuid,
          pages: entry.pages,
          sheets: entry.sheets,
        });
        const stored = await c.t.deps.db
          .selectFrom('stored_file')
          .selectAll()
          .where('id', '=', shipment.output_file_id!)
          .executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ name: manifest.outputFile, content_type: 'application/pdf' });
      }
    }
    expect(pages).toBe(15);
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
    expect(delivery.state).toBe('OUTPUTTED');

    // Run again, processing and sending: the same files, nothing more stored.
    const storedBefore = await c.t.deps.db.selectFrom('stored_file').select('id').execute();
    await processCommand(c.t.deps, commandId);
    await c.t.deps.queue.enqueue(SEND_COMMAND_TASK, { commandId });
    await c.t.deps.queue.drain();
    expect((await dropped(commandId)).names).toEqual(names);
    expect(await c.t.deps.db.selectFrom('stored_file').select('id').execute()).toHaveLength(
      storedBefore.length,
    );
  });

  it('applies the chosen options and the address page of the output file', async () => {
    c = await sendingContext();
    const channel = await c.t.deps.db
      .selectFrom('channel')
      .select('configuration')
      .where('id', '=', 'simple-mail')
      .executeTakeFirstOrThrow();
    const outputFiles = (JSON.parse(channel.configuration) as { outputFiles: object[] }).outputFiles.map(
      (f) => ({
        ...f,
        forceAddressPage: true,
      }),
    );
    await useProvider(c, 'simple-mail', 'print-drop', { outputFiles });
    const commandId = await orderJob(c, await depositSample(c, 'letters'), {
      'Simple mail': ['printing-recto-verso'],
    });
    await c.t.deps.queue.drain();

    const { folder, manifests } = await dropped(commandId);
    expect(manifests).toHaveLength(1);
    const [manifest] = manifests;
    expect(manifest!.duplex).toBe(true);
    const pdf = poppler(path.join(folder, manifest!.outputFile));
    const shipments = await shipmentsOf(c, commandId);
    for (const entry of manifest!.shipments) {
      const shipment = shipments.find((s) => s.id === entry.shipmentId)!;
      expect(entry.addressPage).toBe(true);
      expect(entry.options).toContainEqual({ optionTypeId: 'printing', optionId: 'printing-recto-verso' });
      // Duplex: every letter starts on a recto and takes whole sheets; its first page is the address page.
      expect(entry.pages % 2).toBe(0);
      expect(entry.sheets).toBe(entry.pages / 2);
      expect(shipment.sheets).toBe(entry.sheets);
      const addressPage = pdf.text(entry.firstPage, entry.firstPage);
      for (const line of entry.address) expect(addressPage).toContain(line);
    }
    expect(pdf.pages).toBe(manifest!.pageCount);
    expect(manifest!.sheetCount).toBe(manifest!.pageCount / 2);
  });

  it('retries a drop that fails, then drops once the folder can be written', async () => {
    c = await sendingContext();
    // The drop root is a file: nothing can be written under it (as with an unmounted share).
    const root = c.t.deps.config.sending.printDropDir;
    expect(root).toBe(path.join(c.t.deps.config.dataDir, 'print-drop'));
    fs.writeFileSync(root, 'not a folder');
    await useProvider(c, 'simple-mail', 'print-drop');
    const commandId = await orderJob(c, await depositSample(c, 'letters'));
    await c.t.deps.queue.drain();
    let shipments = await shipmentsOf(c, commandId);
    for (const s of shipments) {
      expect(s).toMatchObject({ status_code: 300, external_id: null, attempts: 1 });
      expect(s.last_error).toMatch(/^Print drop failed/);
      expect(s.next_attempt_at).not.toBeNull();
    }
    expect((await commandOf(c, commandId)).state).toBe('OUTPUT_ERROR');

    fs.rmSync(root);
    c.t.clock.advanceMinutes(1);
    await c.t.deps.queue.drain();
    shipments = await shipmentsOf(c, commandId);
    for (const s of shipments)
      expect(s).toMatchObject({ external_id: s.nuid, attempts: 2, last_error: null });
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
    expect((await dropped(commandId)).manifests.flatMap((m) => m.shipments)).toHaveLength(8);
  });

  it('ends in DELIVERY_CREATION_ERROR when the channel names a provider that does not exist', async () => {
    c = await sendingContext();
    await useProvider(c, 'simple-mail', 'no-such-provider');
    const commandId = await orderJob(c, await depositSample(c, 'letters'));
    await c.t.deps.queue.drain();
    expect((await commandOf(c, commandId)).state).toBe('DELIVERY_CREATION_ERROR');
    expect((await deliveriesOf(c, commandId)).map((d) => d.state)).toEqual(['DELIVERY_CREATION_ERROR']);
    // Nothing could be made: no shipment, every pack group in error, the cause in the command's history.
    expect(await shipmentsOf(c, commandId)).toEqual([]);
    const failed = await c.t.deps.db
      .selectFrom('history')
      .select('details')
      .where('entity_id', '=', commandId)
      .where('action', '=', 'failCreation')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(failed.details!).error).toMatch(/no-such-provider/);
    const groups = await c.t.deps.db
      .selectFrom('pack_group')
      .select('state')
      .where('command_id', '=', commandId)
      .execute();
    expect(groups.map((g) => g.state)).toEqual(Array(8).fill('SHIPMENT_CREATION_ERROR'));
  });
});
