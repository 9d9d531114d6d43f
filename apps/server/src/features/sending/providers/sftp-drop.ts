import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Client, type SFTPWrapper } from 'ssh2';
import type { PrintDropSftp } from '../../../platform/config';
import { newId } from '../../../platform/db/util';
import type { DeliveryContext } from './provider';

// The SFTP form of the print drop (PRINT_DROP_SFTP_URL): the same folder, the same temporary names, the same
// order (the manifest last) as the folder drop, on a server whose host key is pinned.

/** `SHA256:` fingerprint of a host key as OpenSSH prints it, without the prefix (base64, no padding). */
export const hostKeySha256 = (key: Buffer) =>
  createHash('sha256').update(key).digest('base64').replace(/=+$/, '');

function connect(server: PrintDropSftp): Promise<{ client: Client; sftp: SFTPWrapper }> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    let refusedKey: string | null = null;
    const fail = (err: Error) => {
      client.end();
      reject(
        refusedKey ? new Error(`the SFTP server's host key SHA256:${refusedKey} is not the pinned one`) : err,
      );
    };
    client.once('error', fail);
    client.once('ready', () => {
      client.sftp((err, sftp) => {
        if (err) return fail(err);
        client.removeListener('error', fail);
        // Later errors (a dropped connection) fail the pending SFTP requests; they must not crash the worker.
        client.on('error', () => {});
        resolve({ client, sftp });
      });
    });
    const connecting = async () =>
      client.connect({
        host: server.host,
        port: server.port,
        username: server.username,
        password: server.password ?? undefined,
        privateKey: server.privateKeyFile ? await fs.readFile(server.privateKeyFile) : undefined,
        readyTimeout: 20_000,
        keepaliveInterval: 10_000,
        keepaliveCountMax: 3,
        hostVerifier: (key: Buffer) => {
          const seen = hostKeySha256(key);
          if (seen === server.hostKeySha256) return true;
          refusedKey = seen;
          return false;
        },
      });
    connecting().catch(reject);
  });
}

const call = <T>(run: (cb: (err: Error | null | undefined, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => run((err, value) => (err ? reject(err) : resolve(value as T))));

/** Creates the folders of `folder` below the root (which must exist), those already there kept. */
async function mkdirs(sftp: SFTPWrapper, root: string, segments: readonly string[]): Promise<string> {
  let folder = root;
  for (const segment of segments) {
    folder = path.posix.join(folder, segment);
    try {
      await call<void>((cb) => sftp.mkdir(folder, cb));
    } catch (err) {
      const stats = await call<{ isDirectory(): boolean }>((cb) => sftp.stat(folder, cb)).catch(() => {
        throw err;
      });
      if (!stats.isDirectory()) throw new Error(`${folder} exists on the SFTP server and is not a folder`);
    }
  }
  return folder;
}

/** Uploads a stored file under a temporary name, then renames it: a reader never sees half. */
async function upload(ctx: DeliveryContext, sftp: SFTPWrapper, key: string, folder: string, name: string) {
  const part = path.posix.join(folder, `.${name}.${newId()}.part`);
  const target = path.posix.join(folder, name);
  const handle = await call<Buffer>((cb) => sftp.open(part, 'w', cb));
  try {
    let position = 0;
    for await (const chunk of await ctx.deps.files.get(key)) {
      const data = chunk as Buffer;
      await call<void>((cb) => sftp.write(handle, data, 0, data.length, position, cb));
      position += data.length;
    }
  } finally {
    await call<void>((cb) => sftp.close(handle, cb));
  }
  try {
    await call<void>((cb) => sftp.ext_openssh_rename(part, target, cb));
  } catch {
    // Without posix-rename (SFTP v3 RENAME refuses an existing target): the file a previous run dropped is
    // replaced by the same bytes.
    try {
      await call<void>((cb) => sftp.rename(part, target, cb));
    } catch {
      await call<void>((cb) => sftp.unlink(target, cb)).catch(() => {});
      await call<void>((cb) => sftp.rename(part, target, cb));
    }
  }
}

/**
 * Uploads the files, in order, into `<root>/<segments…>/` of the PRINT_DROP_SFTP_URL server (one connection);
 * answers the URL of the first (without credentials).
 */
export async function sftpDrop(
  ctx: DeliveryContext,
  server: PrintDropSftp,
  segments: readonly string[],
  files: readonly { key: string; name: string }[],
): Promise<string> {
  const { client, sftp } = await connect(server);
  try {
    const folder = await mkdirs(sftp, server.root, segments);
    for (const file of files) await upload(ctx, sftp, file.key, folder, file.name);
    const at = path.posix.join(folder, files[0]!.name);
    return `sftp://${server.username}@${server.host}:${server.port}${at.startsWith('/') ? '' : '/'}${at}`;
  } finally {
    client.end();
  }
}
