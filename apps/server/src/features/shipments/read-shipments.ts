import {
  isShipmentErrorCode,
  KNOWN_SHIPMENT_STATUS_CODES,
  SHIPMENT_STATUS_CODES,
  shipmentStatusInfo,
  type Shipment,
  type ShipmentListQuery,
  type ShipmentRevisions,
} from '@postbridge/domain';
import type { z } from 'zod';
import type { allShipmentStatusesResultSchema } from '@postbridge/domain';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { viewScope, type SessionContext } from '../../platform/policy';
import { historyOf } from '../../platform/history/queries';
import { rangeOf } from '../counters';
import { presentShipments } from './present-shipment';
import {
  eventsOfShipment,
  listVisibleShipments,
  visibleShipment,
  visibleShipmentsIn,
  visibleShipmentsWith,
} from './queries';

/** Most shipments GET /shipments answers for one external id or delivery. */
const MAX_SHIPMENTS_OF_ONE = 5000;

/** A shipment the caller may see; "not found" otherwise, so that ids do not leak. */
export async function visibleShipmentOrThrow(deps: Pick<Deps, 'db'>, session: SessionContext, id: string) {
  const row = await visibleShipment(deps.db, viewScope(session), id);
  if (!row) throw errors.notFound('The shipment');
  return row;
}

/** GET /shipments/{shipmentId}: one shipment the caller may see (-3 otherwise), as the lists present it. */
export async function getShipment(deps: Deps, session: SessionContext, id: string): Promise<Shipment> {
  const [shipment] = await presentShipments(deps.db, [await visibleShipmentOrThrow(deps, session, id)]);
  return shipment!;
}

/** GET /shipments?externalId= or ?deliveryId=: the visible shipments of either, newest first. */
export async function shipmentsOf(
  deps: Deps,
  session: SessionContext,
  by: { externalId?: string; deliveryId?: string },
): Promise<Shipment[]> {
  const rows = await visibleShipmentsWith(deps.db, viewScope(session), by, MAX_SHIPMENTS_OF_ONE);
  return presentShipments(deps.db, rows);
}

/** GET /shipments/list: over the range (default: the caller's search range), newest first, with every filter. */
export async function listShipments(
  deps: Deps,
  session: SessionContext,
  query: ShipmentListQuery,
): Promise<{ shipments: Shipment[]; overflow: boolean }> {
  const rows = await listVisibleShipments(
    deps.db,
    viewScope(session),
    {
      range: rangeOf(session, query, deps.clock.now()),
      ownerId: query.targetOwnerId,
      ouId: query.targetOUId,
      // Output files are known by their id (`outputFileId` of a shipment): the spec's outputFileNUIDs.
      outputFileIds: query.outputFileNUIDs,
      externalIds: query.externalIds,
      trackingValues: query.trackingValues,
      statusCodes: query.statusValues,
      unacknowledged: query.unacknowledged === undefined ? undefined : query.unacknowledged === 'true',
    },
    // One row more than the page: the cap that tells `overflow` without counting every match (docs/product.md
    // §8).
    query.maxResults + 1,
  );
  return {
    shipments: await presentShipments(deps.db, rows.slice(0, query.maxResults)),
    overflow: rows.length > query.maxResults,
  };
}

/** GET /shipments/status: id → current status code, for the visible shipments among the ids. */
export async function shipmentStatuses(
  deps: Deps,
  session: SessionContext,
  ids: readonly string[],
): Promise<Record<string, number>> {
  const rows = await visibleShipmentsIn(deps.db, viewScope(session), ids);
  return Object.fromEntries(rows.map((r) => [r.id, r.status_code]));
}

/** GET /shipments/allStatuses: the domain table of status codes (docs/domain-decisions.md). */
export function allShipmentStatuses(): z.infer<typeof allShipmentStatusesResultSchema> {
  return KNOWN_SHIPMENT_STATUS_CODES.map((code) => ({
    code,
    ...SHIPMENT_STATUS_CODES[code],
    error: isShipmentErrorCode(code),
  }));
}

/** GET /shipments/{id}/revisions: every status event received (in the order they happened) and the history. */
export async function shipmentRevisions(
  deps: Deps,
  session: SessionContext,
  shipmentId: string,
): Promise<ShipmentRevisions> {
  await visibleShipmentOrThrow(deps, session, shipmentId);
  const [events, history] = await Promise.all([
    eventsOfShipment(deps.db, shipmentId),
    historyOf(deps.db, 'shipment', shipmentId),
  ]);
  return {
    events: events.map((e) => ({
      statusCode: e.status_code,
      statusMeaning: shipmentStatusInfo(e.status_code)?.meaning ?? null,
      source: e.source,
      eventId: e.event_id,
      at: e.at,
      receivedAt: e.received_at,
      details: parseJson<Record<string, unknown>>(e.details, {}),
      hash: e.hash,
    })),
    history: history.map((r) => ({
      id: Number(r.id),
      action: r.action,
      state: r.state,
      loggedUserLogin: r.login,
      date: r.at,
      details: parseJson<Record<string, unknown> | null>(r.details, null),
    })),
  };
}
