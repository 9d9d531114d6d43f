import type { ChainDocument, ChainReceipt } from '../../platform/proof-chain';

// The evidence file of a shipment, format 1 (docs/api.md "Evidence files"). The signature covers the JCS
// (RFC 8785) serialization of the whole file without its `signature` member, prefixed with SIGNED_PREFIX.

export const EVIDENCE_FORMAT = 'postbridge-evidence';
export const EVIDENCE_VERSION = 1;
export const SIGNED_PREFIX = 'postbridge evidence v1\n';
/** The name of the JSON attached inside the PDF. */
export const ATTACHED_JSON_NAME = 'evidence.json';

export type EvidenceEvent = {
  position: number;
  statusCode: number;
  statusMeaning: string | null;
  source: string;
  eventId: string;
  at: string;
  receivedAt: string;
  details: unknown;
  document: ChainDocument | null;
  receipts: ChainReceipt[];
  previousHash: string | null;
  hash: string;
};

export type EvidenceReceipt = {
  name: string;
  sha256: string;
  size: number;
  contentType: string;
  /** The provider and event that brought it: that event's `receipts` carry the same SHA-256. */
  source: string;
  eventId: string;
};

export type EvidenceFile = {
  format: typeof EVIDENCE_FORMAT;
  version: typeof EVIDENCE_VERSION;
  generatedAt: string;
  instance: { url: string; algorithm: 'Ed25519'; publicKey: string };
  shipment: {
    id: string;
    nuid: string | null;
    externalId: string | null;
    orderId: string;
    deliveryId: string | null;
    letterId: string | null;
    channel: { id: string | null; name: string | null; type: string | null };
    statusCode: number;
    createdAt: string;
    /** Who it went to, as validated (the channel's requirement values). */
    recipient: Record<string, unknown>;
  };
  /** The deposited file the letter was cut from: what the first event binds. */
  document: { name: string | null; sha256: string | null; firstPage: number | null; lastPage: number | null };
  /** The composed file the shipment left in, when it has one (a batch may hold other letters too). */
  outputFile: { id: string; name: string; sha256: string } | null;
  events: EvidenceEvent[];
  receipts: EvidenceReceipt[];
  signature: { algorithm: 'Ed25519'; value: string };
};
