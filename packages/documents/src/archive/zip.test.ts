import type { Readable } from 'node:stream';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { extractZipEntries } from './extract-zip';
import { inspectZip } from './inspect-zip';

const text = (s: string) => new TextEncoder().encode(s);

/** Offsets of the central directory headers (signature PK\x01\x02) of a ZIP without comments. */
function centralHeaders(zip: Uint8Array): number[] {
  const offsets: number[] = [];
  for (let i = 0; i + 4 <= zip.length; i += 1) {
    if (zip[i] === 0x50 && zip[i + 1] === 0x4b && zip[i + 2] === 0x01 && zip[i + 3] === 0x02) offsets.push(i);
  }
  return offsets;
}

/** Rewrites the declared uncompressed size of every entry, in the local and central headers alike. */
function lieAboutSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (const central of centralHeaders(out)) {
    view.setUint32(central + 24, size, true);
    view.setUint32(view.getUint32(central + 42, true) + 22, size, true);
  }
  return out;
}

async function readAllEntries(zip: Uint8Array, limits = {}) {
  const files: Record<string, string> = {};
  await extractZipEntries(
    zip,
    async (entry, stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      files[entry.name] = Buffer.concat(chunks).toString('utf8');
    },
    limits,
  );
  return files;
}

const dir = await mkdtemp(join(tmpdir(), 'pb-zip-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('inspectZip and extractZipEntries on a normal archive', () => {
  const zip = zipSync({
    letters: {},
    'letters/a.pdf': text('%PDF-1.7 a'),
    'data.csv': text('x;y\n'.repeat(100)),
  });

  it('lists entries from the central directory, from a buffer or a path', async () => {
    const path = join(dir, 'normal.zip');
    await writeFile(path, zip);
    for (const source of [zip, path]) {
      const inspection = await inspectZip(source);
      expect(inspection.entries.map((e) => [e.name, e.isDirectory, e.uncompressedSize])).toEqual([
        ['letters/', true, 0],
        ['letters/a.pdf', false, 10],
        ['data.csv', false, 400],
      ]);
      expect(inspection.totalUncompressedBytes).toBe(410);
    }
  });

  it('streams each file entry and skips directories', async () => {
    expect(await readAllEntries(zip)).toEqual({
      'letters/a.pdf': '%PDF-1.7 a',
      'data.csv': 'x;y\n'.repeat(100),
    });
  });

  it('lets a handler skip an entry without reading it', async () => {
    const names: string[] = [];
    await extractZipEntries(zip, async (entry) => {
      names.push(entry.name);
    });
    expect(names).toEqual(['letters/a.pdf', 'data.csv']);
  });
});

describe('unsafe archives are refused before extraction', () => {
  const refused = async (files: Zippable, code: string, limits = {}) => {
    const zip = zipSync(files);
    let extracted = 0;
    const run = extractZipEntries(
      zip,
      async () => {
        extracted += 1;
      },
      limits,
    );
    await expect(run).rejects.toMatchObject({ code });
    await expect(inspectZip(zip, limits)).rejects.toMatchObject({ code });
    expect(extracted).toBe(0);
  };

  it.each([
    ['../evil', 'archive.pathTraversal'],
    ['docs/../../evil', 'archive.pathTraversal'],
    ['/abs', 'archive.absolutePath'],
    ['C:/Windows/x', 'archive.absolutePath'],
    ['C:\\x', 'archive.backslash'],
    ['..\\evil', 'archive.backslash'],
    ['a\u0000.pdf', 'archive.invalidName'],
  ])('name %j → %s', async (name, code) => {
    await refused({ 'ok.txt': text('fine'), [name]: text('x') }, code);
  });

  it('names the entry in the error', async () => {
    await expect(inspectZip(zipSync({ '../evil': text('x') }))).rejects.toMatchObject({
      message: 'Unsafe entry name "../evil"',
      details: { name: '../evil' },
    });
  });

  it('refuses a symbolic link', async () => {
    await refused(
      { link: [text('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] },
      'archive.symlink',
    );
  });

  it('refuses names that collide once extracted', async () => {
    await refused({ 'Letter.pdf': text('a'), 'letter.pdf': text('b') }, 'archive.duplicateName');
  });

  it('refuses too many entries, by default above 10,000', async () => {
    const many: Zippable = {};
    for (let i = 0; i <= 10_000; i += 1) many[`f${i}`] = text('');
    await refused(many, 'archive.tooManyEntries');
    await refused({ a: text(''), b: text(''), c: text('') }, 'archive.tooManyEntries', { maxEntries: 2 });
  }, 30_000);

  it('refuses a declared total above the limit', async () => {
    await refused({ a: text('x'.repeat(600)), b: text('y'.repeat(600)) }, 'archive.tooLarge', {
      maxTotalBytes: 1000,
    });
  });

  it('refuses a high-ratio entry (50 MB of zeros)', async () => {
    const zip = zipSync({ 'zeros.bin': [new Uint8Array(50 * 1024 * 1024), { level: 9 }] });
    await expect(inspectZip(zip)).rejects.toMatchObject({
      code: 'archive.compressionRatio',
      details: { name: 'zeros.bin' },
    });
  }, 30_000);

  it('lets small repetitive files through the ratio check', async () => {
    await expect(inspectZip(zipSync({ 'blank.txt': text('\n'.repeat(100_000)) }))).resolves.toBeDefined();
  });

  it('refuses an encrypted entry', async () => {
    const zip = zipSync({ 'secret.txt': text('s') });
    const central = centralHeaders(zip)[0] as number;
    zip[central + 8] = (zip[central + 8] as number) | 0x01;
    await expect(inspectZip(zip)).rejects.toMatchObject({ code: 'archive.encrypted' });
  });

  it('refuses bytes that are not a ZIP', async () => {
    await expect(inspectZip(text('not a zip at all, sorry'))).rejects.toMatchObject({
      code: 'archive.invalid',
    });
  });
});

describe('a lying size header does not get past extraction', () => {
  const zip = zipSync({ 'big.txt': text('A'.repeat(1_000_000)) });

  it('stops an entry that inflates past its declared size', async () => {
    const liar = lieAboutSize(zip, 100);
    await expect(inspectZip(liar)).resolves.toMatchObject({ totalUncompressedBytes: 100 });
    let received = 0;
    const run = extractZipEntries(liar, async (_entry, stream) => {
      for await (const chunk of stream) received += (chunk as Buffer).length;
    });
    await expect(run).rejects.toMatchObject({
      code: 'archive.sizeMismatch',
      details: { name: 'big.txt', declared: 100 },
    });
    expect(received).toBeLessThanOrEqual(100);
  });

  it('fails even when the handler ignores the stream error', async () => {
    const run = extractZipEntries(lieAboutSize(zip, 100), async (_entry, stream: Readable) => {
      await new Promise((resolve) => stream.once('close', resolve).resume());
    });
    await expect(run).rejects.toMatchObject({ code: 'archive.sizeMismatch' });
  });

  it('notices an entry shorter than declared', async () => {
    // The ratio check would catch this one first; lift it to reach the streaming check.
    await expect(readAllEntries(lieAboutSize(zip, 2_000_000), { maxRatio: 1e9 })).rejects.toMatchObject({
      code: 'archive.sizeMismatch',
      details: { declared: 2_000_000, actual: 1_000_000 },
    });
  });
});
