import { describe, expect, it } from 'vitest';
import { decodeIppAnswer } from '../../../platform/ipp/ipp-client';
import { attribute, encodeIppResponse, TAG } from '../../../platform/ipp/ipp-message';
import { endOf, IPP_PRINTED_STATUS, nextLookAt } from './ipp-job-follow';
import { jobReference, parseJobReference } from './ipp-print';
import {
  jobTemplateOf,
  mediaOf,
  printerFactsOf,
  printerProblem,
  usesCreateJob,
  type JobFacts,
  type PrinterFacts,
} from './ipp-printer';

const answer = (printer: ReturnType<typeof attribute>[]) =>
  decodeIppAnswer(
    encodeIppResponse({ version: { major: 1, minor: 1 }, requestId: 1 }, 0, 'ok', [
      { tag: TAG.printer, attributes: printer },
    ]),
  );

const facts = (change: Partial<PrinterFacts> = {}): PrinterFacts => ({
  state: 3,
  stateReasons: ['none'],
  stateMessage: null,
  acceptingJobs: true,
  formats: ['application/pdf'],
  operations: [2, 5, 6, 9, 10, 11],
  sides: ['one-sided', 'two-sided-long-edge'],
  media: ['iso_a4_210x297mm', 'na_letter_8.5x11in'],
  colourModes: ['monochrome', 'color'],
  ...change,
});

describe('printerFactsOf', () => {
  it('reads what printing a PDF needs from Get-Printer-Attributes', () => {
    const read = printerFactsOf(
      answer([
        attribute(TAG.enum, 'printer-state', 5),
        attribute(TAG.keyword, 'printer-state-reasons', ['media-empty-error', 'cover-open']),
        attribute(TAG.boolean, 'printer-is-accepting-jobs', false),
        attribute(TAG.mimeMediaType, 'document-format-supported', [
          'application/octet-stream',
          'Application/PDF',
        ]),
        attribute(TAG.enum, 'operations-supported', [2, 9, 11]),
        attribute(TAG.keyword, 'sides-supported', ['one-sided']),
        attribute(TAG.keyword, 'media-supported', ['iso_a4_210x297mm']),
      ]),
    );
    expect(read).toMatchObject({
      state: 5,
      stateReasons: ['media-empty-error', 'cover-open'],
      acceptingJobs: false,
      formats: ['application/octet-stream', 'application/pdf'],
      operations: [2, 9, 11],
      sides: ['one-sided'],
      media: ['iso_a4_210x297mm'],
      colourModes: [],
    });
  });
});

describe('printerProblem', () => {
  it('refuses a printer without PDF, waits for one stopped or not accepting jobs', () => {
    expect(printerProblem(facts())).toBeNull();
    expect(printerProblem(facts({ formats: ['image/pwg-raster'] }))).toEqual({
      kind: 'refuse',
      reason: 'The printer does not print PDF (its document-format-supported: image/pwg-raster).',
    });
    expect(printerProblem(facts({ acceptingJobs: false, stateReasons: ['paused'] }))).toEqual({
      kind: 'wait',
      reason: 'The printer is not accepting jobs (paused).',
    });
    expect(
      printerProblem(facts({ state: 5, stateReasons: ['media-jam'], stateMessage: 'Jam in tray 2' })),
    ).toEqual({ kind: 'wait', reason: 'The printer is stopped (media-jam): Jam in tray 2.' });
  });
});

