import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, postDeposit, type LettersContext } from '../../test/deposits';
import {
  CUSTOMERS_CSV,
  INVOICES,
  LETTER_BATCH_ADDRESSES,
  LETTERS_TO_CHECK_ADDRESSES,
  REGISTERED_LETTER_ADDRESS,
} from './sample-files';

// What a newcomer does with the README: deposit each file of samples/ into its demo service through the API.

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../samples');

let c: LettersContext;
beforeEach(async () => {
  c = await lettersContext();
});
afterEach(async () => {
  await c.t.close();
});

const get = (url: string) => c.t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': c.token } });

type Group = {
  identifier: string | null;
  firstPage: number;
  lastPage: number;
  addressQuality: string | null;
  requirements: Record<string, { value: string | null; valid: boolean }>;
};

async function deposit(serviceName: string, field: string, file: string) {
  const services = (await get('/api/services')).json().result as { id: string; name: string }[];
  const service = services.find((s) => s.name === serviceName);
  expect(service, `demo service ${serviceName}`).toBeDefined();
  const created = await postDeposit(c, { serviceId: service!.id }, [
    { field, name: file, content: await fs.readFile(path.join(SAMPLES, file)) },
  ]);
  expect(created.statusCode, created.body).toBe(200);
  const jobId = created.json().result.id as string;
  await c.t.deps.queue.drain();
  const job = (await get(`/api/jobs/${jobId}`)).json().result;
  const groups = (await get(`/api/jobs/${jobId}/packGroups`)).json().result as Group[];
  return { job, groups, jobId };
}

describe('the sample files in their demo services', () => {
  it('letter-batch.pdf: one pack group per letter, split on the page footer, with the address in the window', async () => {
    const { job, groups } = await deposit('Letter batch', 'file.letters.0', 'letter-batch.pdf');
    expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 8 });
    expect(groups.map((g) => g.lastPage - g.firstPage + 1)).toEqual([1, 2, 3, 1, 2, 1, 3, 2]);
    expect(groups.map((g) => g.requirements['Simple mail/mainPostalAddress']?.value)).toEqual(
      LETTER_BATCH_ADDRESSES.map((lines) => lines.join('\n')),
    );
    expect(groups.every((g) => g.requirements['Simple mail/mainPostalAddress']?.valid)).toBe(true);
  });

  it('letters-to-check.pdf: three letters, the second one with an address to fix (no postcode)', async () => {
    const { job, groups } = await deposit('Letter batch', 'file.letters.0', 'letters-to-check.pdf');
    expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 3 });
    const addresses = groups.map((g) => g.requirements['Simple mail/mainPostalAddress']);
    expect(addresses.map((a) => a?.value)).toEqual(
      LETTERS_TO_CHECK_ADDRESSES.map((lines) => lines.join('\n')),
    );
    expect(addresses.map((a) => a?.valid)).toEqual([true, false, true]);
    expect(groups.map((g) => g.addressQuality)).toEqual(['GOOD', 'BAD', 'GOOD']);
  });

  it('registered-letter.pdf: one pack group of two pages', async () => {
    const { job, groups } = await deposit('Registered letter', 'file.letter.0', 'registered-letter.pdf');
    expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 1 });
    expect(groups[0]).toMatchObject({ firstPage: 1, lastPage: 2 });
    expect(groups[0]!.requirements['Registered mail/mainPostalAddress']?.value).toBe(
      REGISTERED_LETTER_ADDRESS.join('\n'),
    );
  });

  it('invoices.zip: each customer record goes with its invoice, by invoice number', async () => {
    const { job, groups, jobId } = await deposit(
      'Invoices with customer data',
      'file.archive.0',
      'invoices.zip',
    );
    expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: INVOICES.length });
    const emails = new Map(
      CUSTOMERS_CSV.trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(';'))
        .map(([invoice, , email]) => [invoice!, email ?? ''] as const),
    );
    expect(groups.map((g) => g.identifier)).toEqual(INVOICES.map((i) => i.number));
    expect(groups.map((g) => g.requirements['E-mail/recipientEmail']?.value ?? '')).toEqual(
      INVOICES.map((i) => emails.get(i.number)),
    );
    expect(groups.map((g) => g.requirements['E-mail/subject']?.value)).toEqual(
      INVOICES.map((i) => `Your invoice ${i.number}`),
    );
    expect(groups.map((g) => g.requirements['Simple mail/mainPostalAddress']?.value)).toEqual(
      INVOICES.map((i) => i.address.join('\n')),
    );
    expect((await get(`/api/jobs/${jobId}/orphanChunks`)).json().result).toEqual([]);
  });
});

it('every sample PDF has its fonts embedded, as a print shop wants them', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-samples-'));
  try {
    const archive = unzipSync(await fs.readFile(path.join(SAMPLES, 'invoices.zip')));
    await fs.writeFile(path.join(dir, 'invoices.pdf'), archive['invoices.pdf']!);
    const files = [
      ...(await fs.readdir(SAMPLES)).filter((f) => f.endsWith('.pdf')).map((f) => path.join(SAMPLES, f)),
      path.join(dir, 'invoices.pdf'),
    ];
    expect(files).toHaveLength(4);
    for (const file of files) {
      const run = spawnSync('pdffonts', [file], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      // Rows after the two header lines; "emb" is the fifth column from the end.
      const rows = run.stdout.trim().split('\n').slice(2);
      expect(rows.length, file).toBeGreaterThan(0);
      for (const row of rows) expect(row.trim().split(/\s+/).at(-5), `${file}: ${row}`).toBe('yes');
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
