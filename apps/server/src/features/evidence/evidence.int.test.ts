import { spawnSync } from 'node:child_process';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, sessionToken, userIdOf } from '../../test/factories';
import { recordShipmentStatus } from '../shipments';
import { insertUser, postTracking } from '../shipments/shipment-fixtures';
import {
  depositSample,
  orderJob,
  sendingContext,
  shipmentsOf,
  type SendingContext,
} from '../sending/testing';
import type { EvidenceFile } from './evidence-format';
import { attachedEvidenceJson, evidenceOf, verifyEvidence } from './index';
import { signedText } from './verify-evidence';

// The proof chain through real status changes (the sending worker, a provider's tracking call with a receipt),
// both evidence files through the API, verified in-process and by the CLI in a child process; on the database
// of DATABASE_URL (SQLite, or PostgreSQL). The last test adds events: it stays last.

const SECRET = 'simulator-test-secret-0123456789';
const CLI = path.resolve(import.meta.dirname, 'verify-evidence-cli.ts');

let c: SendingContext;
let shipmentId: string;
let tmp = '';
const receipt = Buffer.from('%PDF-1.4\n% proof of delivery, signed by the carrier\n');

// One order for the file (a deposit of 8 letters is slow on a busy machine); the tests only add to its history.
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-'));
  c = await sendingContext({ TRACKING_SECRETS: `simulator=${SECRET}` });
  const commandId = await orderJob(c, await depositSample(c, 'letters'));
  await c.t.deps.queue.drain();
  shipmentId = (await shipmentsOf(c, commandId))[0]!.id;
  c.t.clock.advanceMinutes(5);
  const tracked = await postTracking(
    c.t.app,
    'simulator',
    {
      events: [
        {
          eventId: 'carrier-42',
          shipmentId,
          statusCode: 600,
          at: c.t.clock.now().toISOString(),
          details: { office: 'Paris 02' },
          documents: [
            {
              name: 'proof-of-delivery.pdf',
              contentType: 'application/pdf',
              base64: receipt.toString('base64'),
            },
          ],
        },
      ],
    },
    { secret: SECRET, now: c.t.clock.now() },
  );
  expect(tracked.statusCode, tracked.body).toBe(200);
}, 180_000);
afterAll(async () => {
  await c?.t.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const get = (url: string, token: string | null = c.token, headers: Record<string, string> = {}) =>
  c.t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { 'x-auth-token': token } : {}), ...headers },
  });

async function publicKey(): Promise<string> {
  const res = await get('/api/evidence/public-key', null);
  expect(res.statusCode).toBe(200);
  return res.json().result.publicKey as string;
}

const runCli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8', timeout: 60_000 });