describe('jobTemplateOf', () => {
  it('asks one copy, long-edge duplex for recto-verso, the paper and colour the printer lists', () => {
    expect(jobTemplateOf(facts(), { pageFormat: 'A4', duplex: true, colour: 'BLACK_AND_WHITE' })).toEqual([
      { tag: TAG.integer, name: 'copies', value: [1] },
      { tag: TAG.keyword, name: 'sides', value: ['two-sided-long-edge'] },
      { tag: TAG.keyword, name: 'media', value: ['iso_a4_210x297mm'] },
      { tag: TAG.keyword, name: 'print-color-mode', value: ['monochrome'] },
    ]);
    expect(jobTemplateOf(facts(), { pageFormat: 'US_LETTER_LANDSCAPE', duplex: false })).toEqual([
      { tag: TAG.integer, name: 'copies', value: [1] },
      { tag: TAG.keyword, name: 'sides', value: ['one-sided'] },
      { tag: TAG.keyword, name: 'media', value: ['na_letter_8.5x11in'] },
    ]);
  });

  it('leaves out what the printer does not list', () => {
    const plain = facts({ sides: [], media: ['na_letter_8.5x11in'], colourModes: ['monochrome'] });
    expect(jobTemplateOf(plain, { pageFormat: 'A3', duplex: true, colour: 'COLOR' })).toEqual([
      { tag: TAG.integer, name: 'copies', value: [1] },
    ]);
    expect(mediaOf('SRA3')).toBe('iso_sra3_320x450mm');
    expect(mediaOf('B5')).toBeNull();
  });
});

describe('usesCreateJob', () => {
  it('uses Create-Job and Send-Document only when the printer lists both', () => {
    expect(usesCreateJob(facts())).toBe(true);
    expect(usesCreateJob(facts({ operations: [2, 5, 9, 11] }))).toBe(false);
  });
});

describe('job ends', () => {
  const job = (change: Partial<JobFacts>): JobFacts => ({
    jobId: 12,
    jobUri: 'ipp://p/ipp/print/12',
    name: 'D-001.pdf',
    state: 5,
    stateReasons: ['job-printing'],
    stateMessage: null,
    impressionsCompleted: 3,
    sheetsCompleted: null,
    ...change,
  });

  it('completed is printed (600), canceled and aborted are -700 with the printer’s reasons', () => {
    expect(endOf(job({ state: 5 }))).toBeNull();
    expect(endOf(job({ state: 6, stateReasons: ['media-jam'] }))).toBeNull();
    expect(endOf(job({ state: 9, stateReasons: ['job-completed-successfully'] }))).toMatchObject({
      statusCode: IPP_PRINTED_STATUS,
      outcome: 'printed',
      error: null,
      details: { jobId: 12, jobState: 'completed', impressionsCompleted: 3 },
    });
    expect(
      endOf(job({ state: 8, stateReasons: ['aborted-by-system'], stateMessage: 'Out of toner' })),
    ).toMatchObject({
      statusCode: -700,
      outcome: 'aborted',
      error: 'The printer aborted job 12 (aborted-by-system): Out of toner.',
    });
    expect(endOf(job({ state: 7, stateReasons: ['job-canceled-by-operator'] }))?.error).toBe(
      'The printer canceled job 12 (job-canceled-by-operator).',
    );
  });

  it('looks again sooner first, then at most every IPP_POLL_MAX_SECONDS', () => {
    const settings = { ippPollSeconds: 5, ippPollMaxSeconds: 30 } as Parameters<typeof nextLookAt>[2];
    const now = new Date('2026-11-28T10:00:00Z');
    const after = (poll: number) => (nextLookAt(now, poll, settings).getTime() - now.getTime()) / 1000;
    expect([0, 1, 2, 3, 10].map(after)).toEqual([5, 10, 20, 30, 30]);
  });

  it('keeps the job of a claim as ipp-job:<id>@<printer>', () => {
    const reference = jobReference(17, 'ipp://cups.example:631/printers/office');
    expect(reference).toBe('ipp-job:17@ipp://cups.example:631/printers/office');
    expect(parseJobReference(reference)).toEqual({
      jobId: 17,
      printerUri: 'ipp://cups.example:631/printers/office',
    });
    expect(parseJobReference('S20261128-0123456789')).toBeNull();
    expect(parseJobReference(null)).toBeNull();
  });
});
