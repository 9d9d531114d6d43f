import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { listDeliveries, replayDelivery, replaySince } from './deliveries';
import { readOuWebhook, saveOuWebhook } from './ou-webhook';
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  rotateSecret,
  updateSubscription,
} from './subscriptions';

export async function webhookRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'webhooks.get', async ({ session, params }) => readOuWebhook(deps, session, params.ouId));
  route(app, 'webhooks.save', async ({ session, params, body }) =>
    saveOuWebhook(deps, session, params.ouId, body),
  );
  route(app, 'webhooks.listSubscriptions', async ({ session, params }) =>
    listSubscriptions(deps, session, params.ouId),
  );
  route(app, 'webhooks.createSubscription', async ({ session, params, body }) =>
    createSubscription(deps, session, params.ouId, body),
  );
  route(app, 'webhooks.updateSubscription', async ({ session, params, body }) =>
    updateSubscription(deps, session, params.ouId, params.subscriptionId, body),
  );
  route(app, 'webhooks.deleteSubscription', async ({ session, params }) =>
    deleteSubscription(deps, session, params.ouId, params.subscriptionId),
  );
  route(app, 'webhooks.rotateSecret', async ({ session, params }) =>
    rotateSecret(deps, session, params.ouId, params.subscriptionId),
  );
  route(app, 'webhooks.listDeliveries', async ({ session, params, query }) =>
    listDeliveries(deps, session, params.ouId, params.subscriptionId, query),
  );
  route(app, 'webhooks.replayDelivery', async ({ session, params }) =>
    replayDelivery(deps, session, params.ouId, params.subscriptionId, params.deliveryId),
  );
  route(app, 'webhooks.replaySince', async ({ session, params, body }) =>
    replaySince(deps, session, params.ouId, params.subscriptionId, body.sinceEventId),
  );
}
