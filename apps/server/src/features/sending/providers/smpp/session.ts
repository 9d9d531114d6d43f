import smpp from 'smpp';
import type { PDU, Session } from 'smpp';
import type { Logger } from 'pino';
import type { SmppEndpoint } from '../../../channel-providers';
import type { DeliverSm } from './receipt';

// One bound SMPP 3.4 session with an SMS centre (bind_transceiver: it submits and receives the receipts), as the
// `smpp` provider keeps it (docs/providers.md "SMS over SMPP"): opened when a send or an awaited receipt needs it,
// kept alive with enquire_link, bound again after a loss (growing delay) until it is closed on purpose (unbind),
// which the work process does when it stops or when nothing has used it or awaits receipts on it for a while.
// What arrives (deliver_sm) and what a submit's answer records run one after the other, in arrival order, so a
// receipt never overtakes the recording of the message id it names.

/** ESME status codes the provider reads (SMPP 3.4 §5.1.3). */
export const SMPP_STATUS = {
  ok: 0x00,
  invalidBindStatus: 0x04,
  systemError: 0x08,
  invalidDestination: 0x0b,
  messageQueueFull: 0x14,
  invalidDestinationTon: 0x50,
  invalidDestinationNpi: 0x51,
  throttled: 0x58,
  temporaryAppError: 0x64,
} as const;

/** The names of the ESME status codes, for the reasons shown (`ESME_RINVDSTADR`). */
const STATUS_NAMES = new Map(Object.entries(smpp.errors).map(([name, code]) => [code, name] as const));
export const statusName = (code: number): string =>
  `${STATUS_NAMES.get(code) ?? 'ESME_UNKNOWN'} (0x${code.toString(16).padStart(8, '0')})`;

/** The session could not be opened: the centre is unreachable or refused the bind. */
export class SmppBindError extends Error {}
/** The submit never left (the session was down): nothing was handed over. */
export class SmppNotSent extends Error {}
/** The submit left and no answer came (timeout, session lost): the centre may have the message. */
export class SmppNoAnswer extends Error {}

const CONNECT_TIMEOUT_MS = 15_000;
const RESPONSE_TIMEOUT_MS = 30_000;
const UNBIND_TIMEOUT_MS = 2_000;
const RECONNECT_MAX_MS = 60_000;

type SmppLinkOptions = {
  endpoint: SmppEndpoint;
  password: string;
  enquireLinkMs: number;
  log: Logger;
  /** A deliver_sm arrived: answers the command_status of its deliver_sm_resp. */
  onDeliverSm: (pdu: DeliverSm & { raw: PDU }) => Promise<number>;
};

/** The text of a short_message or message_payload as the library decoded it, as bytes read in Latin-1. */
function textOf(value: unknown, dataCoding: number): string {
  const message =
    value && typeof value === 'object' && !Buffer.isBuffer(value) && 'message' in value
      ? (value as { message: unknown }).message
      : value;
  if (Buffer.isBuffer(message)) return message.toString('latin1');
  if (typeof message !== 'string') return '';
  // The library reads the default alphabets (data_coding 0 and 1) as GSM 03.38: written back to its codes, a
  // receipt's ASCII text is the same bytes again ("_", "$" and "@" included).
  return (dataCoding & 0x0f) <= 1 ? smpp.gsmCoder.encode(message, 0).toString('latin1') : message;
}

export class SmppLink {
  private session: Session | null = null;
  private binding: Promise<Session> | null = null;
  /** Closed on purpose: not bound again. */
  private closed = false;
  private reconnectDelay = 1000;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private keepAlive: NodeJS.Timeout | null = null;
  private serial: Promise<unknown> = Promise.resolve();
  /** When a send last used the link (ms since epoch, the machine's clock). */
  lastUsed = Date.now();

  constructor(private readonly o: SmppLinkOptions) {}

  get bound(): boolean {
    return this.session !== null;
  }

  /** The bound session, opened (connect and bind_transceiver) when there is none; throws SmppBindError. */
  async ready(): Promise<Session> {
    if (this.closed) throw new SmppBindError('The SMPP session is closed.');
    if (this.session) return this.session;
    this.binding ??= this.bind().finally(() => (this.binding = null));
    return this.binding;
  }

