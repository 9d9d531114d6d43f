import {
  checkOptionsBodySchema,
  commandActionBodySchema,
  commandRevisionsResultSchema,
  createDeliveryCommandBodySchema,
  deliveryCommandIdParamsSchema,
  deliveryCommandListResultSchema,
  deliveryCommandSchema,
  deliveryIdParamsSchema,
  deliveryListQuerySchema,
  deliveryListResultSchema,
  deliverySchema,
  orderPlanSchema,
  proofBodySchema,
  proofResultSchema,
} from '@postbridge/domain';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { commandAction } from './command-actions';
import { checkOptions, createCommand } from './create-command';
import { makeProofs } from './proofs';
import { listCommands, listDeliveries, readCommand, readDelivery, revisionsOf } from './read-commands';

const deliveriesQuerySchema = deliveryListQuerySchema.extend({ externalId: z.string().optional() });

export async function deliveryRoutes(app: ApiApp, deps: Deps): Promise<void> {
  app.post('/deliveries/commands', {
    schema: {
      tags: ['deliveries'],
      body: createDeliveryCommandBodySchema,
      response: { 200: ok(deliveryCommandSchema) },
    },
    handler: async (req) => ({ result: await createCommand(deps, sessionOf(req), req.body) }),
  });

  app.post('/deliveries/checkOptions', {
    schema: { tags: ['deliveries'], body: checkOptionsBodySchema, response: { 200: ok(orderPlanSchema) } },
    handler: async (req) => ({ result: await checkOptions(deps, sessionOf(req), req.body) }),
  });

  app.post('/deliveries/proof', {
    schema: { tags: ['deliveries'], body: proofBodySchema, response: { 200: ok(proofResultSchema) } },
    handler: async (req) => ({ result: await makeProofs(deps, sessionOf(req), req.body) }),
  });

  app.get('/deliveries/commands/list', {
    schema: {
      tags: ['deliveries'],
      querystring: deliveryListQuerySchema,
      response: { 200: ok(deliveryCommandListResultSchema) },
    },
    handler: async (req) => ({ result: await listCommands(deps, sessionOf(req), req.query) }),
  });

  // GET /deliveries/commands?jobId=: the commands of a job (spec §7).
  app.get('/deliveries/commands', {
    schema: {
      tags: ['deliveries'],
      querystring: deliveryListQuerySchema,
      response: { 200: ok(deliveryCommandListResultSchema) },
    },
    handler: async (req) => ({ result: await listCommands(deps, sessionOf(req), req.query) }),
  });

  app.get('/deliveries/commands/:deliveryCommandId', {
    schema: {
      tags: ['deliveries'],
      params: deliveryCommandIdParamsSchema,
      response: { 200: ok(deliveryCommandSchema) },
    },
    handler: async (req) => ({
      result: await readCommand(deps, sessionOf(req), req.params.deliveryCommandId),
    }),
  });

  app.get('/deliveries/commands/:deliveryCommandId/revisions', {
    schema: {
      tags: ['deliveries'],
      params: deliveryCommandIdParamsSchema,
      response: { 200: ok(commandRevisionsResultSchema) },
    },
    handler: async (req) => ({
      result: await revisionsOf(deps, sessionOf(req), 'deliveryCommand', req.params.deliveryCommandId),
    }),
  });

  for (const action of ['validate', 'reject', 'free', 'cancel'] as const) {
    app.post(`/deliveries/commands/:deliveryCommandId/${action}`, {
      schema: {
        tags: ['deliveries'],
        params: deliveryCommandIdParamsSchema,
        body: commandActionBodySchema.optional(),
        response: { 200: ok(deliveryCommandSchema) },
      },
      handler: async (req) => ({
        result: await commandAction(
          deps,
          sessionOf(req),
          req.params.deliveryCommandId,
          action,
          req.body ?? {},
        ),
      }),
    });
  }

  app.get('/deliveries/list', {
    schema: {
      tags: ['deliveries'],
      querystring: deliveriesQuerySchema,
      response: { 200: ok(deliveryListResultSchema) },
    },
    handler: async (req) => ({ result: await listDeliveries(deps, sessionOf(req), req.query) }),
  });

  // GET /deliveries?jobId= and /deliveries?externalId= (spec §7).
  app.get('/deliveries', {
    schema: {
      tags: ['deliveries'],
      querystring: deliveriesQuerySchema,
      response: { 200: ok(deliveryListResultSchema) },
    },
    handler: async (req) => ({ result: await listDeliveries(deps, sessionOf(req), req.query) }),
  });

  app.get('/deliveries/:deliveryId', {
    schema: { tags: ['deliveries'], params: deliveryIdParamsSchema, response: { 200: ok(deliverySchema) } },
    handler: async (req) => ({ result: await readDelivery(deps, sessionOf(req), req.params.deliveryId) }),
  });

  app.get('/deliveries/:deliveryId/revisions', {
    schema: {
      tags: ['deliveries'],
      params: deliveryIdParamsSchema,
      response: { 200: ok(commandRevisionsResultSchema) },
    },
    handler: async (req) => ({
      result: await revisionsOf(deps, sessionOf(req), 'delivery', req.params.deliveryId),
    }),
  });
}
