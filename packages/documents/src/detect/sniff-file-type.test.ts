import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { boxAcceptsFileType } from './box-accepts-file-type';
import { sniffFileType, zipFileType } from './sniff-file-type';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sniffFileType', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'application/pdf'],
    ['pdf', bytes('\r\n\u0000junk%PDF-1.4\n'), 'application/pdf'],
    ['zip', zipSync({ 'a.pdf': bytes('%PDF-1.7') }), 'application/zip'],
    ['zip', new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), 'application/zip'],
    [
      'xls',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'application/vnd.ms-excel',
    ],
    ['png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'image/jpeg'],
    ['json', bytes('  {"letters": [{"name": "Müller"}]}'), 'application/json'],
    ['json', bytes('[\n  {"name": "cut off her'), 'application/json'],
    ['csv', bytes('name;city\n"Dupont; Jean";Paris\nMüller;Zürich\n'), 'text/csv'],
    ['text', bytes('000001Müller    Zürich\n000002Dupont    Brest\n'), 'text/plain'],
    ['unknown', new Uint8Array([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff]), 'application/octet-stream'],
  ] as const)('%s', (type, content, mime) => {
    expect(sniffFileType(content)).toMatchObject({ type, mime, nameMismatch: false });
  });

  it('reads a CP-1252 file as text when it is not UTF-8', () => {
    const cp1252 = iconv.encode('Œuvre;Müller;€\nA;B;C\n', 'win1252');
    expect(sniffFileType(cp1252)).toMatchObject({ type: 'csv', encoding: 'CP-1252', separator: ';' });
    expect(sniffFileType(bytes('Œuvre;Müller\nA;B\n'))).toMatchObject({ type: 'csv', encoding: 'UTF-8' });
  });

  it('does not trip on a UTF-8 character cut at the end of the prefix', () => {
    const prefix = bytes('a,b\nc,d\nMü').subarray(0, -1);
    expect(sniffFileType(prefix)).toMatchObject({ type: 'csv', encoding: 'UTF-8', separator: ',' });
  });

  it('tells xlsx from zip by its entries', () => {
    const xlsx = zipSync({
      '[Content_Types].xml': bytes('<Types/>'),
      'xl/workbook.xml': bytes('<workbook/>'),
    });
    expect(sniffFileType(xlsx).type).toBe('xlsx');
    expect(zipFileType(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml'])).toBe('xlsx');
    expect(zipFileType(['[Content_Types].xml', 'word/document.xml'])).toBe('zip');
  });

  it('trusts content over name and flags a renamed file', () => {
    const pdf = bytes('%PDF-1.7\n');
    expect(sniffFileType(pdf, 'letters.csv')).toEqual({
      type: 'pdf',
      mime: 'application/pdf',
      nameMismatch: true,
    });
    expect(sniffFileType(pdf, 'Letters.PDF').nameMismatch).toBe(false);
    expect(sniffFileType(bytes('just one column\nof text\n'), 'list.csv')).toMatchObject({
      type: 'text',
      nameMismatch: false,
    });
    expect(sniffFileType(pdf, 'no-extension').nameMismatch).toBe(false);
    expect(sniffFileType(zipSync({ 'a.txt': bytes('x') }), 'report.xlsx').nameMismatch).toBe(false);
  });
});

describe('boxAcceptsFileType (docs/product.md §5)', () => {
  it('routes zip, pdf and data files to their boxes', () => {
    expect(boxAcceptsFileType('box.ARCHIVE', undefined, 'zip')).toBe(true);
    expect(boxAcceptsFileType('box.ARCHIVE', undefined, 'xlsx')).toBe(false);
    expect(boxAcceptsFileType('box.PDF', undefined, 'pdf')).toBe(true);
    expect(boxAcceptsFileType('box.PDF', undefined, 'zip')).toBe(false);
    expect(boxAcceptsFileType('box.DATA_FILE', 'par.CSV', 'csv')).toBe(true);
    expect(boxAcceptsFileType('box.DATA_FILE', 'par.Seiitra', 'xls')).toBe(true);
    expect(boxAcceptsFileType('box.DATA_FILE', 'par.FixedWidth', 'text')).toBe(true);
    expect(boxAcceptsFileType('box.DATA_FILE', 'par.JSON', 'json')).toBe(true);
    expect(boxAcceptsFileType('box.DATA_FILE', 'par.JSON', 'csv')).toBe(false);
    expect(boxAcceptsFileType('box.DATA_FILE', 'par.FixedWidth', 'xls')).toBe(false);
    expect(boxAcceptsFileType('box.DATA_FILE', 'par.CSV', 'pdf')).toBe(false);
    expect(boxAcceptsFileType('box.DATA_FILE', undefined, 'csv')).toBe(false);
  });
});
