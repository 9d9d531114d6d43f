import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already, source maps only read by devtools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/i;
/** Below this size the saving does not pay for the extra file. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside a file, each only when smaller than the file itself. */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await fs.readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  if (br.length < bytes.length) await fs.writeFile(`${file}.br`, br);
  if (gzipped.length < bytes.length) await fs.writeFile(`${file}.gz`, gzipped);
}

/**
 * Compresses the built files once, at build time, with brotli and gzip at their best levels: the server sends the
 * variant the browser accepts (`preCompressed` of @fastify/static) and never compresses per request.
 */
export function precompress(): Plugin {
  return {
    name: 'postbridge-precompress',
    apply: 'build',
    // The files of this build only (not whatever else the folder holds), once they are written.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(dir, name))));
    },
  };
}
