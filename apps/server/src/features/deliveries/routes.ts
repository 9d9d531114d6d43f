import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { commandAction } from './command-actions';
import { checkOptions, createCommand } from './create-command';
import { makeProofs } from './proofs';
import { listCommands, listDeliveries, readCommand, readDelivery, revisionsOf } from './read-commands';

/** The command actions of docs/product.md §4, each its own endpoint. */
const ACTION_ENDPOINTS = [
  ['deliveries.commandValidate', 'validate'],
  ['deliveries.commandReject', 'reject'],
  ['deliveries.commandFree', 'free'],
  ['deliveries.commandCancel', 'cancel'],
] as const;

export async function deliveryRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'deliveries.commandCreate', async ({ session, body }) => createCommand(deps, session, body));
  route(app, 'deliveries.checkOptions', async ({ session, body }) => checkOptions(deps, session, body));
  route(app, 'deliveries.proof', async ({ session, body }) => makeProofs(deps, session, body));
  route(app, 'deliveries.commandsList', async ({ session, query }) => listCommands(deps, session, query));
  // GET /deliveries/commands?jobId=: the commands of a job (docs/product.md §7).
  route(app, 'deliveries.commandsSearch', async ({ session, query }) => listCommands(deps, session, query));
  route(app, 'deliveries.commandGet', async ({ session, params }) =>
    readCommand(deps, session, params.deliveryCommandId),
  );
  route(app, 'deliveries.commandRevisions', async ({ session, params }) =>
    revisionsOf(deps, session, 'deliveryCommand', params.deliveryCommandId),
  );
  for (const [name, action] of ACTION_ENDPOINTS) {
    route(app, name, async ({ session, params, body }) =>
      commandAction(deps, session, params.deliveryCommandId, action, body ?? {}),
    );
  }
  route(app, 'deliveries.list', async ({ session, query }) => listDeliveries(deps, session, query));
  // GET /deliveries?jobId= and /deliveries?externalId= (docs/product.md §7).
  route(app, 'deliveries.search', async ({ session, query }) => listDeliveries(deps, session, query));
  route(app, 'deliveries.get', async ({ session, params }) => readDelivery(deps, session, params.deliveryId));
  route(app, 'deliveries.revisions', async ({ session, params }) =>
    revisionsOf(deps, session, 'delivery', params.deliveryId),
  );
}
