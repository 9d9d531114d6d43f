import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  lettersContext,
  saveServiceForSenders,
  postDeposit,
  type FilePart,
  type LettersContext,
} from '../../test/deposits';
import { userIdOf } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import { demoLettersService } from '../seed/demo-service';

let c: LettersContext;
let serviceId: string;

const ADDRESSES = [
  ['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS'],
  ['M. Bruno Petit', '3 avenue Jean Jaurès', '69007 LYON'],
];

/** The demo Letters service with a data-file box: one CSV record per letter, read by position. */
async function saveLettersWithData(): Promise<string> {
  const { ouId } = await userIdOf(c.t.deps.db, 'admin');
  const demo = demoLettersService(ouId);
  const service = {
    ...demo,
    name: 'Letters with data',
    boxes: [
      ...demo.boxes,
      { name: 'archive', label: 'Archive', boxType: 'box.ARCHIVE', minElements: 0, maxElements: 1 },
      {
        name: 'overlay',
        label: 'Letterhead',
        boxType: 'box.PDF',
        appositions: true,
        minElements: 0,
        maxElements: 1,
      },
      {
        name: 'data',
        label: 'Data',
        boxType: 'box.DATA_FILE',
        minElements: 0,
        maxElements: 1,
        parserConfiguration: {
          kind: 'par.CSV',
          encoding: 'UTF-8',
          separator: ';',
          headerPresent: true,
          usedColumnNames: null,
          metadataMapping: { '0': 'email', '1': 'reference' },
        },
      },
    ],
    serviceMetadatas: [
      {
        type: 'TEXT',
        name: 'reference',
        label: 'Customer reference',
        properties: { validation: 'REF-\\d+' },
      },
    ],
    packRequirements: {
      ...demo.packRequirements,
      content: [
        {
          kind: 'data',
          name: 'customerReference',
          type: 'text',
          content: { kind: 'dataFileValue', column: 'reference', boxName: 'data' },
        },
      ],
    },
  };
  return saveServiceForSenders(c, service);
}

beforeEach(async () => {
  c = await lettersContext();
  serviceId = await saveLettersWithData();
});
afterEach(async () => {
  await c.t.close();
});

const get = (url: string) => c.t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': c.token } });

async function depositWithCsv(csv: string, more: FilePart[] = []) {
  const created = await postDeposit(c, { serviceId, jobName: 'With data' }, [
    { field: 'file.letters.0', name: 'letters.pdf', content: await letterBatch(ADDRESSES) },
    { field: 'file.data.0', name: 'recipients.csv', content: Buffer.from(csv) },
    ...more,
  ]);
  expect(created.statusCode, created.body).toBe(200);
  const jobId = created.json().result.id as string;
  await c.t.deps.queue.drain();
  return { jobId, job: (await get(`/api/jobs/${jobId}`)).json().result };
}

describe('a deposit with a data file', () => {
  it('gives record N to pack group N: its values in the metadata and in the expressions', async () => {
    const { jobId, job } = await depositWithCsv(
      'email;reference\nada@example.org;REF-1\nbruno@example.org;REF-2\n',
    );
    expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 2, errorMessage: null });
    const stored = await c.t.deps.db
      .selectFrom('pack_group')
      .select('metadata')
      .where('job_id', '=', jobId)
      .orderBy('position')
      .execute();
    expect(stored.map((g) => JSON.parse(g.metadata ?? 'null'))).toEqual([
      { email: 'ada@example.org', reference: 'REF-1' },
      { email: 'bruno@example.org', reference: 'REF-2' },
    ]);
    const groups = (await get(`/api/jobs/${jobId}/packGroups`)).json().result;
    expect(
      groups.map(
        (g: { requirements: Record<string, { value: string }> }) => g.requirements.customerReference?.value,
      ),
    ).toEqual(['REF-1', 'REF-2']);
  });

  it('fails with job.recordCountMismatch when the records and the documents differ in number', async () => {
    const { job } = await depositWithCsv(
      'email;reference\na@example.org;1\nb@example.org;2\nc@example.org;3\n',
    );
    expect(job).toMatchObject({
      state: 'PROCESSING_ERROR',
      packGroupCount: 0,
      errorKey: 'job.recordCountMismatch',
    });
  });

  it('lays the apposition on every pack group and checks the metadata against its definitions', async () => {
    const { jobId, job } = await depositWithCsv(
      'email;reference\nada@example.org;REF-1\nbruno@example.org;R2\n',
      [{ field: 'apposition.overlay.0', name: 'letterhead.pdf', content: await letterBatch([['Head']]) }],
    );
    expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 2 });
    const overlay = job.inputFiles.find((f: { apposition: boolean }) => f.apposition);
    const groups = (await get(`/api/jobs/${jobId}/packGroups`)).json().result;
    for (const group of groups) {
      expect(group.packs.map((p: { kind: string; inputFileId: string }) => [p.kind, p.inputFileId])).toEqual([
        ['DOCUMENT', group.inputFileId],
        ['DATA_RECORD', job.inputFiles.find((f: { boxName: string }) => f.boxName === 'data').id],
        ['APPOSITION', overlay.id],
      ]);
    }
    expect(groups[0].metadataIssues).toEqual([]);
    expect(groups[1].metadataIssues).toEqual([
      expect.objectContaining({ key: 'metadata.pattern', path: 'metadata.reference' }),
    ]);
  });

  it('fails with the data error of a bad line', async () => {
    const { job } = await depositWithCsv('email;reference\na@example.org;1\nb@example.org;2;extra\n');
    expect(job).toMatchObject({ state: 'PROCESSING_ERROR', packGroupCount: 0, errorKey: 'data.columnCount' });
    expect(job.errorMessage).toContain('3');
  });
});

describe('a deposit with an archive', () => {
  it('fails with the names of the files no box accepts, and keeps the archive downloadable', async () => {
    const zip = Buffer.from(zipSync({ 'notes/readme.json': strToU8('{"a":1}') }));
    const created = await postDeposit(c, { serviceId, jobName: 'With archive' }, [
      { field: 'file.letters.0', name: 'letters.pdf', content: await letterBatch(ADDRESSES.slice(0, 1)) },
      { field: 'file.archive.0', name: 'more.zip', content: zip },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    await c.t.deps.queue.drain();
    const job = (await get(`/api/jobs/${created.json().result.id}`)).json().result;
    expect(job).toMatchObject({ state: 'PROCESSING_ERROR', errorKey: 'job.archiveEntryUnplaced' });
    expect(job.errorMessage).toContain('notes/readme.json');
    const archive = job.inputFiles.find((f: { name: string }) => f.name === 'more.zip');
    const download = await get(`/api/jobs/inputFile/${archive.id}`);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, zip)).toBe(0);
  });
});
