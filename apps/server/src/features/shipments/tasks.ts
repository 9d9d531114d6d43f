import { z } from 'zod';
import { defineTask } from '../../platform/queue/queue';

/**
 * Sends a shipment again through the next channel of its service's strategy (payload `{ shipmentId, statusCode }`):
 * queued by afterShipmentStatus (after-shipment-status.ts), handled by features/sending (fall-back.ts).
 */
export const FALLBACK_TASK = defineTask(
  'sending.fallback',
  z.object({ shipmentId: z.string(), statusCode: z.number().int() }),
);

/**
 * Checks a digital-first shipment whose timer ran out (payload `{ shipmentId }`): queued with `runAt` the
 * deadline by afterShipmentStatus when the e-mail is sent, handled by features/sending (escalate.ts).
 */
export const ESCALATION_TASK = defineTask('sending.escalate', z.object({ shipmentId: z.string() }));
