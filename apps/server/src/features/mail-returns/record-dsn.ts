import type { Deps } from '../../platform/deps';
import { recordSendStatus, shipmentById, type RecordedStatus } from '../shipments';

/** What a delivery status notification said of a shipment's e-mail (features/mail-returns reads it). */
type DsnReport = {
  /** bounced (5.x.x) → -711, blocked (5.7.x) → -712, delayed (4.x.x) → a detail, no status. */
  kind: 'bounced' | 'blocked' | 'delayed';
  /** The enhanced status code (`5.1.1`), the server's diagnostic, and where the report came from. */
  details: Record<string, unknown>;
  /** Identifies the report (a hash of its delivery-status part): the same report twice is one event. */
  reportId: string;
};

const DSN_STATUS = { bounced: -711, blocked: -712 } as const;

/**
 * A DSN the bounce receiver took for a shipment (found by its VERP return path): -711 bounced or -712 blocked with
 * the diagnostic in the event's details, and what follows (a fallback) queued with it; a delay is recorded as an
 * event at the shipment's current status (shown in its revisions), its status unchanged. Idempotent: a failure
 * is one event per message (`bounce:` or `blocked:<Message-ID>`, the same as recordBounce's), a delay one per
 * report.
 */
export async function recordDsn(
  deps: Deps,
  shipmentId: string,
  report: DsnReport,
): Promise<RecordedStatus['outcome']> {
  return deps.db.transaction().execute(async (tx) => {
    const shipment = await shipmentById(tx, shipmentId);
    if (!shipment) return 'unknownShipment';
    const messageId = shipment.external_id ?? shipmentId;
    const details = { messageId, ...report.details };
    if (report.kind === 'delayed') {
      return recordSendStatus(deps, tx, shipmentId, {
        source: 'smtp-dsn',
        eventId: `delayed:${report.reportId}`,
        statusCode: shipment.status_code,
        details,
      });
    }
    return recordSendStatus(deps, tx, shipmentId, {
      source: 'smtp-dsn',
      eventId: `${report.kind === 'bounced' ? 'bounce' : 'blocked'}:${messageId}`,
      statusCode: DSN_STATUS[report.kind],
      details,
    });
  });
}
