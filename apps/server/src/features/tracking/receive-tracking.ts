import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sniffFileType } from '@postbridge/documents';
import { trackingBodySchema, type TrackingEvent, type TrackingOutcome } from '@postbridge/domain';
import type { Insertable } from 'kysely';
import type { StoredFileTable } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { checkSignature } from '../../platform/signature';
import { channelSecretsOfProvider } from '../channel-providers';
import { cleanFileName } from '../files';
import { DELETE_STORED_KEYS_MAX_ATTEMPTS, DELETE_STORED_KEYS_TASK } from '../housekeeping';
import { afterShipmentStatus, recordShipmentStatus } from '../shipments';
import { shipmentOfProvider, receivedEvent, setTrackingValue, attachTrackingFile } from './queries';
import { trackingSecretOf } from './tracking-secrets';

/** Largest document a tracking event may attach (decoded). */
const MAX_TRACKING_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** Largest tracking call: documents travel in base64, a third larger; send big ones one event per call. */
export const MAX_TRACKING_BODY_BYTES = 25 * 1024 * 1024;

type TrackingAnswer = {
  eventId: string;
  outcome: TrackingOutcome;
  shipmentId: string | null;
  statusCode: number | null;
};

type Shipment = NonNullable<Awaited<ReturnType<typeof shipmentOfProvider>>>;
type StoredDocument = {
  name: string;
  row: Insertable<StoredFileTable> & { id: string; storage_key: string };
};

/**
 * POST /tracking/{provider} (docs/providers.md "Tracking"): a provider reports status events of its shipments.
 * The call is signed with the provider's secret; a missing, wrong or stale signature is refused (401) before the
 * body is even read, and nothing changes. Each event then goes through recordShipmentStatus with the provider as
 * source: a replay is a duplicate, a final status is never moved back. Events are applied one by one, each in
 * its own transaction, so a provider that retries a batch after a failure gets `duplicate` for those already in.
 */
export async function receiveTracking(
  deps: Deps,
  input: { provider: string; timestamp?: string; signature?: string; rawBody: string },
): Promise<TrackingAnswer[]> {
  const signed = (secret: string | null) =>
    checkSignature({
      secret,
      timestamp: input.timestamp,
      signature: input.signature,
      body: input.rawBody,
      now: deps.clock.now(),
    });
  let check = signed(await trackingSecretOf(deps, input.provider));
  // Else signed with the secret of one channel naming the provider (set in System, features/channel-providers):
  // the call then moves that channel's shipments only.
  let channelId: string | null = null;
  if (check === 'wrong') {
    for (const channel of await channelSecretsOfProvider(deps, input.provider)) {
      if (signed(channel.secret) === 'valid') {
        check = 'valid';
        channelId = channel.channelId;
        break;
      }
    }
  }
  if (check !== 'valid') {
    deps.log.warn({ provider: input.provider, check }, 'tracking call refused: signature');
    throw new AppError(
      'invalidCredentials',
      `The request signature is ${check === 'missing' ? 'missing' : check === 'expired' ? 'expired' : 'wrong'}.`,
      'error.invalidSignature',
    );
  }
  const events = parseEvents(input.rawBody);
  const answers: TrackingAnswer[] = [];
  for (const event of events) answers.push(await applyEvent(deps, input.provider, event, channelId));
  return answers;
}

function parseEvents(rawBody: string): TrackingEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw errors.badRequest('body', 'is not valid JSON');
  }
  const parsed = trackingBodySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw errors.badRequest(['body', ...issue.path].join('.'), issue.message);
  }
  // Checked before anything is stored, so that a refused batch changes nothing.
  parsed.data.events.forEach((event, i) =>
    event.documents?.forEach((doc, j) => {
      if (Buffer.byteLength(doc.base64, 'base64') > MAX_TRACKING_DOCUMENT_BYTES)
        throw errors.badRequest(
          `body.events.${i}.documents.${j}.base64`,
          `is larger than ${MAX_TRACKING_DOCUMENT_BYTES} bytes`,
        );
    }),
  );
  return parsed.data.events;
}

