import { expect, it } from 'vitest';
import { cleanFileName } from './store-file';

it('keeps the last path segment of a file name, without control characters', () => {
  expect(cleanFileName('C:\\Users\\ada\\letters.pdf')).toBe('letters.pdf');
  expect(cleanFileName('../../etc/passwd')).toBe('passwd');
  expect(cleanFileName('bad\u0000na\u001fme\u007f.csv')).toBe('badname.csv');
  expect(cleanFileName('   ')).toBe('file');
  expect(cleanFileName('a'.repeat(300))).toHaveLength(255);
});
