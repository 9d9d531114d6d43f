import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parseSecretsKey, secretBox, secretBoxOf, SecretBoxError } from './secret-box';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
  dirs.push(dir);
  return dir;
};

describe('secret box', () => {
  const box = secretBox(randomBytes(32));

  it('opens what it sealed, and the sealed text neither shows the secret nor repeats itself', () => {
    const sealed = box.seal('provider-secret-0123456789');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('provider-secret');
    expect(box.seal('provider-secret-0123456789')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('provider-secret-0123456789');
    expect(box.open(box.seal('ünïcødé שלום'))).toBe('ünïcødé שלום');
  });

  it('refuses a changed text', () => {
    const [format, iv, tag, data] = box.seal('provider-secret-0123456789').split(':') as [
      string,
      string,
      string,
      string,
    ];
    const bytes = Buffer.from(data, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => box.open([format, iv, tag, bytes.toString('base64')].join(':'))).toThrow(SecretBoxError);
    expect(() => box.open(['v2', iv, tag, data].join(':'))).toThrow(SecretBoxError);
    expect(() => box.open('provider-secret-0123456789')).toThrow(SecretBoxError);
  });

  it('refuses another key', () => {
    const sealed = box.seal('provider-secret-0123456789');
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow(SecretBoxError);
  });

  it('reads SECRETS_KEY in hex or base64, and the configuration refuses another length', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey('abcd')).toBeNull();
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow(/SECRETS_KEY="\*\*\*"/);
    expect(loadConfig({ SECRETS_KEY: key.toString('hex') }).secretsKey).toBe(key.toString('hex'));
  });

  it('uses SECRETS_KEY when given: two machines with the same key open each other’s secrets', async () => {
    const secretsKey = randomBytes(32).toString('base64');
    const a = await secretBoxOf({ secretsKey, dataDir: tempDir() });
    const b = await secretBoxOf({ secretsKey, dataDir: tempDir() });
    expect(b.open(a.seal('shared-secret-0123456789'))).toBe('shared-secret-0123456789');
  });

  it('else draws a key once into DATA_DIR/secrets.key (0600) and keeps using it', async () => {
    const dataDir = tempDir();
    const sealed = (await secretBoxOf({ secretsKey: null, dataDir })).seal('drawn-key-secret-0123');
    const file = path.join(dataDir, 'secrets.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(parseSecretsKey(fs.readFileSync(file, 'utf8'))).not.toBeNull();
    expect(fs.readFileSync(file, 'utf8')).not.toContain('drawn-key-secret');
    // Another data folder draws another key: the secret does not open there.
    const other = await secretBoxOf({ secretsKey: null, dataDir: tempDir() });
    expect(() => other.open(sealed)).toThrow(SecretBoxError);
    expect((await secretBoxOf({ secretsKey: null, dataDir })).open(sealed)).toBe('drawn-key-secret-0123');
  });
});
