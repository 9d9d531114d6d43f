import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Database, DeliveryTable, PackGroupTable, ShipmentTable } from '../../platform/db/schema';
import { newId, parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import type { EventDeps } from '../../platform/events';
import { recordShipmentStatus } from '../shipments';
import { commandIsIn, insertShipments, packGroupsToShip, shippedPackGroupIds } from './queries';

/** A number people read, as a delivery's (deliveries/create-command.ts): a letter, the day, 10 hex digits. */
export const newNuid = (letter: 'D' | 'S', at: Date): string =>
  `${letter}${at.toISOString().slice(0, 10).replaceAll('-', '')}-${newId().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/**
 * Who the mail goes to, as the channel needs it: the pack group's requirement values of the service channel
 * (`<label>/<name>` keys, docs/product.md §3 requirement names), by name: mainPostalAddress, recipientEmail,
 * subject…
 */
function recipientOf(requirementsJson: string, label: string): Record<string, string | null> {
  const requirements = parseJson<Record<string, { value?: string | null }>>(requirementsJson, {});
  const prefix = `${label}/`;
  return Object.fromEntries(
    Object.entries(requirements)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, r]) => [key.slice(prefix.length), r.value ?? null]),
  );
}

/** A new shipment (status 250, being created) of a pack group in a delivery. */
export function shipmentRowOf(
  delivery: Selectable<DeliveryTable>,
  group: Pick<Selectable<PackGroupTable>, 'id' | 'requirements' | 'metadata' | 'first_page' | 'last_page'>,
  now: Date,
): Insertable<ShipmentTable> & { id: string } {
  const at = now.toISOString();
  const pages = group.last_page - group.first_page + 1;
  return {
    id: newId(),
    ou_id: delivery.ou_id,
    owner_id: delivery.owner_id,
    command_id: delivery.command_id,
    delivery_id: delivery.id,
    pack_group_id: group.id,
    channel_id: delivery.channel_id,
    nuid: newNuid('S', now),
    status_code: 250,
    metadata: group.metadata,
    options: delivery.options,
    recipient: JSON.stringify(recipientOf(group.requirements, delivery.service_channel_label)),
    // Until composition counts them (address page, duplex): the pack group's own pages, one a sheet.
    pages,
    sheets: pages,
    creation_date: at,
    updated_at: at,
  };
}

/** Inserts shipments at 250 and records that first status as an event (the shipment's history starts there). */
export async function insertNewShipments(
  deps: EventDeps,
  tx: Transaction<Database>,
  rows: (Insertable<ShipmentTable> & { id: string })[],
  details: Record<string, unknown> = {},
): Promise<void> {
  await insertShipments(deps, tx, rows);
  for (const row of rows) {
    await recordShipmentStatus(deps, tx, {
      shipmentId: row.id,
      statusCode: 250,
      source: 'worker',
      eventId: `created:${row.id}`,
      at: row.creation_date,
      receivedAt: row.creation_date,
      details,
    });
  }
}

const CHUNK = 200;

/**
 * One shipment per pack group ordered through the delivery (status 250), while the command is PROCESSING.
 * Idempotent: a pack group that has its shipment in the delivery already is skipped, so a re-run after a crash
 * adds only what is missing. Answers false when the command left PROCESSING (cancelled meanwhile).
 */
export async function createShipments(deps: Deps, delivery: Selectable<DeliveryTable>): Promise<boolean> {
  const shipped = await shippedPackGroupIds(deps.db, delivery.id);
  const groups = (await packGroupsToShip(deps.db, delivery.id)).filter((g) => !shipped.has(g.id));
  for (let i = 0; i < groups.length; i += CHUNK) {
    const now = deps.clock.now();
    const rows = groups.slice(i, i + CHUNK).map((g) => shipmentRowOf(delivery, g, now));
    const inserted = await deps.db.transaction().execute(async (tx) => {
      if (!(await commandIsIn(tx, delivery.command_id, ['PROCESSING']))) return false;
      await insertNewShipments(deps, tx, rows);
      return true;
    });
    if (!inserted) return false;
  }
  return true;
}
