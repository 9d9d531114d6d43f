import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

// Short secrets kept in the database (a channel's provider secret) are stored encrypted (docs/security.md
// "Secrets at rest"): AES-256-GCM with a key that is NOT in the database: SECRETS_KEY of the configuration, else a
// key drawn once and kept in DATA_DIR/secrets.key (mode 0600), the rule of the drawn tracking secrets. A copy of
// the database alone reveals nothing. The stored text names its format (`v1:`), so that a later key rotation can
// tell old from new.

const FORMAT = 'v1';
const IV_BYTES = 12;
const KEY_FILE = 'secrets.key';

/** The key was not the one the text was sealed with, or the text was changed: nothing is answered. */
export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError';
}

type SecretBox = {
  seal: (clear: string) => string;
  open: (sealed: string) => string;
};

/** A box over a 32-byte key. */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  return {
    seal(clear) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [FORMAT, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(':');
    },
    open(sealed) {
      const [format, iv, tag, data, ...rest] = sealed.split(':');
      if (format !== FORMAT || !iv || !tag || data === undefined || rest.length) {
        throw new SecretBoxError('not a sealed secret of a known format');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretBoxError('the sealed secret does not open with this key');
      }
    },
  };
}

/** A key of SECRETS_KEY: 64 hex digits, or 32 bytes in base64. Null when the text is neither. */
export function parseSecretsKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value)) {
    const key = Buffer.from(value, 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

const boxes = new Map<string, Promise<SecretBox>>();

/**
 * The box of this configuration: SECRETS_KEY, else DATA_DIR/secrets.key (drawn at first use). Several machines
 * sharing one database must share SECRETS_KEY (docs/configuration.md).
 */
export function secretBoxOf(config: Pick<Config, 'secretsKey' | 'dataDir'>): Promise<SecretBox> {
  if (config.secretsKey) {
    const key = parseSecretsKey(config.secretsKey);
    if (!key) throw new Error('SECRETS_KEY must be 32 bytes in hex or base64');
    return Promise.resolve(secretBox(key));
  }
  const file = path.join(config.dataDir, KEY_FILE);
  let box = boxes.get(file);
  if (!box) {
    box = storedKey(file).then(secretBox);
    box.catch(() => boxes.delete(file));
    boxes.set(file, box);
  }
  return box;
}

async function storedKey(file: string): Promise<Buffer> {
  const read = async () => {
    const key = parseSecretsKey(await fs.readFile(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a 32-byte key`);
    return key;
  };
  try {
    return await read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside, then linked in place: of two processes drawing at once, the first link wins and both use it.
  const draft = `${file}.${randomBytes(6).toString('hex')}.draft`;
  await fs.writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return read();
}
