import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, saveServiceForSenders, postDeposit, type LettersContext } from '../../test/deposits';
import { userIdOf } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import { demoLettersService } from '../seed/demo-service';

// A deposit of one ZIP holding the letters PDF and a CSV: the archive's files go to their boxes by type, and
// each CSV record is reconciled with its letter by key (the letter number read on the page), not by position.

let c: LettersContext;
let serviceId: string;

const ADDRESSES = [
  ['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS'],
  ['M. Bruno Petit', '3 avenue Jean Jaurès', '69007 LYON'],
  ['Mme Chloé Durand', '8 place Bellecour', '69002 LYON'],
];

/** "Letter 2: your invoice is attached." → "2": the key each letter carries (test/letters.ts writes it). */
const LETTER_NUMBER = {
  kind: 'replace',
  operand: {
    kind: 'pdfText',
    page: 1,
    area: { left: 15, top: 114, width: 120, height: 9 },
    boxName: 'letters',
  },
  pattern: 'Letter (\\d+):.*',
  replacement: '$1',
};

async function saveArchiveService(): Promise<string> {
  const { ouId } = await userIdOf(c.t.deps.db, 'admin');
  const demo = demoLettersService(ouId);
  const letters = demo.boxes[0]!;
  const service = {
    ...demo,
    type: 'ARCHIVE',
    name: 'Letters in an archive',
    boxes: [
      {
        name: 'archive',
        label: 'Archive',
        boxType: 'box.ARCHIVE',
        main: true,
        minElements: 1,
        maxElements: 1,
      },
      {
        ...letters,
        main: false,
        parent: 'archive',
        minElements: 1,
        maxElements: 1,
        identifier: { kind: 'metadataReference', name: 'letterNumber' },
        metadatas: [{ name: 'letterNumber', expression: LETTER_NUMBER }],
      },
      {
        name: 'data',
        label: 'Recipients',
        boxType: 'box.DATA_FILE',
        parent: 'letters',
        minElements: 1,
        maxElements: 1,
        reconcile: {
          kind: 'equal',
          left: { kind: 'dataFileValue', column: 'letter', boxName: 'data' },
          right: { kind: 'metadataReference', name: 'letterNumber' },
        },
        parserConfiguration: {
          kind: 'par.CSV',
          encoding: 'UTF-8',
          separator: ';',
          headerPresent: true,
          metadataMapping: { '0': 'letter', '1': 'email' },
        },
      },
    ],
    packRequirements: {
      ...demo.packRequirements,
      content: [
        {
          kind: 'data',
          name: 'email',
          type: 'text',
          content: { kind: 'dataFileValue', column: 'email', boxName: 'data' },
        },
      ],
    },
  };
  return saveServiceForSenders(c, service);
}

beforeEach(async () => {
  c = await lettersContext();
  serviceId = await saveArchiveService();
});
afterEach(async () => {
  await c.t.close();
});

const get = (url: string) => c.t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': c.token } });

async function depositZip(zip: Buffer) {
  const created = await postDeposit(c, { serviceId }, [
    { field: 'file.archive.0', name: 'batch.zip', content: zip },
  ]);
  expect(created.statusCode, created.body).toBe(200);
  const jobId = created.json().result.id as string;
  await c.t.deps.queue.drain();
  return { jobId, job: (await get(`/api/jobs/${jobId}`)).json().result };
}

// Records out of order, one for a letter that is not in the PDF, and a second record for letter 1.
const CSV =
  'letter;email\n3;chloe@example.org\n9;nobody@example.org\n1;ada@example.org\n2;bruno@example.org\n1;again@example.org\n';

