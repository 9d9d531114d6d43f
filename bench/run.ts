// `npm run bench -- <name>` runs bench/<name>.bench.ts; without a name it lists them.
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const available = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''));
const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.error(`Usage: npm run bench -- <name>   (available: ${available.join(', ')})`);
  process.exit(name ? 2 : 0);
}
const mod = (await import(path.join(dir, `${name}.bench.ts`))) as { run: () => Promise<void> };
await mod.run();
