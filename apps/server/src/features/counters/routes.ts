import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { chartFigures } from './chart-figures';
import { deliveryCounters, jobCounters, shipmentCounters } from './counters';

export async function counterRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'counters.jobs', async ({ session, query }) => jobCounters(deps, session, query));
  route(app, 'counters.deliveries', async ({ session, query }) => deliveryCounters(deps, session, query));
  route(app, 'counters.shipments', async ({ session, query }) => shipmentCounters(deps, session, query));
  route(app, 'counters.charts', async ({ session, query }) => chartFigures(deps, session, query));
}
