import { describe, expect, it } from 'vitest';
import { DocumentError } from '../errors';
import { openPdf } from './open-pdf';
import { buildLetterBatch, encryptPdf } from './testing/letter-batch';

function refusal(bytes: Uint8Array): DocumentError {
  try {
    openPdf(bytes).close();
  } catch (error) {
    if (error instanceof DocumentError) return error;
    throw error;
  }
  throw new Error('expected openPdf to refuse the bytes');
}

describe('openPdf', () => {
  it('opens a PDF and counts its pages', async () => {
    const handle = openPdf(await buildLetterBatch([2, 1]));
    expect(handle.pageCount).toBe(3);
    handle.close();
  });

  it('refuses a PDF that needs a password with pdf.encrypted', async () => {
    const error = refusal(encryptPdf(await buildLetterBatch([1]), { user: 'secret', owner: 'owner' }));
    expect(error.code).toBe('pdf.encrypted');
    expect(error.details.passwordRequired).toBe(true);
  });

  it('refuses a protected PDF (owner password only) with pdf.encrypted', async () => {
    const error = refusal(encryptPdf(await buildLetterBatch([1]), { owner: 'owner' }));
    expect(error.code).toBe('pdf.encrypted');
    expect(error.details.passwordRequired).toBe(false);
  });

  it('refuses random bytes and a truncated header with pdf.invalid', () => {
    const random = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251);
    expect(refusal(random).code).toBe('pdf.invalid');
    expect(refusal(new TextEncoder().encode('%PDF-1.7\nnot really a pdf')).code).toBe('pdf.invalid');
    expect(refusal(new Uint8Array()).code).toBe('pdf.invalid');
  });
});
