import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventHash, type ChainRecord } from '../../platform/proof-chain';
import type { EvidenceFile } from './evidence-format';
import { signingKeyOf, signText } from './signing-key';
import { signedText, verifyEvidence } from './verify-evidence';

const KEY = signingKeyOf(Buffer.alloc(32, 7));
const DOC = { kind: 'deposited' as const, sha256: 'ab'.repeat(32), firstPage: 1, lastPage: 2 };
const POD = { name: 'pod.pdf', sha256: 'cd'.repeat(32) };

function evidence(): EvidenceFile {
  const steps = [
    { statusCode: 250, source: 'worker', eventId: 'created:s-1', receipts: [] },
    { statusCode: 300, source: 'worker', eventId: 'handedOver:s-1', receipts: [] },
    { statusCode: 600, source: 'carrier', eventId: 'c-9', receipts: [POD] },
  ];
  const events: EvidenceFile['events'] = [];
  steps.forEach((step, i) => {
    const record: ChainRecord = {
      shipmentId: 's-1',
      position: i + 1,
      ...step,
      at: `2026-11-28T08:0${i}:00.000Z`,
      receivedAt: `2026-11-28T08:0${i}:01.000Z`,
      details: { step: i },
      document: i === 0 ? DOC : null,
      previousHash: i === 0 ? null : events[i - 1]!.hash,
    };
    const { shipmentId: _s, ...rest } = record;
    events.push({ ...rest, statusMeaning: null, hash: eventHash(record) });
  });
  const unsigned: Omit<EvidenceFile, 'signature'> = {
    format: 'postbridge-evidence',
    version: 1,
    generatedAt: '2026-11-28T09:00:00.000Z',
    instance: { url: 'https://post.example.com', algorithm: 'Ed25519', publicKey: KEY.publicKey.publicKey },
    shipment: {
      id: 's-1',
      nuid: 'S20261128-ABC',
      externalId: null,
      orderId: 'c-1',
      deliveryId: 'd-1',
      letterId: 'p-1',
      channel: { id: 'simple-mail', name: 'Mail', type: 'POSTAL' },
      statusCode: 600,
      createdAt: '2026-11-28T08:00:00.000Z',
      recipient: { mainPostalAddress: 'Ada Martin\n12 rue de la Paix\n75002 Paris' },
    },
    document: { name: 'letters.pdf', sha256: DOC.sha256, firstPage: 1, lastPage: 2 },
    outputFile: null,
    events,
    receipts: [{ ...POD, size: 10, contentType: 'application/pdf', source: 'carrier', eventId: 'c-9' }],
  };
  return { ...unsigned, signature: { algorithm: 'Ed25519', value: signText(KEY, signedText(unsigned)) } };
}

const failing = (file: unknown, pinnedKey: string = KEY.publicKey.publicKey) =>
  verifyEvidence(file, { pinnedKey })
    .checks.filter((c) => !c.ok)
    .map((c) => c.name);

describe('verifyEvidence', () => {
  it('passes an intact file, with the key pinned as raw base64url or as PEM', () => {
    expect(failing(evidence())).toEqual([]);
    expect(failing(evidence(), KEY.publicKey.pem)).toEqual([]);
    expect(verifyEvidence(evidence()).checks.find((c) => c.name === 'pinned key')?.detail).toContain(
      'not checked',
    );
  });

  it('fails on a changed status', () => {
    const file = evidence();
    file.events[1]!.statusCode = 400;
    expect(failing(file)).toEqual(['event hashes', 'signature']);
  });

  it('fails on a removed event, in the middle or at the end', () => {
    const middle = evidence();
    middle.events.splice(1, 1);
    expect(failing(middle)).toEqual(['chain', 'signature']);
    const last = evidence();
    last.events.pop();
    expect(failing(last)).toEqual(['receipts', 'signature']);
  });

  it('fails on an event moved, re-hashed to look intact', () => {
    const file = evidence();
    const [a, b] = [file.events[1]!, file.events[2]!];
    file.events[1] = { ...b, position: 2, previousHash: a.previousHash };
    file.events[2] = { ...a, position: 3, previousHash: 'x' };
    expect(failing(file)).toEqual(expect.arrayContaining(['event hashes', 'chain', 'signature']));
  });

  it('fails on a changed document, receipt or recipient', () => {
    const doc = evidence();
    doc.document.sha256 = 'ee'.repeat(32);
    expect(failing(doc)).toEqual(['document', 'signature']);
    const receipt = evidence();
    receipt.receipts[0]!.sha256 = 'ee'.repeat(32);
    expect(failing(receipt)).toEqual(['receipts', 'signature']);
    const recipient = evidence();
    recipient.shipment.recipient = { mainPostalAddress: 'Someone else' };
    expect(failing(recipient)).toEqual(['signature']);
  });

  it('fails on one changed bit of the signature', () => {
    const file = evidence();
    const bytes = Buffer.from(file.signature.value, 'base64url');
    bytes[0] = bytes[0]! ^ 0x80;
    file.signature.value = bytes.toString('base64url');
    expect(failing(file)).toEqual(['signature']);
  });

  it('fails when signed with another key than the pinned one, even when consistent', () => {
    const other = generateKeyPairSync('ed25519');
    const file = evidence();
    file.instance.publicKey = other.publicKey.export({ format: 'jwk' }).x!;
    file.signature.value = sign(null, Buffer.from(signedText(file)), other.privateKey).toString('base64url');
    expect(failing(file)).toEqual(['pinned key']);
    expect(verifyEvidence(file).ok).toBe(true);
  });

  it('fails on what is not an evidence file', () => {
    expect(failing({ format: 'something' })).toEqual(['format']);
    expect(failing(null)).toEqual(['format']);
  });
});

describe('signingKeyOf', () => {
  it('derives the same Ed25519 key from the same seed, with a fingerprint of the raw key', () => {
    const again = signingKeyOf(Buffer.alloc(32, 7));
    expect(again.publicKey).toEqual(KEY.publicKey);
    expect(KEY.publicKey.pem).toContain('BEGIN PUBLIC KEY');
    expect(KEY.publicKey.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(signingKeyOf(Buffer.alloc(32, 8)).publicKey.publicKey).not.toBe(KEY.publicKey.publicKey);
  });
});
