import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../platform/deps';
import { serverKey } from '../recipients';
import { afterShipmentStatus, recordShipmentStatus } from '../shipments';

// E-mail opens (issue 4: "bounces and opens come back as status codes"): each e-mail carries a 1×1 image whose
// address names its shipment, signed so that nobody can mark another shipment opened. Fetching it records 715
// (opened) once per shipment; images blocked by the recipient's mail client simply record nothing.

const KEY_NAME = 'open-tracking';
const TAG_BYTES = 12;

/** A transparent 1×1 GIF. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const tagOf = (key: Buffer, shipmentId: string) =>
  createHmac('sha256', key)
    .update(`open ${shipmentId}`)
    .digest()
    .subarray(0, TAG_BYTES)
    .toString('base64url');

/** The image address of a shipment's e-mail: `${PUBLIC_URL}/api/tracking/open/<shipment id>-<tag>.gif`. */
export async function openPixelUrl(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  shipmentId: string,
): Promise<string> {
  const key = await serverKey(deps, KEY_NAME);
  return `${deps.config.publicUrl}/api/tracking/open/${shipmentId}-${tagOf(key, shipmentId)}.gif`;
}

/** Records the opening an image fetch tells, when its address is genuine; answers whether it was. */
export async function recordOpen(deps: Deps, token: string): Promise<boolean> {
  const match = /^([0-9a-f-]{1,100})-([\w-]{16})\.gif$/.exec(token);
  if (!match) return false;
  const [, shipmentId, tag] = match as unknown as [string, string, string];
  const expected = Buffer.from(tagOf(await serverKey(deps, KEY_NAME), shipmentId));
  const given = Buffer.from(tag);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const result = await recordShipmentStatus(deps, tx, {
      shipmentId,
      statusCode: 715,
      source: 'smtp',
      eventId: `open:${shipmentId}`,
      at,
      receivedAt: at,
    });
    if (result.outcome === 'applied') {
      await afterShipmentStatus(deps, tx, shipmentId, 715);
    }
  });
  return true;
}
