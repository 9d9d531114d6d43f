import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { canonicalJson, chainProblems, eventHash } from '../../platform/proof-chain';
import {
  EVIDENCE_FORMAT,
  EVIDENCE_VERSION,
  SIGNED_PREFIX,
  type EvidenceEvent,
  type EvidenceFile,
} from './evidence-format';

// Checks an evidence file with nothing but the file (and, best, the instance's pinned public key): no database,
// no network. The CLI (verify-evidence-cli.ts) prints its verdicts; the tests and other features call it.

type EvidenceCheck = { name: string; ok: boolean; detail: string };
type EvidenceVerdict = { ok: boolean; checks: EvidenceCheck[] };

/** The text the signature covers: the file without its `signature` member, canonical. */
export function signedText(file: Omit<EvidenceFile, 'signature'> & { signature?: unknown }): string {
  const { signature: _signature, ...rest } = file;
  return SIGNED_PREFIX + canonicalJson(rest);
}

/** A public key given as base64url of the raw 32 bytes, as PEM, or as base64 of its DER SubjectPublicKeyInfo. */
function parsePublicKey(text: string): KeyObject {
  const value = text.trim();
  if (value.startsWith('-----BEGIN')) return createPublicKey(value);
  if (/^[A-Za-z0-9_-]{43}=?$/.test(value)) {
    return createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: value.replace(/=$/, '') },
      format: 'jwk',
    });
  }
  return createPublicKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'spki' });
}

const rawOf = (key: KeyObject) => key.export({ format: 'jwk' }).x ?? '';

/** Every check of an evidence file; `pinnedKey` (any form parsePublicKey takes) is the key it must be signed with. */
export function verifyEvidence(input: unknown, options: { pinnedKey?: string } = {}): EvidenceVerdict {
  const checks: EvidenceCheck[] = [];
  const check = (name: string, problems: string[], okDetail: string) =>
    checks.push({
      name,
      ok: problems.length === 0,
      detail: problems.length ? problems.join('; ') : okDetail,
    });
  const file = input as EvidenceFile;
  const wellFormed =
    typeof file === 'object' &&
    file !== null &&
    file.format === EVIDENCE_FORMAT &&
    file.version === EVIDENCE_VERSION &&
    Array.isArray(file.events) &&
    Array.isArray(file.receipts) &&
    typeof file.shipment?.id === 'string' &&
    typeof file.instance?.publicKey === 'string' &&
    typeof file.signature?.value === 'string';
  check(
    'format',
    wellFormed ? [] : [`not a ${EVIDENCE_FORMAT} file of version ${EVIDENCE_VERSION}`],
    `${EVIDENCE_FORMAT} v${EVIDENCE_VERSION}`,
  );
  if (!wellFormed) return { ok: false, checks };

  const shipmentId = file.shipment.id;
  const chained = file.events.map((e: EvidenceEvent) => ({ ...e, shipmentId }));
  const badHashes = chained
    .filter((e) => eventHash(e) !== e.hash)
    .map((e) => `event ${e.position} (${e.eventId})`);
  check(
    'event hashes',
    badHashes.map((e) => `${e}: its hash does not match its content`),
    `${chained.length} events, each hash recomputed`,
  );
  check(
    'chain',
    chainProblems(shipmentId, chained).filter((p) => !p.endsWith('does not match its content')),
    chained.length
      ? `positions 1–${chained.length}, each event linked to the one before; head ${chained.at(-1)!.hash}`
      : 'no events',
  );

  const first = chained[0];
  const documentProblems: string[] = [];
  if (file.document.sha256 !== null) {
    if (!first?.document) documentProblems.push('the first event binds no document');
    else if (
      first.document.sha256 !== file.document.sha256 ||
      first.document.firstPage !== file.document.firstPage ||
      first.document.lastPage !== file.document.lastPage
    )
      documentProblems.push('the first event binds another document than the file names');
  } else if (first?.document)
    documentProblems.push('the file names no document but the first event binds one');
  check(
    'document',
    documentProblems,
    file.document.sha256 ? `SHA-256 ${file.document.sha256} bound by event 1` : 'no document',
  );

  const receiptProblems = file.receipts.flatMap((r) => {
    const event = chained.find((e) => e.source === r.source && e.eventId === r.eventId);
    if (!event) return [`receipt ${r.name}: no event ${r.source}/${r.eventId} in the chain`];
    return event.receipts.some((x) => x.name === r.name && x.sha256 === r.sha256)
      ? []
      : [`receipt ${r.name}: its SHA-256 is not the one event ${event.position} brought`];
  });
  check(
    'receipts',
    receiptProblems,
    `${file.receipts.length} receipts, each bound by the event that brought it`,
  );

  let fileKey: KeyObject | null = null;
  try {
    fileKey = parsePublicKey(file.instance.publicKey);
  } catch {
    check('signature', ['the file’s public key is not an Ed25519 key'], '');
  }
  if (fileKey) {
    let valid = false;
    try {
      valid = verify(
        null,
        Buffer.from(signedText(file), 'utf8'),
        fileKey,
        Buffer.from(file.signature.value, 'base64url'),
      );
    } catch {
      valid = false;
    }
    check(
      'signature',
      valid ? [] : ['the Ed25519 signature does not match the file'],
      `Ed25519, key ${file.instance.publicKey}`,
    );
  }
  if (options.pinnedKey !== undefined) {
    let pinned: string | null = null;
    try {
      pinned = rawOf(parsePublicKey(options.pinnedKey));
    } catch {
      pinned = null;
    }
    check(
      'pinned key',
      pinned === null
        ? ['the pinned key is not an Ed25519 public key']
        : fileKey && rawOf(fileKey) === pinned
          ? []
          : ['the file is signed with another key than the pinned one'],
      'the file names the pinned key (the signature check above says whether it signed)',
    );
  } else {
    checks.push({
      name: 'pinned key',
      ok: true,
      detail: 'not checked: pass --public-key (GET /api/evidence/public-key of the instance) to pin it',
    });
  }
  return { ok: checks.every((c) => c.ok), checks };
}
