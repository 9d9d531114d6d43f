import { endpoint } from '../contract';
import {
  checkOptionsBodySchema,
  commandActionBodySchema,
  commandRevisionsResultSchema,
  createDeliveryCommandBodySchema,
  deliveriesQuerySchema,
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
} from '../deliveries';

/** Orders (delivery commands) and their deliveries: ordering, proofs, lists, detail and the command actions. */
export const deliveryEndpoints = {
  'deliveries.commandCreate': endpoint({
    method: 'POST',
    path: '/deliveries/commands',
    summary:
      'Orders pack groups of a deposit: plans channels, options and post date, and makes the command (the same order again answers the same command).',
    description:
      'Orders pack groups of a deposit (`packGroupIds`, in state CREATED): each goes by a channel of the service’s sending strategy that can carry it (as `POST /deliveries/checkOptions` plans it), with the options of `serviceChannelOptions` (the service’s defaults for those left out), on `expectedPostDate` or the first possible day. The command is AWAIT_VALIDATION when the owner’s profile needs validation (a validator, or an API key with the `validate` scope, validates it), else VALIDATED and processing starts. Problems of the plan are refused at once (-2 with `issues`); letters already ordered are `error.packGroupsAlreadyOrdered`.',
    access: { anyOf: ['createOrders'] },
    body: createDeliveryCommandBodySchema,
    response: deliveryCommandSchema,
  }),
  'deliveries.checkOptions': endpoint({
    method: 'POST',
    path: '/deliveries/checkOptions',
    summary:
      'Plans an order without making it: the channels, options and post date each pack group would get, and why not.',
    access: { anyOf: ['createOrders'] },
    body: checkOptionsBodySchema,
    response: orderPlanSchema,
  }),
  'deliveries.proof': endpoint({
    method: 'POST',
    path: '/deliveries/proof',
    summary:
      'Composes proofs of letters as they would be printed with the options chosen (files of the caller); nothing is ordered.',
    access: 'session',
    body: proofBodySchema,
    response: proofResultSchema,
  }),
  'deliveries.commandsList': endpoint({
    method: 'GET',
    path: '/deliveries/commands/list',
    summary:
      'Lists the orders the caller may see, filtered by period, owner, organisation unit, state or deposit.',
    access: 'session',
    query: deliveryListQuerySchema,
    response: deliveryCommandListResultSchema,
  }),
  'deliveries.commandsSearch': endpoint({
    method: 'GET',
    path: '/deliveries/commands',
    summary:
      'The same list as /deliveries/commands/list, at a second path: the orders of a deposit (?jobId=).',
    access: 'session',
    query: deliveryListQuerySchema,
    response: deliveryCommandListResultSchema,
  }),
  'deliveries.commandGet': endpoint({
    method: 'GET',
    path: '/deliveries/commands/:deliveryCommandId',
    summary: 'One order: its state, options, deliveries and what the caller may do with it.',
    access: 'session',
    params: deliveryCommandIdParamsSchema,
    response: deliveryCommandSchema,
  }),
  'deliveries.commandRevisions': endpoint({
    method: 'GET',
    path: '/deliveries/commands/:deliveryCommandId/revisions',
    summary: 'The history of an order: each change with who made it.',
    access: 'session',
    params: deliveryCommandIdParamsSchema,
    response: commandRevisionsResultSchema,
  }),
  'deliveries.commandValidate': endpoint({
    method: 'POST',
    path: '/deliveries/commands/:deliveryCommandId/validate',
    summary: 'Validates an order waiting for validation; `version` guards against a change made meanwhile.',
    description:
      'Validates an order in AWAIT_VALIDATION: its deliveries are composed and handed over to their providers from then on. Needs the `validate` permission over the order’s owner (own, group or organisation unit; an API key with the `validate` scope over its account and below). `version` (the one read) refuses the call with -13 when someone acted on the order meanwhile; an order no longer pending is -2 (`error.command.notPending`, `error.command.alreadyValidated`).',
    access: 'session',
    params: deliveryCommandIdParamsSchema,
    body: commandActionBodySchema.optional(),
    response: deliveryCommandSchema,
  }),
  'deliveries.commandReject': endpoint({
    method: 'POST',
    path: '/deliveries/commands/:deliveryCommandId/reject',
    summary: 'Rejects an order waiting for validation, with an optional reason.',
    access: 'session',
    params: deliveryCommandIdParamsSchema,
    body: commandActionBodySchema.optional(),
    response: deliveryCommandSchema,
  }),
  'deliveries.commandFree': endpoint({
    method: 'POST',
    path: '/deliveries/commands/:deliveryCommandId/free',
    summary: 'Gives the letters of a rejected order back to their deposit, to be ordered again.',
    access: 'session',
    params: deliveryCommandIdParamsSchema,
    body: commandActionBodySchema.optional(),
    response: deliveryCommandSchema,
  }),
  'deliveries.commandCancel': endpoint({
    method: 'POST',
    path: '/deliveries/commands/:deliveryCommandId/cancel',
    summary: 'Cancels an order not sent yet (what can still be stopped of one partly output).',
    access: 'session',
    params: deliveryCommandIdParamsSchema,
    body: commandActionBodySchema.optional(),
    response: deliveryCommandSchema,
  }),
  'deliveries.list': endpoint({
    method: 'GET',
    path: '/deliveries/list',
    summary:
      'Lists the deliveries the caller may see, filtered by period, owner, organisation unit or external id.',
    access: 'session',
    query: deliveriesQuerySchema,
    response: deliveryListResultSchema,
  }),
  'deliveries.search': endpoint({
    method: 'GET',
    path: '/deliveries',
    summary:
      'The same list as /deliveries/list, at a second path: the deliveries of a deposit or of an external id.',
    access: 'session',
    query: deliveriesQuerySchema,
    response: deliveryListResultSchema,
  }),
  'deliveries.get': endpoint({
    method: 'GET',
    path: '/deliveries/:deliveryId',
    summary: 'One delivery: its channel, options, state and counts.',
    access: 'session',
    params: deliveryIdParamsSchema,
    response: deliverySchema,
  }),
  'deliveries.revisions': endpoint({
    method: 'GET',
    path: '/deliveries/:deliveryId/revisions',
    summary: 'The history of a delivery: each change with who made it.',
    access: 'session',
    params: deliveryIdParamsSchema,
    response: commandRevisionsResultSchema,
  }),
} as const;
