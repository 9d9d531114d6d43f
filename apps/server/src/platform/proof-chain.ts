import { createHash } from 'node:crypto';

// The proof chain of a shipment's history (issue 18; docs/security.md "Proof chain", docs/api.md "Evidence
// files"). Each status event of a shipment carries its position in the shipment's chain (1, 2, 3…), the hash of
// the event before it and its own hash: SHA-256 (lowercase hex) over the UTF-8 bytes of
//
//   "postbridge shipment event v1\n" + JCS(record)
//
// where JCS is the JSON Canonicalization Scheme (RFC 8785: object keys sorted by UTF-16 code units, no
// whitespace, strings and numbers as ECMAScript's JSON.stringify writes them) and `record` is the ChainRecord
// below. Changing one field, removing or reordering an event changes a hash or breaks a link. The version in the
// prefix is the format's: a later change of the record is a v2 with its own prefix, so that what migration 0036
// computed stays verifiable.

const EVENT_PREFIX = 'postbridge shipment event v1\n';

/** The document the chain's first event binds: the deposited file the letter was cut from and its pages. */
export type ChainDocument = { kind: 'deposited'; sha256: string; firstPage: number; lastPage: number };

/** A provider's receipt (a tracking document) that came with the event, by its name and SHA-256 (hex). */
export type ChainReceipt = { name: string; sha256: string };

/** What an event's hash covers. */
export type ChainRecord = {
  shipmentId: string;
  position: number;
  statusCode: number;
  source: string;
  eventId: string;
  at: string;
  receivedAt: string;
  details: unknown;
  /** The first event's only (null on the others and when the shipment has no letter). */
  document: ChainDocument | null;
  receipts: ChainReceipt[];
  /** Null on the first event. */
  previousHash: string | null;
};

/** RFC 8785 canonical JSON of a JSON value (undefined members are left out, as JSON.stringify does). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('not a JSON number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');

/** The exact text an event's hash is taken over. */
export const eventHashInput = (record: ChainRecord): string =>
  EVENT_PREFIX +
  canonicalJson({
    shipmentId: record.shipmentId,
    position: record.position,
    statusCode: record.statusCode,
    source: record.source,
    eventId: record.eventId,
    at: record.at,
    receivedAt: record.receivedAt,
    details: record.details ?? {},
    document: record.document,
    receipts: record.receipts,
    previousHash: record.previousHash,
  });

export const eventHash = (record: ChainRecord): string => sha256Hex(eventHashInput(record));

/** A chained event as read back: its record, the hash it claims. */
type ChainedEvent = ChainRecord & { hash: string };

/** What is wrong with a chain, event by event; empty when every hash and link holds. */
export function chainProblems(shipmentId: string, events: readonly ChainedEvent[]): string[] {
  const problems: string[] = [];
  events.forEach((event, i) => {
    const label = `event ${i + 1} (${event.eventId})`;
    if (event.shipmentId !== shipmentId) problems.push(`${label} names another shipment`);
    if (event.position !== i + 1)
      problems.push(`${label} is at position ${event.position}, expected ${i + 1}`);
    const expectedPrevious = i === 0 ? null : events[i - 1]!.hash;
    if (event.previousHash !== expectedPrevious)
      problems.push(`${label} does not link to the event before it`);
    if (i > 0 && event.document !== null) problems.push(`${label} binds a document; only the first may`);
    if (eventHash(event) !== event.hash) problems.push(`${label}: its hash does not match its content`);
  });
  return problems;
}
