import {
  isShipmentErrorCode,
  shipmentDisplayKind,
  shipmentStatusInfo,
  trackingPropertiesSchema,
  type Shipment,
  type TrackingProperties,
} from '@postbridge/domain';
import type { Db } from '../../platform/db/database';
import { parseJson } from '../../platform/db/util';
import { channelConfigurations, trackingFilesOf, type ShipmentRow } from './queries';

type TrackingFile = Shipment['trackingFiles'][number];

/** What presenting a page of shipments needs beyond their rows, read once for the page. */
type ShipmentContext = {
  trackingByChannel: Map<string, TrackingProperties>;
  filesByShipment: Map<string, TrackingFile[]>;
};

async function shipmentContextOf(db: Db, rows: readonly ShipmentRow[]): Promise<ShipmentContext> {
  const channelIds = [...new Set(rows.map((r) => r.channel_id).filter((id): id is string => id !== null))];
  const [channels, files] = await Promise.all([
    channelConfigurations(db, channelIds),
    trackingFilesOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const trackingByChannel = new Map<string, TrackingProperties>();
  for (const channel of channels) {
    const parsed = trackingPropertiesSchema.safeParse(
      parseJson<{ trackingProperties?: unknown }>(channel.configuration, {}).trackingProperties,
    );
    if (parsed.success) trackingByChannel.set(channel.id, parsed.data);
  }
  const filesByShipment = new Map<string, TrackingFile[]>();
  for (const f of files) {
    const list = filesByShipment.get(f.shipment_id) ?? [];
    list.push({ name: f.name, contentType: f.content_type, size: Number(f.size) });
    filesByShipment.set(f.shipment_id, list);
  }
  return { trackingByChannel, filesByShipment };
}

/**
 * The channel's tracking link with the value in place of its placeholder (docs/product.md §3
 * trackingProperties).
 */
export function trackingUrlOf(tracking: TrackingProperties | undefined, value: string | null): string | null {
  if (!tracking || !value || !tracking.placeholder || !tracking.url.includes(tracking.placeholder))
    return null;
  return tracking.url.split(tracking.placeholder).join(encodeURIComponent(value));
}

/**
 * Options as the sending worker stores them: the delivery's list of `{ optionTypeId, optionId }`, or a map
 * option type → option.
 */
function optionsOf(text: string): Shipment['options'] {
  const value = parseJson<unknown>(text, []);
  if (Array.isArray(value)) {
    return value.filter(
      (o): o is Shipment['options'][number] =>
        typeof o === 'object' &&
        o !== null &&
        typeof (o as Record<string, unknown>).optionTypeId === 'string' &&
        typeof (o as Record<string, unknown>).optionId === 'string',
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([optionTypeId, optionId]) => ({ optionTypeId, optionId }));
  }
  return [];
}

function metadataOf(text: string): Record<string, string> {
  const value = parseJson<Record<string, unknown>>(text, {});
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

function presentShipment(row: ShipmentRow, context: ShipmentContext): Shipment {
  const info = shipmentStatusInfo(row.status_code);
  const tracking = row.channel_id ? context.trackingByChannel.get(row.channel_id) : undefined;
  return {
    id: row.id,
    externalId: row.external_id,
    nuid: row.nuid,
    statusCode: row.status_code,
    statusMeaning: info?.meaning ?? null,
    displayKind: shipmentDisplayKind(row.status_code),
    final: info?.final ?? false,
    error: isShipmentErrorCode(row.status_code),
    pages: row.pages,
    sheets: row.sheets,
    metadata: metadataOf(row.metadata),
    options: optionsOf(row.options),
    recipient: parseJson<Record<string, unknown>>(row.recipient, {}),
    deliveryId: row.delivery_id,
    commandId: row.command_id,
    packGroupId: row.pack_group_id,
    channelId: row.channel_id,
    outputFileId: row.output_file_id,
    trackingValue: row.tracking_value,
    trackingUrl: trackingUrlOf(tracking, row.tracking_value),
    trackingFiles: context.filesByShipment.get(row.id) ?? [],
    lastError: row.last_error,
    acknowledged: row.acknowledged_at !== null,
    acknowledgedAt: row.acknowledged_at,
    acknowledgeMessage: row.acknowledge_message,
    attempts: row.attempts,
    // A hand-over in progress also has one (its lease): only a shipment not handed over is retrying.
    nextAttemptAt: row.external_id === null ? row.next_attempt_at : null,
    escalation: row.escalates_at && row.escalates_to ? { at: row.escalates_at, to: row.escalates_to } : null,
    creationDate: row.creation_date,
    updateDate: row.updated_at,
  };
}

/** Shipment rows as the API shows them. */
export async function presentShipments(db: Db, rows: readonly ShipmentRow[]): Promise<Shipment[]> {
  const context = await shipmentContextOf(db, rows);
  return rows.map((row) => presentShipment(row, context));
}
