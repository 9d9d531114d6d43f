import { buffer } from 'node:stream/consumers';
import fs from 'node:fs';
import { extractTextInArea, openPdf } from '@postbridge/documents';
import { eraseArea } from '@postbridge/documents/testing';
import { serviceSchema } from '@postbridge/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { PROCESS_COMMAND_TASK } from './tasks';
import { oneLetterEach } from '../seed/sample-files';
import { SAMPLE_AREAS } from '../seed/sample-layout';
import { processCommand } from './process-command';
import type { PrepareOptions } from './providers/provider';
import {
  advance,
  depositFile,
  depositSample,
  commandOf,
  eventsOf,
  orderJob,
  poppler,
  sendingContext,
  shipmentsOf,
  type SendingContext,
} from './testing';
import { sessionToken } from '../../test/factories';

// What a person validated is what leaves (issue 11, docs/domain-decisions.md "Delivery integrity"): the printed
// window shows the validated address, and a print file is read back before anything is handed over.

const WINDOW = SAMPLE_AREAS.address;

let c: SendingContext;
afterEach(async () => {
  await c?.t.close();
});

type Group = { id: string; version: number; requirements: Record<string, { value: string }> };

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  c.t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });

/** The pack groups of a job, as the pack groups screen lists them. */
const groupsOf = async (jobId: string) =>
  (await call(c.token, 'GET', `/api/jobs/${jobId}/packGroups`)).json().result as Group[];

/** samples/letters-to-check.pdf deposited in "Letter batch": three letters, the second without its postcode. */
async function depositLettersToCheck() {
  const jobId = await depositSample(c, 'checks');
  return { jobId, groups: await groupsOf(jobId) };
}

