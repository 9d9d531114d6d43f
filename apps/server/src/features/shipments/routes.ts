import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { acknowledgeShipments } from './acknowledge-shipments';
import { countLateDeliveries, listLateDeliveries } from './late-deliveries';
import {
  allShipmentStatuses,
  listShipments,
  shipmentRevisions,
  shipmentsOf,
  shipmentStatuses,
  getShipment,
} from './read-shipments';
import { downloadOutputFile, downloadTrackingFile } from './shipment-files';

export async function shipmentRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'shipments.search', async ({ session, query }) => shipmentsOf(deps, session, query));
  route(app, 'shipments.list', async ({ session, query }) => listShipments(deps, session, query));
  route(app, 'shipments.status', async ({ session, query }) =>
    shipmentStatuses(deps, session, query.shipmentIds),
  );
  route(app, 'shipments.allStatuses', async () => allShipmentStatuses());
  route(app, 'shipments.get', async ({ session, params }) => getShipment(deps, session, params.shipmentId));
  route(app, 'shipments.revisions', async ({ session, params }) =>
    shipmentRevisions(deps, session, params.shipmentId),
  );
  route(app, 'shipments.outputFile', async ({ session, params, reply }) =>
    sendDownload(reply, await downloadOutputFile(deps, session, params.outputFileId)),
  );
  route(app, 'shipments.trackingFile', async ({ session, params, reply }) =>
    sendDownload(reply, await downloadTrackingFile(deps, session, params.shipmentId, params.trackingName)),
  );
  route(app, 'shipments.acknowledge', async ({ session, body }) => acknowledgeShipments(deps, session, body));

  // Late deliveries are a question about shipments (their status codes), so they live here.
  route(app, 'shipments.lateDeliveries', async ({ session, query }) =>
    listLateDeliveries(deps, session, query),
  );
  route(app, 'shipments.lateDeliveriesCount', async ({ session, query }) =>
    countLateDeliveries(deps, session, query),
  );
}
