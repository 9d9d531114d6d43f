import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpSession } from './smtp-session';

/**
 * A minimal SMTP peer over real TCP that can stop reading in the middle of a message's data (as a busy server
 * does): what the client wrote then stays in the client's buffers.
 */
async function slowReader() {
  let peer: Socket | null = null;
  let received = 0;
  let tail = '';
  let inData = false;
  let started = () => {};
  const dataStarted = new Promise<void>((resolve) => (started = resolve));
  const server = createServer((socket) => {
    peer = socket;
    socket.setEncoding('latin1');
    socket.write('220 test ESMTP\r\n');
    let line = '';
    socket.on('data', (chunk: string) => {
      if (inData) {
        received += chunk.length;
        tail = (tail + chunk).slice(-5);
        if (tail === '\r\n.\r\n') {
          inData = false;
          socket.write('250 2.0.0 kept\r\n');
        }
        return;
      }
      line += chunk;
      let at: number;
      while ((at = line.indexOf('\r\n')) >= 0) {
        const command = line.slice(0, at).toUpperCase();
        line = line.slice(at + 2);
        if (command.startsWith('EHLO')) socket.write('250 test\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
          // Stops reading as the data begins: the kernel's buffers fill and the rest waits in the client.
          socket.pause();
          started();
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dataStarted,
    resume: () => peer!.resume(),
    received: () => received,
    close: () => new Promise<void>((resolve) => (peer?.destroy(), server.close(() => resolve()))),
  };
}

let peer: Awaited<ReturnType<typeof slowReader>> | null = null;
afterEach(async () => {
  await peer?.close();
  peer = null;
});

describe('SmtpSession.send', () => {
  it('notes a message complete only once all its data left the process, then ends it', async () => {
    peer = await slowReader();
    const session = await SmtpSession.open(peer.url, 60_000);
    // 24 MB: more than the kernel's socket buffers hold for a reader that has not read yet.
    const raw = Buffer.alloc(24 * 1024 * 1024, 'a');
    let endAsked = 0;
    const sent = session.send({ from: 'a@example.org', to: ['b@example.org'] }, raw, () => {
      endAsked++;
      return Promise.resolve(true);
    });
    await peer.dataStarted;
    await delay(300);
    // The server reads nothing: part of the data is still in this process, so the end is not asked yet.
    expect(endAsked).toBe(0);
    peer.resume();
    expect(await sent).toBe('250 2.0.0 kept');
    expect(endAsked).toBe(1);
    expect(peer.received()).toBeGreaterThanOrEqual(raw.length);
    session.close();
  });

  it('ends without the dot when the hand-over is no longer ours', async () => {
    peer = await slowReader();
    const session = await SmtpSession.open(peer.url, 60_000);
    const sent = session.send(
      { from: 'a@example.org', to: ['b@example.org'] },
      Buffer.from('Subject: x\r\n\r\nhi\r\n'),
      () => Promise.resolve(false),
    );
    await peer.dataStarted;
    peer.resume();
    await expect(sent).rejects.toThrow(/no longer ours/);
    expect(session.usable).toBe(false);
  });
});
