import {
  DEFAULT_COST_SETTINGS,
  DEFAULT_PRICE_LISTS,
  type CostSettingsView,
  type OrderCost,
} from '@postbridge/domain';
import type { OperationExamples } from './operation-example';

// The examples of the operations `costs.*` (see ../openapi-examples.ts): recorded over the demo data (the "Letter
// batch" deposit of 8 letters ordered by "Simple mail", one of them to Belgium, none with an e-mail address),
// with the built-in price lists.

const simpleMail = {
  channelId: 'simple-mail',
  channelName: 'Simple mail',
  channelType: 'POSTAL_MAIL',
  enabled: true,
  prices: DEFAULT_PRICE_LISTS.POSTAL_MAIL,
  defaults: DEFAULT_PRICE_LISTS.POSTAL_MAIL,
  custom: false,
  version: 0,
  updatedAt: null,
  updatedBy: null,
} satisfies CostSettingsView['priceLists'][number];

const view: CostSettingsView = {
  version: 0,
  updatedAt: null,
  updatedBy: null,
  settings: DEFAULT_COST_SETTINGS,
  defaults: DEFAULT_COST_SETTINGS,
  custom: false,
  priceLists: [simpleMail],
};

const estimate: OrderCost = {
  currency: 'EUR',
  channels: [
    {
      serviceChannelLabel: 'Simple mail',
      channelId: 'simple-mail',
      channelName: 'Simple mail',
      channelType: 'POSTAL_MAIL',
      deliveryId: null,
      fallback: false,
      count: 8,
      pages: 15,
      sheets: 15,
      costMinor: 1321,
      co2Mg: 217500,
    },
  ],
  total: { count: 8, pages: 15, sheets: 15, costMinor: 1321, co2Mg: 217500 },
  digitalFirst: {
    letters: 0,
    unopenedPerMille: 300,
    measured: false,
    asLetters: { costMinor: 0, co2Mg: 0 },
    digitalFirst: { costMinor: 0, co2Mg: 0 },
    saving: { costMinor: 0, co2Mg: 0 },
  },
};

export const costsExamples: OperationExamples = {
  'costs.settings': { result: view },
  'costs.saveSettings': {
    body: { version: 0, settings: { ...DEFAULT_COST_SETTINGS, homeCountry: 'BE' } },
    result: {
      ...view,
      version: 1,
      updatedAt: '2026-11-28T07:40:12.311Z',
      updatedBy: 'admin',
      settings: { ...DEFAULT_COST_SETTINGS, homeCountry: 'BE' },
      custom: true,
    },
  },
  'costs.savePriceList': {
    body: { version: 0, prices: { ...DEFAULT_PRICE_LISTS.POSTAL_MAIL, perEnvelope: 6 } },
    result: {
      ...view,
      priceLists: [
        {
          ...simpleMail,
          prices: { ...DEFAULT_PRICE_LISTS.POSTAL_MAIL, perEnvelope: 6 },
          custom: true,
          version: 1,
          updatedAt: '2026-11-28T07:41:03.902Z',
          updatedBy: 'admin',
        },
      ],
    },
  },
  'costs.estimate': {
    body: {
      packGroupIds: ['0f8c2a9e-5d1b-4c7a-9e36-2b8d7f1a4c90', '7a3e9b12-6c4d-4f8e-a1b2-c3d4e5f60718'],
      serviceChannelOptions: { 'Simple mail': ['colour-bw'] },
    },
    result: estimate,
  },
  'costs.ofCommand': {
    result: {
      estimate: {
        ...estimate,
        channels: estimate.channels.map((c) => ({
          ...c,
          deliveryId: '5b0e7c41-2f9a-4d3b-8e6c-1a2b3c4d5e6f',
        })),
      },
      actual: {
        currency: 'EUR',
        channels: [],
        total: { count: 0, pages: 0, sheets: 0, costMinor: 0, co2Mg: 0 },
        digitalFirst: null,
      },
    },
  },
};
