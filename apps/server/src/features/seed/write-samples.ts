// `npm run samples`: writes the sample files of the demo services into samples/ (see sample-files.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { sampleFiles } from './sample-files';

const dir = path.resolve(import.meta.dirname, '../../../../../samples');
await fs.mkdir(dir, { recursive: true });
for (const [name, bytes] of Object.entries(await sampleFiles())) {
  await fs.writeFile(path.join(dir, name), bytes);
  console.log(`${path.join('samples', name)} (${bytes.length} bytes)`);
}
