import type { Channel, OutputFile, Service, ServiceChannel } from '@postbridge/domain';
import type { Selectable, Transaction } from 'kysely';
import type {
  Database,
  DeliveryCommandTable,
  DeliveryTable,
  JobTable,
  ShipmentTable,
} from '../../../platform/db/schema';
import type { Deps } from '../../../platform/deps';

// The port between the sending flow (process-command.ts, send-command.ts) and the providers that carry a channel's
// output (ARCHITECTURE.md "Channels"): one adapter per `channel.providerName`. Adapters make files and talk to the
// outside; every database write goes through the flow (`prepare` yields what it made, `send` reports to a ledger),
// so the rules of idempotency live in one place (docs/domain-decisions.md "Sending").

export type ShipmentRow = Selectable<ShipmentTable>;

/** Everything an adapter may read about the delivery it works on. */
export type DeliveryContext = {
  deps: Deps;
  command: Selectable<DeliveryCommandTable>;
  delivery: Selectable<DeliveryTable>;
  job: Selectable<JobTable>;
  service: Service;
  serviceChannel: ServiceChannel;
  channel: Channel;
  /** The output file the service channel names, else the channel's main one; null when the channel has none. */
  outputFile: OutputFile | null;
};

/** A file an adapter made, to be put in the file store (bytes already in a local file). */
export type MadeFile = {
  /** File store key; the same output gets the same key, so a re-run after a crash replaces rather than adds. */
  key: string;
  /** Name shown and served (`<delivery nuid>-001.pdf`, the e-mail attachment name…). */
  name: string;
  localPath: string;
  contentType: string;
  /** Kept in the file store only, without a `stored_file` row (a print manifest, read back by the drop). */
  unlisted?: boolean;
};

/** A shipment whose output could not be made as validated: it is stopped (-700) with `error`, never sent. */
export type StoppedShipment = { id: string; error: string; details: Record<string, unknown> };

/** Shipments whose output is made, committed together (their status becomes 300 ready in one transaction). */
export type PreparedBatch = {
  files: MadeFile[];
  shipments: { id: string; fileKey: string | null; pages: number; sheets: number }[];
  /** Shipments of the batch left out of its files, stopped in the same transaction. */
  stopped?: StoppedShipment[];
};

export type PrepareOptions = {
  /**
   * Called once a print file is composed, before it is read back and verified. Tests alter the file here, or
   * throw to stand for a worker that dies between composition and verification.
   */
  afterCompose?: (file: string) => void | Promise<void>;
};

/** What a provider did with one shipment handed to it. */
export type SendLedger = {
  /**
   * Records, before the provider sees it, that the shipment is being handed over under `externalId` (its
   * Message-ID…), until `leaseUntil`. False: do not send it (another worker took it, or the command was cancelled).
   */
  claim(shipment: ShipmentRow, externalId: string, leaseUntil: Date): Promise<boolean>;
  /**
   * Notes, just before the provider can have the whole of it (an e-mail's final dot), that the hand-over claimed
   * under `externalId` may have reached it: a claim left without this note by a worker that died was not
   * accepted, and is sent again rather than counted as sent unconfirmed. False: the claim is gone, do not finish.
   */
  complete(shipment: ShipmentRow, externalId: string): Promise<boolean>;
  /**
   * The provider took it: the claim is closed with `statusCode` (700 sent…), in one transaction; `externalId`
   * (the reference a provider answered) replaces the claim's, `trackingValue` is kept when given.
   */
  accepted(
    shipment: ShipmentRow,
    outcome: {
      source: string;
      eventId: string;
      statusCode: number;
      details?: Record<string, unknown>;
      externalId?: string;
      trackingValue?: string;
    },
  ): Promise<void>;
  /** The provider refused it for good (a 5xx answer): closed with an error status. */
  refused(
    shipment: ShipmentRow,
    outcome: { source: string; eventId: string; statusCode: number; error: string },
  ): Promise<void>;
  /**
   * Not taken, for a passing reason (server down, 4xx): a retry is planned, and the claim released when the
   * failure came after this worker's `claim` (`claimed`).
   */
  retryLater(shipment: ShipmentRow, error: string, claimed: boolean): Promise<void>;
  /**
   * A claim found in doubt (`shipment` as the pass read it) released for a new attempt, as `retryLater` does;
   * false, and nothing changed, when the claim is no longer the one read (taken again, held or noted complete by
   * another pass meanwhile): then it is not this pass's to send.
   */
  releaseInDoubt(shipment: ShipmentRow, error: string): Promise<boolean>;
  /**
   * The hand-over under this worker's claim stays in doubt and the claim is kept, until `leaseUntil`: under
   * `externalId` when given (the provider's reference learnt before its answer, an IPP job created before its
   * document is sent, so that a run resolving the doubt asks about it), with `error` as its last error when given
   * (the doubt could not be resolved now: counted as an attempt).
   */
  holdClaim(
    shipment: ShipmentRow,
    hold: { leaseUntil: Date; externalId?: string; error?: string },
  ): Promise<void>;
  /**
   * Shipments handed over as a whole (a print drop): marked with their external id (the nuid the provider reports
   * on), the status unchanged; `alsoInTransaction` runs in the same transaction (the simulator plans its steps).
   */
  handedOver(
    shipments: readonly ShipmentRow[],
    outcome: { source: string; details: Record<string, unknown> },
    alsoInTransaction?: (tx: Transaction<Database>, shipmentIds: string[]) => Promise<void>,
  ): Promise<void>;
};

export type SendOptions = {
  /**
   * Called after the provider accepted a shipment and before it is recorded. Tests throw here to stand for a
   * worker that dies in the worst place (docs/domain-decisions.md "Sending": the at-most-once guarantee).
   */
  afterAccept?: (shipmentId: string) => void | Promise<void>;
  /**
   * Called once an e-mail's data is written and before the hand-over is noted complete and the data ended (the
   * final dot). Tests throw here to stand for a worker that dies before the server can have the message.
   */
  beforeDataEnd?: (shipmentId: string) => void | Promise<void>;
};

export interface ProviderAdapter {
  readonly name: string;
  /** Makes the output of these shipments (status 250, in delivery order), batch by batch. */
  prepare(
    ctx: DeliveryContext,
    shipments: ShipmentRow[],
    options?: PrepareOptions,
  ): AsyncIterable<PreparedBatch>;
  /**
   * Hands these shipments (status 300) over to the provider, reporting each through the ledger. `inDoubt` are
   * shipments whose earlier hand-over began and never reported (the worker died): never sent again.
   */
  send(
    ctx: DeliveryContext,
    work: { due: ShipmentRow[]; inDoubt: ShipmentRow[] },
    ledger: SendLedger,
    options: SendOptions,
  ): Promise<void>;
}
