import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The weight of the first download (issue 19): what the browser must fetch before the first screen can render —
// the entry script and every script it imports statically, read from the build's manifest. Used by the
// first-load test (tests/e2e) and the web benchmark (bench/web.bench.ts).

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The entry's static import closure in a build folder: its files and their total size gzipped at level 9. */
export async function firstLoad(dist: string): Promise<{ files: string[]; gzipBytes: number }> {
  const manifest = JSON.parse(await fs.readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]!.imports ?? []));
  }
  const files = [...seen].map((key) => manifest[key]!.file);
  let gzipBytes = 0;
  for (const file of files)
    gzipBytes += gzipSync(await fs.readFile(path.join(dist, file)), { level: 9 }).length;
  return { files, gzipBytes };
}
