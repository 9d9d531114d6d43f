import { describe, expect, it } from 'vitest';
import { en } from './en';
import { LOCALES, labelsFor } from './index';

// Message keys produced outside the validation rules, each shown through its issue.<key> label:
// postal address check failures (packages/documents/src/address/check-postal-address.ts), document errors
// (DocumentError.code in packages/documents/src/pdf, data and archive) and job processing errors
// (apps/server/src/features/jobs/process-job.ts). Placeholders name the DocumentError details.
const ADDRESS_KEYS = [
  'address.notExtracted',
  'address.invalidFormat',
  'address.tooManyLines',
  'address.unknownCountry',
  'address.countryNotHandled',
  'address.countryUndetected',
  'address.twoCountryLines',
  'address.postcodeCountryMismatch',
  'address.incomplete',
  'address.lineTooLong',
];
const PDF_KEYS = [
  'pdf.encrypted',
  'pdf.invalid',
  'pdf.pageOutOfRange',
  'pdf.invalidArea',
  'pdf.invalidThumbnailWidth',
  'split.invalidConfig',
];
const DATA_KEYS = [
  'data.config',
  'data.encoding',
  'data.lineTooLong',
  'data.columnCount',
  'data.lineLength',
  'data.missingColumn',
  'data.syntax',
  'data.jsonPointer',
  'data.tooLarge',
];
const ARCHIVE_KEYS = [
  'archive.invalid',
  'archive.tooManyEntries',
  'archive.tooLarge',
  'archive.compressionRatio',
  'archive.pathTraversal',
  'archive.absolutePath',
  'archive.backslash',
  'archive.invalidName',
  'archive.duplicateName',
  'archive.symlink',
  'archive.encrypted',
  'archive.unsupportedCompression',
  'archive.sizeMismatch',
  'archive.tooDeep',
];
const JOB_KEYS = [
  'job.noPackGroups',
  'job.unknownService',
  'job.processingFailed',
  'job.recordCountMismatch',
  'job.archiveEntryUnplaced',
  'job.orphan.noMatch',
  'job.orphan.duplicate',
  'service.file.unknown',
  'service.file.unknownBox',
  'schema.invalid',
];

const KEYS = [...ADDRESS_KEYS, ...PDF_KEYS, ...DATA_KEYS, ...ARCHIVE_KEYS, ...JOB_KEYS];
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe('issue labels of address, document and job errors', () => {
  it('has an English issue.<key> label for every key', () => {
    const missing = KEYS.filter((key) => !(`issue.${key}` in en));
    expect(missing).toEqual([]);
  });

  it('has a translation in every interface language', () => {
    for (const { code } of LOCALES) {
      const labels = labelsFor(code) as Record<string, string>;
      for (const key of KEYS) expect(labels[`issue.${key}`]?.trim(), `${code} ${key}`).toBeTruthy();
    }
  });

  it('uses the details the producers pass as placeholders', () => {
    const texts = en as Record<string, string>;
    expect(placeholders(texts['issue.data.columnCount'] ?? '')).toEqual(['{expected}', '{found}', '{line}']);
    expect(placeholders(texts['issue.data.syntax'] ?? '')).toEqual(['{line}']);
    expect(placeholders(texts['issue.archive.duplicateName'] ?? '')).toEqual(['{name}', '{previous}']);
    expect(placeholders(texts['issue.pdf.encrypted'] ?? '')).toEqual([]);
    expect(texts['issue.pdf.encrypted']).toMatch(/encrypted or protected/);
  });
});