describe('an archive deposit', () => {
  it('dispatches the files by type and reconciles each record with its letter by key', async () => {
    const zip = Buffer.from(
      zipSync({
        'in/letters.pdf': new Uint8Array(await letterBatch(ADDRESSES)),
        'in/recipients.csv': Buffer.from(CSV),
      }),
    );
    const { jobId, job } = await depositZip(zip);
    expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 3 });
    const archive = job.inputFiles.find((f: { boxName: string }) => f.boxName === 'archive');
    expect(
      job.inputFiles
        .filter((f: { sourceInputFileId: string | null }) => f.sourceInputFileId === archive.id)
        .map((f: { boxName: string; name: string; entryName: string }) => [f.boxName, f.name, f.entryName])
        .sort(),
    ).toEqual([
      ['data', 'recipients.csv', 'in/recipients.csv'],
      ['letters', 'letters.pdf', 'in/letters.pdf'],
    ]);

    const groups = (await get(`/api/jobs/${jobId}/packGroups`)).json().result;
    expect(
      groups.map((g: { identifier: string; requirements: Record<string, { value: string }> }) => [
        g.identifier,
        g.requirements.email?.value,
        g.requirements['Simple mail/mainPostalAddress']?.value.split('\n')[0],
      ]),
    ).toEqual([
      ['1', 'ada@example.org', 'Mme Ada Martin'],
      ['2', 'bruno@example.org', 'M. Bruno Petit'],
      ['3', 'chloe@example.org', 'Mme Chloé Durand'],
    ]);
    expect(groups[0].metadata).toMatchObject({ letterNumber: '1', letter: '1', email: 'ada@example.org' });
    expect(groups[0].packs.map((p: { kind: string; boxName: string }) => [p.kind, p.boxName])).toEqual([
      ['DOCUMENT', 'letters'],
      ['DATA_RECORD', 'data'],
    ]);
    expect(groups[0].packs[1].recordLine).toBe(4);

    const orphans = (await get(`/api/jobs/${jobId}/orphanChunks`)).json().result;
    expect(
      orphans.map((o: { reason: string; recordLine: number; values: Record<string, string> }) => [
        o.reason,
        o.recordLine,
        o.values.email,
      ]),
    ).toEqual([
      ['job.orphan.noMatch', 3, 'nobody@example.org'],
      ['job.orphan.duplicate', 6, 'again@example.org'],
    ]);

    // The letter extracted from the archive is a file of its own: its pack groups' raw files are cut from it.
    const raw = await get(`/api/packGroups/${groups[1].id}/rawFile`);
    expect(raw.statusCode).toBe(200);
    expect(raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('extracts only once: revalidating reuses the extracted files', async () => {
    const zip = Buffer.from(
      zipSync({
        'letters.pdf': new Uint8Array(await letterBatch(ADDRESSES)),
        'recipients.csv': Buffer.from(CSV),
      }),
    );
    const { jobId, job } = await depositZip(zip);
    expect(job.inputFiles).toHaveLength(3);
    const revalidated = await c.t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/revalidate`,
      headers: { 'x-auth-token': c.token },
    });
    expect(revalidated.statusCode, revalidated.body).toBe(200);
    await c.t.deps.queue.drain();
    const again = (await get(`/api/jobs/${jobId}`)).json().result;
    expect(again).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 3 });
    expect(again.inputFiles.map((f: { id: string }) => f.id).sort()).toEqual(
      job.inputFiles.map((f: { id: string }) => f.id).sort(),
    );
  });

  it('fails with job.notEnoughFiles when the archive lacks the data file', async () => {
    const zip = Buffer.from(zipSync({ 'letters.pdf': new Uint8Array(await letterBatch(ADDRESSES)) }));
    const { job } = await depositZip(zip);
    expect(job).toMatchObject({ state: 'PROCESSING_ERROR', errorKey: 'job.notEnoughFiles' });
    expect(job.errorMessage).toContain('Recipients');
  });

  it('refuses archives nested deeper than three levels', async () => {
    let zip = zipSync({ 'letters.pdf': new Uint8Array(await letterBatch(ADDRESSES)) });
    for (let level = 0; level < 3; level++) zip = zipSync({ [`level${level}.zip`]: zip });
    const { job } = await depositZip(Buffer.from(zip));
    expect(job).toMatchObject({ state: 'PROCESSING_ERROR', errorKey: 'archive.tooDeep' });
  });

  it('refuses a zip slip before extracting anything', async () => {
    const zip = Buffer.from(zipSync({ '../evil.pdf': new Uint8Array(await letterBatch(ADDRESSES)) }));
    const { job } = await depositZip(zip);
    expect(job).toMatchObject({ state: 'PROCESSING_ERROR', errorKey: 'archive.pathTraversal' });
    expect(job.inputFiles).toHaveLength(1);
  });
});
