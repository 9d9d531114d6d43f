import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordDsn } from './record-dsn';
import { readDsn } from './dsn';
import { readReturnToken, tokenOfAddress, type ReturnKind } from './return-address';
import { unsubscribe } from './unsubscribe';

// The bounce receiver: an SMTP listener of the work process (BOUNCE_SMTP_PORT; the MX of the bounce domain points
// at it, or a relay forwards `bounce+*@` to it). It takes mail only for genuine `bounce+<token>@` recipients
// (any other recipient is refused at RCPT with 550, so it is no open relay and forged tokens go nowhere), at most
// BOUNCE_MAX_MESSAGE_MB (552 beyond), then:
// - `b` tokens (the VERP return path): a DSN (RFC 3464) fails the shipment (-711 bounced, -712 blocked by policy)
//   with the diagnostic in the event, or adds a delay to it as a detail; a message that is no DSN (an auto-reply,
//   a person answering the return path) is accepted and ignored with a log line;
// - `u` tokens (the mailto of List-Unsubscribe): the same unsubscribe as the one-click POST.
// Something the platform could not record (the database away) is answered 451: the sending server tries again.

/** An SMTP answer with its code, as smtp-server sends it. */
const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

type Target = { kind: ReturnKind; shipmentId: string; address: string };

export type BounceReceiver = { port: number; stop: () => Promise<void> };

/** What one accepted message does for one of its recipients. */
async function take(deps: Deps, target: Target, raw: Buffer): Promise<void> {
  if (target.kind === 'u') {
    try {
      const result = await unsubscribe(deps, tokenOfAddress(target.address)!, 'mailto');
      deps.log.info({ shipmentId: target.shipmentId, changed: result.changed }, 'unsubscribe by e-mail');
    } catch (err) {
      // The shipment is gone (deleted with its command): nothing to unsubscribe, and nothing to retry.
      if (!(err instanceof AppError)) throw err;
      deps.log.info(
        { shipmentId: target.shipmentId },
        'unsubscribe by e-mail of an unknown shipment: ignored',
      );
    }
    return;
  }
  const dsn = await readDsn(raw);
  if (!dsn) {
    deps.log.info({ shipmentId: target.shipmentId }, 'a message to a bounce address that is no DSN: ignored');
    return;
  }
  if (dsn.kind === 'delivered') {
    deps.log.info({ shipmentId: target.shipmentId }, 'a DSN reporting a delivery: nothing to record');
    return;
  }
  const { recipient } = dsn;
  const outcome = await recordDsn(deps, target.shipmentId, {
    kind: dsn.kind,
    reportId: createHash('sha256')
      .update(JSON.stringify([recipient, dsn.reportingMta]))
      .digest('hex')
      .slice(0, 32),
    details: {
      action: recipient.action,
      status: recipient.status,
      diagnostic: recipient.diagnostic,
      finalRecipient: recipient.finalRecipient,
      remoteMta: recipient.remoteMta,
      reportingMta: dsn.reportingMta,
    },
  });
  deps.log.info({ shipmentId: target.shipmentId, kind: dsn.kind, outcome }, 'DSN received');
}

/** Reads a message whole, or only drains it when it is over the limit. */
function readMessage(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
  });
}

/**
 * Starts the bounce receiver on `port` (0: a free port, for tests) and `host`. Answers the port it listens on
 * and how to stop it (connections still open are closed after 5 seconds).
 */
export async function startBounceReceiver(
  deps: Deps,
  { port, host }: { port: number; host: string },
): Promise<BounceReceiver> {
  const targets = new WeakMap<object, Target>();
  const server = new SMTPServer({
    name: deps.config.mailReturns.bounceDomain ?? undefined,
    banner: 'Postbridge bounce receiver',
    size: deps.config.mailReturns.maxMessageBytes,
    rejectOversized: true,
    // Mail servers deliver without signing in; STARTTLS would need a certificate of the bounce domain (a relay in
    // front may add it). Nothing here is an open relay: only genuine bounce addresses are taken.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    closeTimeout: 5_000,
    logger: false,
    onRcptTo(address, _session, callback) {
      const token = tokenOfAddress(address.address);
      if (!token) return callback(smtpError(550, '5.1.1 No such mailbox here'));
      readReturnToken(deps, token).then(
        (named) => {
          if (!named) return callback(smtpError(550, '5.1.1 No such mailbox here'));
          targets.set(address, { ...named, address: address.address });
          callback();
        },
        (err: unknown) => {
          deps.log.error({ err }, 'bounce receiver: the token could not be checked');
          callback(smtpError(451, '4.3.0 Try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      readMessage(stream)
        .then(async (raw) => {
          if (!raw) return callback(smtpError(552, '5.3.4 Message too big'));
          const wanted = session.envelope.rcptTo.flatMap((r) => {
            const target = targets.get(r);
            return target ? [target] : [];
          });
          for (const target of wanted) await take(deps, target, raw);
          callback();
        })
        .catch((err: unknown) => {
          deps.log.error({ err }, 'bounce receiver: a message could not be recorded');
          callback(smtpError(451, '4.3.0 Try again later'));
        });
    },
  });
  server.on('error', (err) => deps.log.error({ err }, 'bounce receiver error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const listening = (server.server.address() as AddressInfo).port;
  return {
    port: listening,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The bounce receiver of a work process, when BOUNCE_SMTP_PORT is not 0. A port already taken (another work
 * process on the same machine has it) is logged and left: that process receives the bounces.
 */
export async function startConfiguredBounceReceiver(deps: Deps): Promise<BounceReceiver | null> {
  const { smtpPort, smtpHost } = deps.config.mailReturns;
  if (!smtpPort) return null;
  try {
    const receiver = await startBounceReceiver(deps, { port: smtpPort, host: smtpHost });
    deps.log.info({ port: receiver.port, host: smtpHost }, 'bounce receiver listening');
    return receiver;
  } catch (err) {
    deps.log.error(
      { err, port: smtpPort },
      'the bounce receiver could not listen: bounces are not received here',
    );
    return null;
  }
}