/** `channelId`: the call was signed with that channel's secret, other channels' shipments are unknown to it. */
async function applyEvent(
  deps: Deps,
  provider: string,
  event: TrackingEvent,
  channelId: string | null,
): Promise<TrackingAnswer> {
  const answer = (outcome: TrackingOutcome, shipmentId: string | null, statusCode: number | null) => ({
    eventId: event.eventId,
    outcome,
    shipmentId,
    statusCode,
  });
  const seen = await receivedEvent(deps.db, provider, event.eventId);
  const foreign = (row: { channel_id: string | null }) => channelId !== null && row.channel_id !== channelId;
  if (seen && foreign(seen)) return answer('unknown', null, null);
  if (seen) return answer('duplicate', seen.id, seen.status_code);
  const shipment = await shipmentOfProvider(deps.db, event, provider);
  if (!shipment || foreign(shipment)) return answer('unknown', null, null);
  const documents = await storeDocuments(deps, shipment, event);
  const receivedAt = deps.clock.now().toISOString();
  try {
    const recorded = await deps.db.transaction().execute(async (tx) => {
      const result = await recordShipmentStatus(deps, tx, {
        shipmentId: shipment.id,
        statusCode: event.statusCode,
        source: provider,
        eventId: event.eventId,
        at: event.at,
        receivedAt,
        details: event.details,
        receipts: documents.map((d) => ({ name: d.name, sha256: d.row.sha256 })),
      });
      if (result.outcome !== 'applied' && result.outcome !== 'kept') return result;
      if (event.trackingValue) await setTrackingValue(tx, shipment.id, event.trackingValue, receivedAt);
      const replaced: string[] = [];
      for (const doc of documents) {
        const old = await attachTrackingFile(tx, doc.row, {
          shipmentId: shipment.id,
          name: doc.name,
          source: provider,
          eventId: event.eventId,
          at: receivedAt,
        });
        if (old) replaced.push(old);
      }
      if (replaced.length) {
        await deps.queue.enqueue(
          DELETE_STORED_KEYS_TASK,
          { keys: replaced },
          { tx, maxAttempts: DELETE_STORED_KEYS_MAX_ATTEMPTS },
        );
      }
      if (result.outcome === 'applied') {
        // A channel's fallbackOnStatuses (docs/product.md §3): the next channel of the sending strategy,
        // queued here.
        await afterShipmentStatus(deps, tx, shipment.id, event.statusCode);
      }
      return result;
    });
    if (recorded.outcome === 'duplicate' || recorded.outcome === 'unknownShipment') {
      await dropStored(deps, documents);
      return recorded.outcome === 'duplicate'
        ? answer('duplicate', shipment.id, null)
        : answer('unknown', null, null);
    }
    return answer(
      recorded.outcome,
      shipment.id,
      recorded.outcome === 'applied' ? event.statusCode : recorded.current,
    );
  } catch (err) {
    await dropStored(deps, documents);
    throw err;
  }
}

/** Puts an event's documents into the file store; their rows are inserted with the event. */
async function storeDocuments(
  deps: Deps,
  shipment: Shipment,
  event: TrackingEvent,
): Promise<StoredDocument[]> {
  const stored: StoredDocument[] = [];
  if (!event.documents?.length) return stored;
  const tempDir = path.join(deps.config.dataDir, 'tmp');
  await fs.mkdir(tempDir, { recursive: true });
  try {
    for (const doc of event.documents) {
      const bytes = Buffer.from(doc.base64, 'base64');
      const id = newId();
      const key = `tracking/${shipment.id}/${id}`;
      const sniffed = sniffFileType(bytes.subarray(0, 8192), doc.name);
      const temp = path.join(tempDir, `${id}.tracking`);
      await fs.writeFile(temp, bytes);
      try {
        await deps.files.putFile(key, temp, bytes.length, sniffed.mime);
      } finally {
        await fs.rm(temp, { force: true });
      }
      stored.push({
        name: doc.name,
        row: {
          id,
          ou_id: shipment.ou_id,
          owner_id: shipment.owner_id,
          name: cleanFileName(doc.name),
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          // What the bytes are, not what the provider says they are (docs/security.md).
          content_type: sniffed.mime,
          file_type: sniffed.type,
          name_mismatch: sniffed.nameMismatch ? 1 : 0,
          storage_key: key,
          created_at: deps.clock.now().toISOString(),
        },
      });
    }
  } catch (err) {
    await dropStored(deps, stored);
    throw err;
  }
  return stored;
}

async function dropStored(deps: Deps, documents: StoredDocument[]): Promise<void> {
  for (const doc of documents) await deps.files.delete(doc.row.storage_key).catch(() => undefined);
}