describe('evidence files', () => {
  it('chain every event of a shipment, with its document and the receipt the provider sent', async () => {
    const res = await get(`/api/shipments/${shipmentId}/evidence/json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.postbridge.evidence+json');
    const file = res.json() as EvidenceFile;
    expect(verifyEvidence(file, { pinnedKey: await publicKey() })).toMatchObject({ ok: true });

    // The sending worker's statuses, then the provider's, in the order they were written.
    const codes = file.events.map((e) => e.statusCode);
    expect(codes[0]).toBe(250);
    expect(codes.at(-1)).toBe(600);
    expect(file.events.map((e) => e.position)).toEqual(codes.map((_, i) => i + 1));
    // The first event binds the deposited file (its SHA-256 as stored) and the letter's pages.
    const deposited = await c.t.deps.db
      .selectFrom('shipment')
      .innerJoin('pack_group', 'pack_group.id', 'shipment.pack_group_id')
      .innerJoin('job_input_file', 'job_input_file.id', 'pack_group.input_file_id')
      .innerJoin('stored_file', 'stored_file.id', 'job_input_file.stored_file_id')
      .select(['stored_file.sha256', 'pack_group.first_page', 'pack_group.last_page'])
      .where('shipment.id', '=', shipmentId)
      .executeTakeFirstOrThrow();
    expect(file.events[0]!.document).toEqual({
      kind: 'deposited',
      sha256: deposited.sha256,
      firstPage: deposited.first_page,
      lastPage: deposited.last_page,
    });
    expect(file.document.sha256).toBe(deposited.sha256);
    // The receipt's SHA-256 is the bytes' and is chained in the event that brought it.
    const sha = createHash('sha256').update(receipt).digest('hex');
    expect(file.receipts).toEqual([
      expect.objectContaining({
        name: 'proof-of-delivery.pdf',
        sha256: sha,
        source: 'simulator',
        eventId: 'carrier-42',
      }),
    ]);
    expect(file.events.at(-1)!.receipts).toEqual([{ name: 'proof-of-delivery.pdf', sha256: sha }]);
    expect(file.shipment.recipient).toHaveProperty('mainPostalAddress');

    // The hashes are those stored with the events (the revisions show them too).
    const stored = await c.t.deps.db
      .selectFrom('shipment_event')
      .select(['hash'])
      .where('shipment_id', '=', shipmentId)
      .orderBy('position')
      .execute();
    expect(stored.map((e) => e.hash)).toEqual(file.events.map((e) => e.hash));
  });

  it('fail verification when a status, an event, a signature byte or the key is changed', async () => {
    const file = (await get(`/api/shipments/${shipmentId}/evidence/json`)).json() as EvidenceFile;
    const key = await publicKey();
    const failed = (copy: EvidenceFile, pinnedKey = key) =>
      verifyEvidence(copy, { pinnedKey })
        .checks.filter((ch) => !ch.ok)
        .map((ch) => ch.name);
    const copy = () => structuredClone(file);

    const status = copy();
    status.events[1]!.statusCode = -990;
    expect(failed(status)).toEqual(expect.arrayContaining(['event hashes', 'signature']));

    const removed = copy();
    removed.events.splice(1, 1);
    expect(failed(removed)).toEqual(expect.arrayContaining(['chain', 'signature']));

    const cut = copy();
    cut.events.pop();
    expect(failed(cut)).toEqual(expect.arrayContaining(['receipts', 'signature']));

    const signature = copy();
    const bytes = Buffer.from(signature.signature.value, 'base64url');
    bytes[10] = bytes[10]! ^ 0x01;
    signature.signature.value = bytes.toString('base64url');
    expect(failed(signature)).toEqual(['signature']);

    // Re-signed by someone else with their own key: consistent, but not the instance's.
    const other = generateKeyPairSync('ed25519');
    const forged = copy();
    forged.events[1]!.statusCode = 610;
    forged.instance.publicKey = other.publicKey.export({ format: 'jwk' }).x!;
    expect(failed(forged)).toContain('event hashes');
    const resigned = copy();
    resigned.instance.publicKey = other.publicKey.export({ format: 'jwk' }).x!;
    resigned.signature.value = sign(null, Buffer.from(signedText(resigned)), other.privateKey).toString(
      'base64url',
    );
    expect(failed(resigned)).toEqual(['pinned key']);
  });

  it('lays the evidence out as a PDF with the signed JSON attached, which the CLI verifies', async () => {
    // Laid out in the work pool, off the API's event loop.
    const pool = vi.spyOn(c.t.deps.work, 'run');
    const res = await get(`/api/shipments/${shipmentId}/evidence/pdf`);
    expect(pool.mock.calls.map(([task]) => task.name)).toContain('evidence.pdf');
    pool.mockRestore();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    const attached = await attachedEvidenceJson(pdf);
    expect(attached).not.toBeNull();
    const file = JSON.parse(attached!) as EvidenceFile;
    expect(file.shipment.id).toBe(shipmentId);
    expect(verifyEvidence(file).ok).toBe(true);

    const key = await publicKey();
    const pdfPath = path.join(tmp, 'evidence.pdf');
    fs.writeFileSync(pdfPath, pdf);
    const ok = runCli(pdfPath, '--public-key', key);
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain('VERIFIED');

    const jsonPath = path.join(tmp, 'evidence.json');
    fs.writeFileSync(jsonPath, (await get(`/api/shipments/${shipmentId}/evidence/json`)).body);
    expect(runCli(jsonPath, '--public-key', key).status).toBe(0);

    // One changed status: the CLI says which checks fail and exits non-zero.
    const tampered = JSON.parse(fs.readFileSync(jsonPath, 'utf8')) as EvidenceFile;
    tampered.events[0]!.statusCode = 300;
    fs.writeFileSync(jsonPath, JSON.stringify(tampered));
    const bad = runCli(jsonPath, '--public-key', key);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/FAIL\s+event hashes/);
    expect(bad.stdout).toContain('NOT VERIFIED');
  }, 120_000);

  it('answers only who may read the shipment: another account gets 404, a read API key the file', async () => {
    const finance = await insertUser(c.t.deps.db, {
      login: 'finance-sender',
      ouName: 'Finance',
      profileName: 'Sender',
    });
    const stranger = await sessionToken(c.t.deps, finance);
    expect((await get(`/api/shipments/${shipmentId}/evidence/json`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/shipments/${shipmentId}/evidence/pdf`, stranger)).statusCode).toBe(404);
    expect([401, 403]).toContain((await get(`/api/shipments/${shipmentId}/evidence/json`, null)).statusCode);

    const { ouId } = await userIdOf(c.t.deps.db, 'sender');
    const admin = await createUser(c.t.deps.db, {
      ouId,
      login: 'evidence-admin',
      role: 'ADMINISTRATOR',
      permissions: ['adminOu', 'viewOrders', 'viewOrdersOthers'],
      permissionsOnOu: ['viewOrders', 'viewOrdersOthers'],
    });
    const created = await c.t.app.inject({
      method: 'POST',
      url: `/api/ou/${ouId}/api-keys`,
      headers: { 'x-auth-token': await sessionToken(c.t.deps, admin) },
      payload: { name: 'Archive', scopes: ['read'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const bearer = { authorization: `Bearer ${created.json().result.secret as string}` };
    const byKey = await get(`/api/shipments/${shipmentId}/evidence/json`, null, bearer);
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(verifyEvidence(byKey.json()).ok).toBe(true);
  });

  it('does not fork the chain when events of one shipment are written at once', async () => {
    const at = c.t.clock.now().toISOString();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        c.t.deps.db.transaction().execute((tx) =>
          recordShipmentStatus(c.t.deps, tx, {
            shipmentId,
            statusCode: 600,
            source: 'concurrency-test',
            eventId: `at-once-${i}`,
            at,
            receivedAt: at,
            details: { i },
          }),
        ),
      ),
    );
    expect(results.every((r) => r.outcome === 'kept' || r.outcome === 'applied')).toBe(true);
    const file = await evidenceOf(c.t.deps, shipmentId);
    const positions = file.events.map((e) => e.position);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
    expect(file.events.filter((e) => e.source === 'concurrency-test')).toHaveLength(8);
    expect(verifyEvidence(file)).toMatchObject({ ok: true });
  });
});
