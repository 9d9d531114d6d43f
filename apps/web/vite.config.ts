import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { BUILT_IN_CLIENT_VERSION } from '../../packages/domain/src/constants.ts';

// The revision is the git short sha, or 'dev' outside a git checkout.

function gitRevision(): string {
  try {
    return (
      execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || 'dev'
    );
  } catch {
    return 'dev';
  }
}

/**
 * Writes the front-end version file of docs/product.md §7 (`version (revision)`), fetched by the version
 * dialog.
 */
function versionFile(text: string): Plugin {
  return {
    name: 'postbridge-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.txt', source: `${text}\n` });
    },
  };
}

const revision = gitRevision();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), versionFile(`${BUILT_IN_CLIENT_VERSION} (${revision})`), precompress()],
  define: { __CLIENT_REVISION__: JSON.stringify(revision) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which files the entry loads at once (the first-load weight test reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // The start-up words, shared by the first download and the English catalogue (loaded on demand): on their
            // own, or the bundler puts them in the catalogue's chunk and the first download takes all of it.
            { name: 'boot-labels', test: /packages[\\/]domain[\\/]src[\\/]labels[\\/]boot\.ts$/ },
            // Password strength (zxcvbn and its dictionaries): loaded by the password forms only, never at start.
            { name: 'zxcvbn', test: /node_modules[\\/]@zxcvbn-ts[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  preview: { proxy: { '/api': 'http://localhost:8080' } },
});
