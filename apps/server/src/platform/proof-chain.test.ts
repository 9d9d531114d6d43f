import { describe, expect, it } from 'vitest';
import { canonicalJson, chainProblems, eventHash, eventHashInput, type ChainRecord } from './proof-chain';

const record = (over: Partial<ChainRecord> = {}): ChainRecord => ({
  shipmentId: 's-1',
  position: 1,
  statusCode: 250,
  source: 'worker',
  eventId: 'created:s-1',
  at: '2026-11-28T08:00:00.000Z',
  receivedAt: '2026-11-28T08:00:00.000Z',
  details: {},
  document: { kind: 'deposited', sha256: 'ab'.repeat(32), firstPage: 1, lastPage: 2 },
  receipts: [],
  previousHash: null,
  ...over,
});

/** A chain of `n` events, each linked to the one before. */
function chain(n: number) {
  const events: (ChainRecord & { hash: string })[] = [];
  for (let i = 0; i < n; i++) {
    const r = record({
      position: i + 1,
      statusCode: [250, 300, 400, 600][i % 4]!,
      eventId: `e${i + 1}`,
      document: i === 0 ? record().document : null,
      previousHash: i === 0 ? null : events[i - 1]!.hash,
    });
    events.push({ ...r, hash: eventHash(r) });
  }
  return events;
}

describe('canonicalJson (RFC 8785)', () => {
  it('sorts keys at every depth, writes no whitespace and leaves undefined members out', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: 'é' }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":"é","z":null}]},"b":1}',
    );
  });

  it('sorts by UTF-16 code units and writes numbers as ECMAScript does', () => {
    expect(canonicalJson({ '\u20ac': 1, '\r': 2, '1': 3, a: 1e21, b: 0.1, c: -0 })).toBe(
      '{"\\r":2,"1":3,"a":1e+21,"b":0.1,"c":0,"€":1}',
    );
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow();
  });
});

describe('the event hash', () => {
  it('is the SHA-256 of the versioned prefix and the canonical record, whatever the key order of details', () => {
    const a = record({ details: { office: 'Paris', code: 7 } });
    const b = record({ details: { code: 7, office: 'Paris' } });
    expect(eventHashInput(a).startsWith('postbridge shipment event v1\n{"at":')).toBe(true);
    expect(eventHash(a)).toBe(eventHash(b));
    expect(eventHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['status', { statusCode: 300 }],
    ['source', { source: 'smtp' }],
    ['event id', { eventId: 'other' }],
    ['time it happened', { at: '2026-11-28T08:00:00.001Z' }],
    ['time received', { receivedAt: '2026-11-28T09:00:00.000Z' }],
    ['details', { details: { x: 1 } }],
    ['position', { position: 2 }],
    ['previous hash', { previousHash: '00'.repeat(32) }],
    ['document', { document: null }],
    ['receipts', { receipts: [{ name: 'pod.pdf', sha256: 'cd'.repeat(32) }] }],
    ['shipment', { shipmentId: 's-2' }],
  ] as const)('changes with the %s', (_, change) => {
    expect(eventHash(record(change as Partial<ChainRecord>))).not.toBe(eventHash(record()));
  });
});

describe('chainProblems', () => {
  it('finds none in an intact chain', () => {
    expect(chainProblems('s-1', chain(5))).toEqual([]);
  });

  it('finds a changed event, a removed one, a reordered one and a forged link', () => {
    const changed = chain(4);
    changed[2]!.statusCode = -990;
    expect(chainProblems('s-1', changed)).toEqual(['event 3 (e3): its hash does not match its content']);

    const removed = chain(4);
    removed.splice(1, 1);
    expect(chainProblems('s-1', removed).join('; ')).toMatch(/position 3, expected 2.*does not link/);

    const swapped = chain(4);
    [swapped[1], swapped[2]] = [swapped[2]!, swapped[1]!];
    expect(chainProblems('s-1', swapped).length).toBeGreaterThan(0);

    const other = chain(2);
    expect(chainProblems('s-2', other)).toContain('event 1 (e1) names another shipment');
  });
});
