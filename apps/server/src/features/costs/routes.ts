import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { commandCost } from './command-cost';
import { costReport } from './cost-report';
import { estimateOrder } from './estimate-order';
import { readCostSettings } from './read-cost-settings';
import { saveCostSettings, savePriceList } from './save-cost-settings';

/** Cost and CO₂ (issue 18): System's price lists and factors, the figures of an order, the monthly report. */
export async function costRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'costs.settings', async () => readCostSettings(deps.db));
  route(app, 'costs.saveSettings', async ({ session, body }) => saveCostSettings(deps, session, body));
  route(app, 'costs.savePriceList', async ({ session, params, body }) =>
    savePriceList(deps, session, params.channelId, body),
  );
  route(app, 'costs.estimate', async ({ session, body }) => estimateOrder(deps, session, body));
  route(app, 'costs.ofCommand', async ({ session, params }) =>
    commandCost(deps, session, params.deliveryCommandId),
  );
  route(app, 'costs.report', async ({ session, query, reply }) =>
    sendDownload(reply, await costReport(deps, session, query)),
  );
}
