import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import {
  depositFile,
  depositSample,
  orderJob,
  sendingContext,
  shipmentsOf,
  useProvider,
  type SendingContext,
} from './testing';

// Issue 23 "print-ready output": whatever carries a postal channel of the demo, each print file it hands over
// has every font embedded (a printer's RIP would otherwise pick a font of its own) and is a sound PDF. The demo
// letters name no font a standard font cannot stand in for, so nothing may stay unembedded.

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../samples');

let c: SendingContext;
let dir: string | undefined;
afterEach(async () => {
  await c?.t.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The print files of a command, as stored for the provider (and served to an on-premise print server). */
async function printFiles(commandId: string): Promise<string[]> {
  const shipments = await shipmentsOf(c, commandId);
  expect(shipments.length).toBeGreaterThan(0);
  const ids = [...new Set(shipments.map((s) => s.output_file_id!))];
  expect(ids.every(Boolean)).toBe(true);
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'pb-print-ready-'));
  const files: string[] = [];
  for (const id of ids) {
    const row = await c.t.deps.db
      .selectFrom('stored_file')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const file = path.join(dir, `${id}.pdf`);
    fs.writeFileSync(file, await buffer(await c.t.deps.files.get(row.storage_key)));
    files.push(file);
  }
  return files;
}

/** Fails with the offending rows unless every font `pdffonts` lists is embedded and qpdf finds the file sound. */
function expectPrintReady(file: string) {
  const fonts = spawnSync('pdffonts', [file], { encoding: 'utf8' });
  expect(fonts.status, fonts.stderr).toBe(0);
  // Rows after the two header lines: name, type, encoding, emb, sub, uni, object number and generation.
  const rows = fonts.stdout.trim().split('\n').slice(2);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((row) => row.trim().split(/\s+/).at(-5) !== 'yes')).toEqual([]);
  const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
  // qpdf exits 2 on errors and 3 on warnings.
  expect(check.status, check.stdout + check.stderr).toBe(0);
  expect(check.stdout).toContain('No syntax or stream encoding errors found');
}

async function outputFiles(channelId: string): Promise<object[]> {
  const row = await c.t.deps.db
    .selectFrom('channel')
    .select('configuration')
    .where('id', '=', channelId)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.configuration) as { outputFiles: object[] }).outputFiles;
}

describe('print-ready output of the demo postal channels', () => {
  it.each(['simulator', 'print-drop', 'on-premise'])(
    'simple mail carried by %s: every font embedded, qpdf --check passes',
    async (provider) => {
      c = await sendingContext({ SIMULATOR_ERROR_RATE: '0', PRINT_BATCH_SIZE: '5' });
      if (provider !== 'simulator') await useProvider(c, 'simple-mail', provider);
      const commandId = await orderJob(c, await depositSample(c, 'letters'));
      await c.t.deps.queue.drain();
      const files = await printFiles(commandId);
      // 8 letters, 5 a batch: two print files.
      expect(files).toHaveLength(2);
      for (const file of files) expectPrintReady(file);
    },
  );

  it('simple mail with an address page, recto-verso: the stamped text is embedded too', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    const files = (await outputFiles('simple-mail')).map((f) => ({ ...f, forceAddressPage: true }));
    await useProvider(c, 'simple-mail', 'print-drop', { outputFiles: files });
    const commandId = await orderJob(c, await depositSample(c, 'letters'), {
      'Simple mail': ['printing-recto-verso'],
    });
    await c.t.deps.queue.drain();
    const [file, ...others] = await printFiles(commandId);
    expect(others).toEqual([]);
    expectPrintReady(file!);
    // The address page's lines are drawn by composition, in a standard font it embeds.
    const text = spawnSync('pdftotext', ['-f', '1', '-l', '1', file!, '-'], { encoding: 'utf8' }).stdout;
    expect(text).toContain('Hélène Lefèvre');
  });

  it('registered mail carried by the simulator: every font embedded, qpdf --check passes', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    const jobId = await depositFile(c, 'Registered letter', {
      field: 'file.letter.0',
      name: 'registered-letter.pdf',
      content: fs.readFileSync(path.join(SAMPLES, 'registered-letter.pdf')),
    });
    const commandId = await orderJob(c, jobId);
    await c.t.deps.queue.drain();
    const files = await printFiles(commandId);
    expect(files).toHaveLength(1);
    for (const file of files) expectPrintReady(file);
  });
});
