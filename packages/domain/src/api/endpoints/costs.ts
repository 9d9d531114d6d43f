import { endpoint } from '../contract';
import {
  commandCostSchema,
  costReportQuerySchema,
  costSettingsSaveBodySchema,
  costSettingsViewSchema,
  orderCostSchema,
  priceListParamsSchema,
  priceListSaveBodySchema,
} from '../costs';
import { checkOptionsBodySchema, deliveryCommandIdParamsSchema } from '../deliveries';

// Price lists, CO2 factors, the cost and CO2 of an order, the monthly cost report (issue 18). One entry per operation, as in the other files of this folder.
export const costEndpoints = {
  'costs.settings': endpoint({
    method: 'GET',
    path: '/system/costs',
    summary:
      'The cost and CO₂ settings (currency, home country, CO₂ factors) and the price list of every channel.',
    description:
      'Each part is the one System saved, else the built-in one (`custom` says which): the demo shows figures without any setting. Money is in minor units of `currency` (cents), CO₂e in milligrams.',
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    response: costSettingsViewSchema,
  }),
  'costs.saveSettings': endpoint({
    method: 'POST',
    path: '/system/costs',
    summary: 'Saves the cost and CO₂ settings (null: back to the built-in ones).',
    description:
      'Guarded by `version` (-13 when someone saved meanwhile); the change is written to history with who made it.',
    access: { anyOf: ['superAdmin'] },
    body: costSettingsSaveBodySchema,
    response: costSettingsViewSchema,
  }),
  'costs.savePriceList': endpoint({
    method: 'POST',
    path: '/system/costs/channels/:channelId',
    summary: 'Saves the price list of a channel (null: back to the built-in one of its kind).',
    description:
      'Prices per sheet, page, envelope, message and registered item, postage by weight band and zone, and surcharges per option id, in minor units. Guarded by `version` (-13); written to history.',
    access: { anyOf: ['superAdmin'] },
    params: priceListParamsSchema,
    body: priceListSaveBodySchema,
    response: costSettingsViewSchema,
  }),
  'costs.estimate': endpoint({
    method: 'POST',
    path: '/costs/estimate',
    summary:
      'The cost and CO₂ of an order before it is made, per channel and in total, and what a digital-first strategy would save.',
    description:
      'Takes the body of `POST /deliveries/checkOptions` and plans the order the same way: each pack group counts on the channel it would go by, with the options chosen (or the defaults). Pack groups no channel can carry count nowhere.',
    access: { anyOf: ['createOrders'] },
    body: checkOptionsBodySchema,
    response: orderCostSchema,
  }),
  'costs.ofCommand': endpoint({
    method: 'GET',
    path: '/deliveries/commands/:deliveryCommandId/cost',
    summary:
      'The cost and CO₂ of an order: estimated from its letters and channels, and real from the shipments made.',
    description:
      'The estimate is what the validator sees before approving; the real amounts count the pages and sheets of the shipments made, fallback shipments included and cancelled ones (-900) not. An order the caller may not see answers -3.',
    access: 'session',
    params: deliveryCommandIdParamsSchema,
    response: commandCostSchema,
  }),
  'costs.report': endpoint({
    method: 'GET',
    path: '/costs/report.csv',
    summary:
      'Downloads the cost report of a month as CSV: per organisation unit and channel, the shipments, sheets, pages, cost and CO₂.',
    description:
      'The shipments created in the month (UTC) that the caller may see (its organisation units), cancelled ones (-900) left out, priced with the current price lists.',
    access: 'session',
    kind: 'file',
    query: costReportQuerySchema,
  }),
} as const;
