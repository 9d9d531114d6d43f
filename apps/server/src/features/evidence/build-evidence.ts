import { shipmentStatusInfo } from '@postbridge/domain';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import type { ChainDocument, ChainReceipt } from '../../platform/proof-chain';
import { visibleShipmentOrThrow } from '../shipments';
import { EVIDENCE_FORMAT, EVIDENCE_VERSION, type EvidenceFile } from './evidence-format';
import { chainedEvents, evidenceShipment, receiptsOf } from './queries';
import { evidenceSigningKey, signText } from './signing-key';
import { signedText } from './verify-evidence';

/**
 * The signed evidence file of a shipment (docs/api.md "Evidence files"), whoever asks: the callers check the
 * scope (evidenceFor) or are the platform itself (a test, another feature). Not found when the shipment is not.
 */
export async function evidenceOf(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  shipmentId: string,
): Promise<EvidenceFile> {
  const shipment = await evidenceShipment(deps.db, shipmentId);
  if (!shipment) throw errors.notFound('The shipment');
  const [events, receipts, key] = await Promise.all([
    chainedEvents(deps.db, shipmentId),
    receiptsOf(deps.db, shipmentId),
    evidenceSigningKey(deps),
  ]);
  const bound = events[0]?.document ? parseJson<ChainDocument | null>(events[0].document, null) : null;
  const unsigned: Omit<EvidenceFile, 'signature'> = {
    format: EVIDENCE_FORMAT,
    version: EVIDENCE_VERSION,
    generatedAt: deps.clock.now().toISOString(),
    instance: { url: deps.config.publicUrl, algorithm: 'Ed25519', publicKey: key.publicKey.publicKey },
    shipment: {
      id: shipment.id,
      nuid: shipment.nuid,
      externalId: shipment.external_id,
      orderId: shipment.command_id,
      deliveryId: shipment.delivery_id,
      letterId: shipment.pack_group_id,
      channel: { id: shipment.channel_id, name: shipment.channel_name, type: shipment.channel_type },
      statusCode: shipment.status_code,
      createdAt: shipment.creation_date,
      recipient: parseJson<Record<string, unknown>>(shipment.recipient, {}),
    },
    document: {
      name: bound ? shipment.deposited_name : null,
      sha256: bound?.sha256 ?? null,
      firstPage: bound?.firstPage ?? null,
      lastPage: bound?.lastPage ?? null,
    },
    outputFile:
      shipment.output_id && shipment.output_name && shipment.output_sha256
        ? { id: shipment.output_id, name: shipment.output_name, sha256: shipment.output_sha256 }
        : null,
    events: events.map((e) => ({
      position: e.position,
      statusCode: e.status_code,
      statusMeaning: shipmentStatusInfo(e.status_code)?.meaning ?? null,
      source: e.source,
      eventId: e.event_id,
      at: e.at,
      receivedAt: e.received_at,
      details: parseJson<unknown>(e.details, {}),
      document: parseJson<ChainDocument | null>(e.document, null),
      receipts: parseJson<ChainReceipt[]>(e.receipts, []),
      previousHash: e.previous_hash,
      hash: e.hash,
    })),
    receipts: receipts.map((r) => ({
      name: r.name,
      sha256: r.sha256,
      size: Number(r.size),
      contentType: r.content_type,
      source: r.source,
      eventId: r.event_id,
    })),
  };
  return { ...unsigned, signature: { algorithm: 'Ed25519', value: signText(key, signedText(unsigned)) } };
}

/** The evidence of a shipment the caller may see; "not found" otherwise (another OU's shipment too). */
export async function evidenceFor(
  deps: Deps,
  session: SessionContext,
  shipmentId: string,
): Promise<EvidenceFile> {
  await visibleShipmentOrThrow(deps, session, shipmentId);
  return evidenceOf(deps, shipmentId);
}