/** The sender's edit of a letter's address on the pack groups screen. */
async function editAddress(group: Group, lines: readonly string[], forced = false) {
  const res = await call(c.token, 'POST', `/api/packGroups/${group.id}/edit`, {
    version: group.version,
    rawShipmentRequirements: { 'Simple mail': { mainPostalAddress: { value: lines.join('\n'), forced } } },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as Group & { addressQuality: string };
}

/** The bytes of a stored output file. */
async function outputFile(fileId: string): Promise<Buffer> {
  const row = await c.t.deps.db
    .selectFrom('stored_file')
    .selectAll()
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return buffer(await c.t.deps.files.get(row.storage_key));
}

/** What each page's window shows in a print file, in page order. */
function windowsOf(pdf: Buffer): string[][] {
  const handle = openPdf(pdf);
  try {
    return Array.from(
      { length: handle.pageCount },
      (_, i) => extractTextInArea(handle, { page: i + 1, area: WINDOW }).lines,
    );
  } finally {
    handle.close();
  }
}

/** Processes validated commands with hooks in the worker's place (register-tasks.ts). */
function processWith(hooks: PrepareOptions) {
  c.t.deps.queue.handle(PROCESS_COMMAND_TASK, (payload, ctx) =>
    processCommand(c.t.deps, (payload as { commandId: string }).commandId, ctx.attempt, hooks),
  );
}

describe('delivery integrity: the validated address is the printed one', () => {
  it("the README's walk: letter 2's added postcode is printed in its window, the other letters untouched", async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    const validator = await sessionToken(c.t.deps, 'validator');
    const { groups } = await depositLettersToCheck();
    expect(groups).toHaveLength(3);
    const fixed = await editAddress(groups[1]!, ['M. Paul Lemoine', '6 rue du Moulin', '21000 DIJON']);
    expect(fixed.addressQuality).not.toBe('BAD');

    const ordered = (
      await call(c.token, 'POST', '/api/deliveries/commands', { packGroupIds: groups.map((g) => g.id) })
    ).json().result;
    expect(ordered.state).toBe('AWAIT_VALIDATION');
    const validated = await call(validator, 'POST', `/api/deliveries/commands/${ordered.id}/validate`, {
      version: ordered.version,
    });
    expect(validated.json().result.state).toBe('VALIDATED');
    await c.t.deps.queue.drain();

    const shipments = await shipmentsOf(c, ordered.id);
    expect(shipments.map((s) => s.status_code >= 300)).toEqual([true, true, true]);
    const pdf = await outputFile(shipments[0]!.output_file_id!);
    expect(windowsOf(pdf)).toEqual([
      ['Mme Claire Martin', '14 rue des Acacias', '37000 TOURS'],
      ['M. Paul Lemoine', '6 rue du Moulin', '21000 DIJON'],
      ['Mme Sophie Marchand', '40 avenue de la Gare', '21000 DIJON'],
    ]);
    // What poppler, a print shop's reader, sees on letter 2's page: the postcode, and no second address.
    const page2 = poppler(pdf).text(2, 2);
    expect(page2).toContain('21000 DIJON');
    expect(page2.match(/6 rue du Moulin/g)).toHaveLength(1);
    expect((await commandOf(c, ordered.id)).state).toBe('OUTPUTTED');
  });

  it('200 letters, 20 edited, 5 forced, one corrupted after composition: 199 verified and sent, 1 stopped with its reason', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    const addresses = Array.from({ length: 200 }, (_, i) => [
      `Client ${i + 1}`,
      `${i + 1} rue de la Paix`,
      '75002 PARIS',
    ]);
    const jobId = await depositFile(c, 'Letters', {
      field: 'file.letters.0',
      name: 'letters-200.pdf',
      content: await oneLetterEach('200 letters', addresses),
    });
    const groups = await groupsOf(jobId);
    expect(groups).toHaveLength(200);

    const validated = addresses.map((lines) => lines.slice());
    for (let n = 10; n <= 200; n += 10) {
      validated[n - 1] = [`Client ${n}`, `${n} avenue Foch`, '21000 DIJON'];
      await editAddress(groups[n - 1]!, validated[n - 1]!);
    }
    for (const n of [5, 15, 25, 35, 45]) {
      // Refused by the checks (no postcode and town), kept by the sender: printed as kept.
      validated[n - 1] = [`Client ${n}`, 'Bureau 12, bâtiment B'];
      expect((await editAddress(groups[n - 1]!, validated[n - 1]!, true)).addressQuality).toBe('FORCED');
    }

    // Letter 117's window is erased in the file after composition, once: the worker's disk, say.
    let corrupted = 0;
    processWith({
      afterCompose: (file) => {
        if (corrupted++) return;
        const pdf = fs.readFileSync(file);
        const page = windowsOf(pdf).findIndex((lines) => lines[0] === 'Client 117') + 1;
        fs.writeFileSync(file, eraseArea(pdf, page, WINDOW));
      },
    });
    const commandId = await orderJob(c, jobId);
    await c.t.deps.queue.drain();

    const shipments = await shipmentsOf(c, commandId);
    const groupOf = new Map(groups.map((g, i) => [g.id, i + 1]));
    const stopped = shipments.filter((s) => s.status_code === -700);
    expect(stopped.map((s) => groupOf.get(s.pack_group_id!))).toEqual([117]);
    expect(stopped[0]!.last_error).toMatch(
      /^Stopped before sending: page \d+ of the print file is not the page composed/,
    );
    const events = await eventsOf(c, stopped[0]!.id);
    expect(JSON.parse(events.at(-1)!.details)).toMatchObject({ code: 'verify.pageContent' });
    const sent = shipments.filter((s) => s.status_code >= 300);
    expect(sent).toHaveLength(199);
    // The order says so too: its history names the letter stopped and why.
    const revisions = (await call(c.token, 'GET', `/api/deliveries/commands/${commandId}/revisions`)).json()
      .result as { action: string; details: Record<string, unknown> }[];
    expect(revisions.find((r) => r.action === 'lettersStopped')?.details).toMatchObject({
      shipmentIds: [stopped[0]!.id],
      codes: ['verify.pageContent'],
      reason: stopped[0]!.last_error,
    });

    // The file that left holds the 199 verified letters, each window showing what was validated.
    const files = new Set(sent.map((s) => s.output_file_id));
    expect(files.size).toBe(1);
    const windows = windowsOf(await outputFile([...files][0]!));
    expect(windows).toHaveLength(199);
    expect(windows.map((w) => w.join('\n')).sort()).toEqual(
      validated
        .filter((_, i) => i !== 116)
        .map((w) => w.join('\n'))
        .sort(),
    );
    const states = await c.t.deps.db
      .selectFrom('pack_group')
      .select(['id', 'state'])
      .where('job_id', '=', jobId)
      .execute();
    expect(states.filter((g) => g.state === 'SHIPMENT_CREATION_ERROR').map((g) => groupOf.get(g.id))).toEqual(
      [117],
    );
  });

  it('a worker that dies between composition and verification sends nothing unverified; the retry sends each letter once', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    const { jobId, groups } = await depositLettersToCheck();
    await editAddress(groups[1]!, ['M. Paul Lemoine', '6 rue du Moulin', '21000 DIJON']);
    let composed = 0;
    processWith({
      afterCompose: () => {
        if (composed++ === 0) throw new Error('worker killed');
      },
    });
    const commandId = await orderJob(c, jobId);
    await c.t.deps.queue.drain();
    const before = await shipmentsOf(c, commandId);
    expect(before.map((s) => [s.status_code, s.output_file_id])).toEqual([
      [250, null],
      [250, null],
      [250, null],
    ]);

    await advance(c, 1);
    const after = await shipmentsOf(c, commandId);
    expect(after.every((s) => s.status_code >= 300)).toBe(true);
    expect(composed).toBe(2);
    expect(windowsOf(await outputFile(after[0]!.output_file_id!))[1]).toEqual([
      'M. Paul Lemoine',
      '6 rue du Moulin',
      '21000 DIJON',
    ]);
    const handedOver = await c.t.deps.db
      .selectFrom('stored_file')
      .select('name')
      .where('name', 'like', 'D%.pdf')
      .execute();
    expect(handedOver).toHaveLength(1);
  });

  it('stops a letter whose validated address the print font cannot write, rather than print it as boxes', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    const { jobId, groups } = await depositLettersToCheck();
    const hebrew = ['משה כהן', 'רחוב הרצל 12', '6120101 תל אביב'];
    expect((await editAddress(groups[1]!, hebrew, true)).addressQuality).toBe('FORCED');
    const commandId = await orderJob(c, jobId);
    await c.t.deps.queue.drain();
    const shipments = await shipmentsOf(c, commandId);
    const stopped = shipments.find((s) => s.pack_group_id === groups[1]!.id)!;
    expect(stopped.status_code).toBe(-700);
    expect(stopped.last_error).toContain('the print font has no character for');
    const events = await eventsOf(c, stopped.id);
    expect(JSON.parse(events.at(-1)!.details)).toMatchObject({ code: 'compose.missingGlyphs' });
    expect(shipments.filter((s) => s.status_code >= 300)).toHaveLength(2);
  });

  it('prints an edited return address where the letter showed it, and verifies it too', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    // "Letter batch" reads the return address from the letters' header line, 20 mm from the top.
    const header = { left: 15, top: 14, width: 160, height: 9 };
    const row = await c.t.deps.db
      .selectFrom('service')
      .select(['id', 'configuration'])
      .where('name', '=', 'Letter batch')
      .executeTakeFirstOrThrow();
    const service = JSON.parse(row.configuration) as {
      channels: { shipmentRequirements: Record<string, unknown>[] }[];
    };
    service.channels[0]!.shipmentRequirements.push({
      kind: 'return',
      name: 'returnPostalAddress',
      type: 'address',
      content: { kind: 'pdfText', page: 1, area: header, boxName: 'letters', fromMain: false },
      editableValue: true,
    });
    await c.t.deps.db
      .updateTable('service')
      .set({ configuration: JSON.stringify(serviceSchema.parse(service)) })
      .where('id', '=', row.id)
      .execute();
    const { jobId, groups } = await depositLettersToCheck();
    const returnAddress = ['Demo Company - Service courrier', 'BP 12', '75008 PARIS'];
    const edited = await call(c.token, 'POST', `/api/packGroups/${groups[0]!.id}/edit`, {
      version: groups[0]!.version,
      rawShipmentRequirements: {
        'Simple mail': { returnPostalAddress: { value: returnAddress.join('\n') } },
      },
    });
    expect(edited.statusCode).toBe(200);
    const commandId = await orderJob(c, jobId);
    await c.t.deps.queue.drain();
    const shipments = await shipmentsOf(c, commandId);
    // The header line is no postal address: only letter 1, whose return address was edited, can be ordered.
    expect(shipments.map((s) => [s.pack_group_id, s.status_code >= 300])).toEqual([[groups[0]!.id, true]]);
    const pdf = await outputFile(shipments[0]!.output_file_id!);
    const handle = openPdf(pdf);
    try {
      expect(extractTextInArea(handle, { page: 1, area: header }).lines).toEqual(returnAddress);
      expect(extractTextInArea(handle, { page: 1, area: WINDOW }).lines).toEqual([
        'Mme Claire Martin',
        '14 rue des Acacias',
        '37000 TOURS',
      ]);
      expect(poppler(pdf).text()).not.toContain('Champs-Élysées');
    } finally {
      handle.close();
    }
  });
});
