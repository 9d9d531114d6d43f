import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { attachedEvidenceJson } from './evidence-pdf';
import { verifyEvidence } from './verify-evidence';

// `npm run verify-evidence -- <file.json|file.pdf> [--public-key <key or URL>]` (docs/api.md "Evidence files"):
// checks an evidence file offline (a URL given as the key is the only thing fetched) and prints one verdict per
// check. Exit code 0: every check passed; 1: a check failed; 2: the command could not run (usage, unreadable file).

const USAGE = 'usage: npm run verify-evidence -- <file.json|file.pdf> [--public-key <key, PEM file or URL>]';

async function keyFrom(value: string): Promise<string> {
  if (/^https?:\/\//.test(value)) {
    const response = await fetch(value);
    if (!response.ok) throw new Error(`${value} answered ${response.status}`);
    const body = (await response.json()) as { result?: { publicKey?: string }; publicKey?: string };
    const key = body.result?.publicKey ?? body.publicKey;
    if (!key) throw new Error(`${value} answered no publicKey`);
    return key;
  }
  if (!value.startsWith('-----BEGIN') && /[/\\.]/.test(value) && !/^[A-Za-z0-9_-]{43}=?$/.test(value)) {
    return fs.readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), value), 'utf8');
  }
  return value;
}

async function main(args: readonly string[], out: (line: string) => void): Promise<number> {
  const keyAt = args.indexOf('--public-key');
  const pinned = keyAt >= 0 ? args[keyAt + 1] : undefined;
  const files = args.filter((_, i) => i !== keyAt && i !== keyAt + 1);
  if (files.length !== 1 || (keyAt >= 0 && !pinned)) {
    out(USAGE);
    return 2;
  }
  // `npm run` starts in the project's folder; a relative path is the caller's.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  let text: string | null;
  try {
    const bytes = await fs.readFile(file);
    const isPdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
    text = isPdf ? await attachedEvidenceJson(bytes) : bytes.toString('utf8');
    if (isPdf)
      out(
        `${text === null ? 'FAIL' : 'ok  '}  attachment: ${text === null ? 'the PDF has no evidence.json attached' : 'evidence.json extracted from the PDF'}`,
      );
  } catch (err) {
    out(`cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  if (text === null) return 1;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    out('FAIL  format: not JSON');
    return 1;
  }
  let pinnedKey: string | undefined;
  try {
    pinnedKey = pinned === undefined ? undefined : await keyFrom(pinned);
  } catch (err) {
    out(`cannot read the public key: ${(err as Error).message}`);
    return 2;
  }
  const verdict = verifyEvidence(json, pinnedKey === undefined ? {} : { pinnedKey });
  for (const c of verdict.checks) out(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`);
  out(
    verdict.ok
      ? 'VERIFIED: the evidence file is intact and signed.'
      : 'NOT VERIFIED: see the checks marked FAIL.',
  );
  return verdict.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), (line) => console.log(line)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(2);
    },
  );
}
