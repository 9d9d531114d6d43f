import {
  acknowledgeShipmentsBodySchema,
  acknowledgeShipmentsResultSchema,
  allShipmentStatusesResultSchema,
  lateDeliveriesCountResultSchema,
  lateDeliveriesQuerySchema,
  lateDeliveriesResultSchema,
  shipmentIdParamsSchema,
  shipmentListQuerySchema,
  shipmentListResultSchema,
  shipmentOutputFileParamsSchema,
  shipmentRevisionsResultSchema,
  shipmentSchema,
  shipmentsQuerySchema,
  shipmentsResultSchema,
  shipmentStatusQuerySchema,
  shipmentStatusResultSchema,
  shipmentTrackingFileParamsSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
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
  const tags = ['shipments'];

  app.get('/shipments', {
    schema: { tags, querystring: shipmentsQuerySchema, response: { 200: ok(shipmentsResultSchema) } },
    handler: async (req) => ({ result: await shipmentsOf(deps, sessionOf(req), req.query) }),
  });

  app.get('/shipments/list', {
    schema: { tags, querystring: shipmentListQuerySchema, response: { 200: ok(shipmentListResultSchema) } },
    handler: async (req) => ({ result: await listShipments(deps, sessionOf(req), req.query) }),
  });

  app.get('/shipments/status', {
    schema: {
      tags,
      querystring: shipmentStatusQuerySchema,
      response: { 200: ok(shipmentStatusResultSchema) },
    },
    handler: async (req) => ({ result: await shipmentStatuses(deps, sessionOf(req), req.query.shipmentIds) }),
  });

  app.get('/shipments/allStatuses', {
    schema: { tags, response: { 200: ok(allShipmentStatusesResultSchema) } },
    handler: async (req) => {
      sessionOf(req);
      return { result: allShipmentStatuses() };
    },
  });

  app.get('/shipments/:shipmentId', {
    schema: { tags, params: shipmentIdParamsSchema, response: { 200: ok(shipmentSchema) } },
    handler: async (req) => ({ result: await getShipment(deps, sessionOf(req), req.params.shipmentId) }),
  });

  app.get('/shipments/:shipmentId/revisions', {
    schema: { tags, params: shipmentIdParamsSchema, response: { 200: ok(shipmentRevisionsResultSchema) } },
    handler: async (req) => ({
      result: await shipmentRevisions(deps, sessionOf(req), req.params.shipmentId),
    }),
  });

  app.get('/shipments/outputFile/:outputFileId', {
    schema: { tags, params: shipmentOutputFileParamsSchema },
    handler: async (req, reply) =>
      sendDownload(reply, await downloadOutputFile(deps, sessionOf(req), req.params.outputFileId)),
  });

  app.get('/shipments/:shipmentId/trackingFile/:trackingName', {
    schema: { tags, params: shipmentTrackingFileParamsSchema },
    handler: async (req, reply) =>
      sendDownload(
        reply,
        await downloadTrackingFile(deps, sessionOf(req), req.params.shipmentId, req.params.trackingName),
      ),
  });

  app.post('/shipments/acknowledge', {
    schema: {
      tags,
      body: acknowledgeShipmentsBodySchema,
      response: { 200: ok(acknowledgeShipmentsResultSchema) },
    },
    handler: async (req) => ({ result: await acknowledgeShipments(deps, sessionOf(req), req.body) }),
  });

  // Late deliveries are a question about shipments (their status codes), so they live here.
  app.get('/deliveries/late', {
    schema: {
      tags: ['deliveries'],
      querystring: lateDeliveriesQuerySchema,
      response: { 200: ok(lateDeliveriesResultSchema) },
    },
    handler: async (req) => ({ result: await listLateDeliveries(deps, sessionOf(req), req.query) }),
  });

  app.get('/deliveries/late/count', {
    schema: {
      tags: ['deliveries'],
      querystring: lateDeliveriesQuerySchema,
      response: { 200: ok(lateDeliveriesCountResultSchema) },
    },
    handler: async (req) => ({ result: await countLateDeliveries(deps, sessionOf(req), req.query) }),
  });
}