  private async bind(): Promise<Session> {
    const { endpoint, password } = this.o;
    const session = smpp.connect({
      host: endpoint.host,
      port: endpoint.port,
      tls: endpoint.tls,
      ...(endpoint.tls && !/^[\d.:]+$/.test(endpoint.host) ? { servername: endpoint.host } : {}),
    });
    session.on('error', (err: Error) =>
      this.o.log.warn({ err: err.message, smsc: this.name }, 'SMPP session error'),
    );
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no connection within 15 s')), CONNECT_TIMEOUT_MS);
        session.once(endpoint.tls ? 'secureConnect' : 'connect', () => {
          clearTimeout(timer);
          resolve();
        });
        session.once('error', (err: Error) => {
          clearTimeout(timer);
          reject(err);
        });
        session.once('close', () => {
          clearTimeout(timer);
          reject(new Error('connection closed'));
        });
      });
      // Listening from the answer's turn on: a centre sends the receipts it kept right after its answer, often in
      // the same packet, and a receipt read before anyone listens would go unanswered.
      const resp = await this.request(
        session,
        'bind_transceiver',
        {
          system_id: endpoint.systemId,
          password,
          system_type: endpoint.systemType,
          interface_version: 0x34,
        },
        (answer) => {
          if (answer.command_status === SMPP_STATUS.ok) this.attach(session);
          return Promise.resolve(answer);
        },
      );
      if (resp.command_status !== SMPP_STATUS.ok) {
        throw new SmppBindError(`The SMS centre refused the bind: ${statusName(resp.command_status)}.`);
      }
    } catch (err) {
      session.destroy();
      if (err instanceof SmppBindError) throw err;
      throw new SmppBindError(`The SMS centre ${this.name} cannot be reached: ${(err as Error).message}.`);
    }
    return session;
  }

  /** system_id@host:port, for the log. */
  get name(): string {
    return `${this.o.endpoint.systemId}@${this.o.endpoint.host}:${this.o.endpoint.port}`;
  }

  /** Sends a request and waits for its answer; rejects when none comes in time or the session is lost. */
  private request(
    session: Session,
    command: string,
    params: Record<string, unknown>,
    inOrder?: (resp: PDU) => Promise<PDU>,
  ): Promise<PDU> {
    return new Promise<PDU>((resolve, reject) => {
      const pdu = new smpp.PDU(command, params);
      const lost = () => {
        clearTimeout(timer);
        reject(new SmppNoAnswer('The SMPP session was lost before the answer.'));
      };
      const timer = setTimeout(() => {
        session.off('close', lost);
        reject(new SmppNoAnswer(`No answer to ${command} within ${RESPONSE_TIMEOUT_MS / 1000} s.`));
      }, RESPONSE_TIMEOUT_MS);
      session.once('close', lost);
      const sent = session.send(pdu, (resp) => {
        clearTimeout(timer);
        session.off('close', lost);
        // Queued at once, before a PDU read after this answer (a receipt naming its message id).
        resolve(inOrder ? inOrder(resp) : resp);
      });
      if (!sent) {
        clearTimeout(timer);
        session.off('close', lost);
        reject(new SmppNotSent('The SMPP session is not open.'));
      }
    });
  }

  /** Listens to a freshly bound session: receipts, the centre's enquire_link and unbind, its loss. */
  private attach(session: Session): void {
    this.session = session;
    this.reconnectDelay = 1000;
    session.on('deliver_sm', (pdu: PDU) => {
      const dataCoding = Number(pdu.data_coding ?? 0);
      const payload = pdu.message_payload ?? pdu.short_message;
      this.inTurn(async () => {
        let status: number = SMPP_STATUS.temporaryAppError;
        try {
          status = await this.o.onDeliverSm({
            esmClass: Number(pdu.esm_class ?? 0),
            text: textOf(payload, dataCoding),
            receiptedMessageId:
              typeof pdu.receipted_message_id === 'string' ? pdu.receipted_message_id : null,
            messageState: typeof pdu.message_state === 'number' ? pdu.message_state : null,
            networkErrorCode: Buffer.isBuffer(pdu.network_error_code) ? pdu.network_error_code : null,
            raw: pdu,
          });
        } catch (err) {
          // Not recorded: the centre is asked to deliver it again later.
          this.o.log.error({ err, smsc: this.name }, 'an SMPP delivery receipt could not be recorded');
        }
        session.send(pdu.response({ command_status: status }));
      });
    });
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.once('close', () => {
      if (this.session === session) this.session = null;
      this.stopKeepAlive();
      if (!this.closed) this.scheduleReconnect();
    });
    // Keep-alive: an enquire_link still unanswered at the next one means the link is dead; it is dropped and
    // bound again.
    let unanswered = false;
    this.keepAlive = setInterval(() => {
      if (unanswered) {
        this.o.log.warn({ smsc: this.name }, 'SMPP enquire_link unanswered: binding again');
        session.destroy();
        return;
      }
      unanswered = true;
      session.enquire_link(() => (unanswered = false));
    }, this.o.enquireLinkMs);
    this.keepAlive.unref();
  }

  private stopKeepAlive(): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closed) return;
      this.ready().catch((err: unknown) => {
        this.o.log.warn({ err: (err as Error).message, smsc: this.name }, 'SMPP bind failed, trying again');
        this.scheduleReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }

  /** Runs `work` after what arrived before it (receipts, recordings), in order. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.serial.then(work, work);
    this.serial = run.catch(() => undefined);
    return run;
  }

  /**
   * Submits one short message; `record` runs with the answer before anything that arrives after it. Throws
   * SmppNotSent (nothing left) or SmppNoAnswer (it left, no answer: the centre may have it).
   */
  async submit(params: Record<string, unknown>, record: (resp: PDU) => Promise<void>): Promise<PDU> {
    this.lastUsed = Date.now();
    let session: Session;
    try {
      session = await this.ready();
    } catch (err) {
      throw new SmppNotSent((err as Error).message);
    }
    return this.request(session, 'submit_sm', params, (resp) =>
      this.inTurn(async () => {
        await record(resp);
        return resp;
      }),
    );
  }

  /** Unbinds (waiting a moment for the answer) and closes; the link is not bound again. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.stopKeepAlive();
    await this.binding?.catch(() => undefined);
    const session = this.session;
    this.session = null;
    if (!session) return;
    await this.serial;
    await Promise.race([
      this.request(session, 'unbind', {}).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, UNBIND_TIMEOUT_MS).unref()),
    ]);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        session.destroy();
        resolve();
      }, UNBIND_TIMEOUT_MS);
      timer.unref();
      session.close(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
