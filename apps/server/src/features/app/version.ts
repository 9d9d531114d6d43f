import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_IN_CLIENT_VERSION, parseVersionText, type AppVersion } from '@postbridge/domain';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

function packageVersion(relative: string): { name: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, relative, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

/** The git checkout's revision, asked once per process (each app built, as in tests, would spawn git again). */
let checkoutRevision: string | undefined;

/** Source revision: `SOURCE_REVISION` when the deployment sets it, else the git checkout's, else 'unknown'. */
function sourceRevision(): string {
  if (process.env.SOURCE_REVISION) return process.env.SOURCE_REVISION;
  checkoutRevision ??= gitRevision();
  return checkoutRevision;
}

function gitRevision(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** Read once at start: versions of the product and of each module, for /app/version. */
export function readAppVersion(): AppVersion {
  const revision = sourceRevision();
  const root = packageVersion('.');
  return {
    version: root.version,
    revision,
    moduleVersions: ['apps/server', 'apps/web', 'packages/domain', 'packages/documents'].map((dir) => {
      const p = packageVersion(dir);
      return { artifactId: p.name, artifactVersion: p.version, scmrevision: revision };
    }),
  };
}

/** The web client version the server ships (the built app's version file), else the built-in one. */
export function latestClientVersion(webDist: string): string {
  try {
    return parseVersionText(fs.readFileSync(path.join(webDist, 'version.txt'), 'utf8')).version;
  } catch {
    return BUILT_IN_CLIENT_VERSION;
  }
}
