import {
  countersQuerySchema,
  deliveryCountersSchema,
  jobCountersSchema,
  shipmentCountersSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { deliveryCounters, jobCounters, shipmentCounters } from './counters';

export async function counterRoutes(app: ApiApp, deps: Deps): Promise<void> {
  app.get('/jobs/counters', {
    schema: { tags: ['jobs'], querystring: countersQuerySchema, response: { 200: ok(jobCountersSchema) } },
    handler: async (req) => ({ result: await jobCounters(deps, sessionOf(req), req.query) }),
  });
  app.get('/deliveries/counters', {
    schema: {
      tags: ['deliveries'],
      querystring: countersQuerySchema,
      response: { 200: ok(deliveryCountersSchema) },
    },
    handler: async (req) => ({ result: await deliveryCounters(deps, sessionOf(req), req.query) }),
  });
  app.get('/shipments/counters', {
    schema: {
      tags: ['shipments'],
      querystring: countersQuerySchema,
      response: { 200: ok(shipmentCountersSchema) },
    },
    handler: async (req) => ({ result: await shipmentCounters(deps, sessionOf(req), req.query) }),
  });
}
