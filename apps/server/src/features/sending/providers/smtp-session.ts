import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as delay, setImmediate as nextTurn } from 'node:timers/promises';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

// One SMTP session (nodemailer's connection, below its transport), so that the sending flow can tell apart
// what the transport hides: a server it could not reach (nothing was handed over: retry), a server that
// answered no (an SMTP code: 4xx passing, 5xx for good), and a session lost while the message was on its way
// (no answer: the message may have been accepted, docs/domain-decisions.md "Sending").

/** Why a message was not accepted; `code` is the server's SMTP answer, null when it never answered. */
export class SmtpSendError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/**
 * Timeouts of a session: the socket's under half the hand-over lease, so that a claim outlives the call that made
 * it (a later pass never resolves a claim whose call may still get an answer).
 */
const timeoutsOf = (leaseMs: number) => ({
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: Math.min(60_000, Math.floor(leaseMs / 2)),
});

function optionsOf(
  url: string,
  leaseMs: number,
): SMTPConnection.Options & { auth?: SMTPConnection.Credentials } {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 25,
    secure,
    ...timeoutsOf(leaseMs),
    ...(u.username
      ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } }
      : {}),
  };
}

export class SmtpSession {
  private closed = false;

  private constructor(private readonly connection: SMTPConnection) {
    connection.on('end', () => (this.closed = true));
    connection.on('error', () => (this.closed = true));
  }

  /**
   * Connects (and signs in, when the URL names a user); throws when the server cannot be reached. `leaseMs`: the
   * hand-over lease of the claims it sends under.
   */
  static async open(url: string, leaseMs: number): Promise<SmtpSession> {
    const { auth, ...options } = optionsOf(url, leaseMs);
    const connection = new SMTPConnection(options);
    await new Promise<void>((resolve, reject) => {
      connection.once('error', reject);
      connection.connect(() => {
        connection.off('error', reject);
        resolve();
      });
    });
    if (auth) {
      await new Promise<void>((resolve, reject) =>
        connection.login({ credentials: auth }, (err) => (err ? reject(err) : resolve())),
      );
    }
    return new SmtpSession(connection);
  }

  get usable(): boolean {
    return !this.closed;
  }

  /**
   * Hands one message over; resolves with the server's answer once it accepted it. `beforeEnd`, when given, runs
   * once the message's data is with the system (every byte before the final dot written to the socket, none
   * left in this process's buffers) but before the dot that ends it: until then the server cannot accept it (a
   * session lost before the dot drops the message). The message is ended only when it answers true; otherwise,
   * or when it throws, the session is closed without the dot. So when this process dies after `beforeEnd`, only
   * the dot may be missing, and it is written in the same turn as `beforeEnd` answers.
   */
  send(
    envelope: { from: string; to: string[] },
    raw: Buffer,
    beforeEnd?: () => Promise<boolean>,
  ): Promise<string> {
    const message = beforeEnd ? endingAfter(raw, () => this.flushed(), beforeEnd) : raw;
    return new Promise((resolve, reject) => {
      this.connection.send(envelope, message, (err, info) => {
        if (err) {
          const code = typeof err.responseCode === 'number' ? err.responseCode : null;
          if (code === null) {
            // Perhaps in the middle of the data: the connection goes, the message unfinished.
            if (!this.closed) this.connection.close();
            this.closed = true;
          }
          reject(new SmtpSendError(err.message, code));
        } else if (info.rejected.length && !info.accepted.length) {
          reject(new SmtpSendError(`rejected: ${info.rejected.join(', ')}`, 550));
        } else resolve(info.response);
      });
    });
  }

  /**
   * Resolves true once every byte written to the session is with the operating system (the socket's buffer in
   * this process empty), false when the session went meanwhile. A server that reads slowly keeps the rest of a
   * large message here; a kill then loses it, so the claim must not be noted complete before this answers.
   * nodemailer keeps its socket private (`_socket`); without one there is nothing to wait for.
   */
  private async flushed(): Promise<boolean> {
    const socket = (this.connection as unknown as { _socket?: Socket })._socket;
    for (;;) {
      if (this.closed || !socket || socket.destroyed) return !this.closed && !!socket;
      // A turn first (the data stream's pipe moves what it still holds into the socket as it drains), then a
      // short wait while the socket still holds some: a slow server.
      await (socket.writableLength ? delay(2) : nextTurn());
      if (this.closed || socket.destroyed) return false;
      if (socket.writableLength === 0 && !socket.writableNeedDrain) return true;
    }
  }

  close(): void {
    if (!this.closed) this.connection.quit();
    this.closed = true;
  }
}

/**
 * The message as a stream whose end (hence the final dot) waits until its bytes are `flushed` and `beforeEnd`
 * answered true.
 */
function endingAfter(
  raw: Buffer,
  flushed: () => Promise<boolean>,
  beforeEnd: () => Promise<boolean>,
): Readable {
  let written = false;
  let ending = false;
  return new Readable({
    read() {
      if (!written) {
        written = true;
        this.push(raw);
        return;
      }
      if (ending) return;
      ending = true;
      const stop = (reason: string) => this.destroy(new Error(reason));
      flushed()
        .then(async (ok) => {
          if (!ok) return stop('The session ended before the message was written.');
          if (await beforeEnd()) this.push(null);
          else stop('The hand-over was no longer ours to end.');
        })
        .catch((err: unknown) => this.destroy(err instanceof Error ? err : new Error(String(err))));
    },
  });
}
