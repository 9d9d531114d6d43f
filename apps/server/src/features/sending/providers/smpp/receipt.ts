// Delivery receipts of SMPP 3.4 (docs/providers.md "SMS over SMPP"): a deliver_sm whose esm_class says "SMSC
// delivery receipt", or one carrying the receipted_message_id / message_state TLVs, or whose text reads as the
// usual receipt of the specification's appendix B: "id:… sub:… dlvrd:… submit date:… done date:… stat:… err:…".
// The TLVs win over the text when both are there.

/** The states a receipt reports (the 7-character forms of appendix B). */
const RECEIPT_STATES = [
  'ENROUTE',
  'DELIVRD',
  'EXPIRED',
  'DELETED',
  'UNDELIV',
  'ACCEPTD',
  'UNKNOWN',
  'REJECTD',
] as const;
type ReceiptState = (typeof RECEIPT_STATES)[number];

/** message_state TLV values (SMPP 3.4 §5.2.28) as receipt states. */
const MESSAGE_STATES: Record<number, ReceiptState> = {
  1: 'ENROUTE',
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  6: 'ACCEPTD',
  7: 'UNKNOWN',
  8: 'REJECTD',
};

/** esm_class message types that are receipts: SMSC delivery receipt, SME acknowledgement, intermediate notice. */
const RECEIPT_TYPES = [0x04, 0x08, 0x10, 0x20];

type Receipt = {
  messageId: string;
  state: ReceiptState;
  /** The network's error code (err: of the text, or network_error_code), null when none or 000. */
  error: string | null;
  /** submit date / done date as the SMSC wrote them (YYMMDDhhmm[ss], its own time zone). */
  submitDate: string | null;
  doneDate: string | null;
};

/**
 * What a receipt means for a shipment's status (docs/domain-decisions.md "SMS over SMPP"): delivered to the
 * handset (710 received), failed for good (-710 undelivered; REJECTD -712 blocked: the network or the operator
 * refused the message, a barred number or a filter), or nothing yet (ENROUTE, ACCEPTD, UNKNOWN: kept with the
 * part, the shipment stays 700).
 */
export function receiptOutcome(state: ReceiptState): {
  kind: 'delivered' | 'failed' | 'pending';
  statusCode: number | null;
} {
  switch (state) {
    case 'DELIVRD':
      return { kind: 'delivered', statusCode: 710 };
    case 'UNDELIV':
    case 'EXPIRED':
    case 'DELETED':
      return { kind: 'failed', statusCode: -710 };
    case 'REJECTD':
      return { kind: 'failed', statusCode: -712 };
    default:
      return { kind: 'pending', statusCode: null };
  }
}

const field = (text: string, name: string): string | null =>
  new RegExp(`(?:^|\\s)${name}:\\s*(\\S+)`, 'i').exec(text)?.[1] ?? null;

/** The parts of the receipt text of appendix B it finds, each null when absent. */
export function parseReceiptText(text: string): {
  id: string | null;
  stat: ReceiptState | null;
  err: string | null;
  submitDate: string | null;
  doneDate: string | null;
} {
  const stat = field(text, 'stat')?.toUpperCase() ?? null;
  return {
    id: field(text, 'id'),
    stat: stat && (RECEIPT_STATES as readonly string[]).includes(stat) ? (stat as ReceiptState) : null,
    err: field(text, 'err'),
    submitDate: field(text, 'submit date'),
    doneDate: field(text, 'done date'),
  };
}

/** What a deliver_sm carries that tells receipts apart (read from the PDU by the session). */
export type DeliverSm = {
  esmClass: number;
  /** short_message or message_payload as text (a receipt's text is ASCII). */
  text: string;
  receiptedMessageId?: string | null;
  messageState?: number | null;
  networkErrorCode?: Buffer | null;
};

const isZero = (code: string | null) => code === null || /^0+$/.test(code);

/** The receipt a deliver_sm carries; null when it is none (a message from a handset) or names no message. */
export function readReceipt(pdu: DeliverSm): Receipt | null {
  const parsed = parseReceiptText(pdu.text);
  const flagged = RECEIPT_TYPES.includes(pdu.esmClass & 0x3c);
  const tlvId = pdu.receiptedMessageId?.trim() || null;
  if (!flagged && !tlvId && !(parsed.id && parsed.stat)) return null;
  const messageId = tlvId ?? parsed.id;
  const state = (pdu.messageState != null ? MESSAGE_STATES[pdu.messageState] : undefined) ?? parsed.stat;
  if (!messageId || !state) return null;
  const network =
    pdu.networkErrorCode && pdu.networkErrorCode.length >= 3
      ? `${pdu.networkErrorCode[0]}:${pdu.networkErrorCode.readUInt16BE(1)}`
      : null;
  return {
    messageId,
    state,
    error: isZero(parsed.err) ? (network ?? null) : parsed.err,
    submitDate: parsed.submitDate,
    doneDate: parsed.doneDate,
  };
}

/**
 * The message ids a receipt's id may stand for: itself, and its other base, since SMSCs differ (appendix B has the
 * receipt's id in decimal where submit_sm_resp gave hexadecimal, some SMSCs keep hexadecimal).
 */
export function messageIdCandidates(id: string): string[] {
  const ids = new Set([id]);
  if (/^\d{1,15}$/.test(id)) {
    const hex = Number(id).toString(16);
    ids.add(hex).add(hex.toUpperCase());
  }
  if (/^[0-9a-f]{1,12}$/i.test(id)) ids.add(String(parseInt(id, 16)));
  return [...ids];
}
