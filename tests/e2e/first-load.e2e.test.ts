import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoad as entryClosure } from '../../apps/web/build/first-load';
import { baseUrl } from './api';

// The weight of the first download (issue 19, apps/web/build/first-load.ts) and how the server sends it:
// precompressed, cached for a year when hashed, the page always revalidated.

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const BUDGET_BYTES = 200 * 1024;
const firstLoad = () => entryClosure(dist);

describe('the first download', () => {
  it('holds at most 200 KB of gzipped script before the first screen renders', async () => {
    const { files, gzipBytes } = await firstLoad();
    console.log(`first load: ${files.length} scripts, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
    expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
    // None of it is a label catalogue or the contract's schemas: they come when a screen needs them.
    for (const file of files) {
      const text = await fs.readFile(path.join(dist, file), 'utf8');
      expect(text, file).not.toContain('Druckertoken');
      expect(text, file).not.toContain('ZodError');
    }
  });

  it('is sent precompressed, hashed files kept a year, the page revalidated, HEAD as GET', async () => {
    const { files } = await firstLoad();
    const script = await fetch(`${baseUrl}/${files[0]}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${baseUrl}/home`, { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});
