import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderCost } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { CostEstimate } from './CostEstimate';

const ESTIMATE: OrderCost = {
  currency: 'EUR',
  channels: [
    {
      serviceChannelLabel: 'Simple mail',
      channelId: 'simple-mail',
      channelName: 'Simple mail',
      channelType: 'POSTAL_MAIL',
      deliveryId: null,
      fallback: false,
      count: 2,
      pages: 3,
      sheets: 2,
      costMinor: 321,
      co2Mg: 45_250,
    },
  ],
  total: { count: 2, pages: 3, sheets: 2, costMinor: 321, co2Mg: 45_250 },
  digitalFirst: {
    letters: 0,
    unopenedPerMille: 300,
    measured: false,
    asLetters: { costMinor: 0, co2Mg: 0 },
    digitalFirst: { costMinor: 0, co2Mg: 0 },
    saving: { costMinor: 0, co2Mg: 0 },
  },
};

describe('the cost estimate of the delivery screen', () => {
  it('asks the estimate of the order as planned, options included, and shows it', async () => {
    const api = installFakeApi({ 'POST /costs/estimate': { result: ESTIMATE } });
    const body = {
      packGroupIds: ['pg1', 'pg2'],
      serviceChannelOptions: { 'Simple mail': ['colour-colour'] },
    };
    renderWithProviders(<CostEstimate body={body} />);
    const table = await screen.findByRole('table', { name: 'Cost and CO₂' });
    await expect(api.calls[0]!.clone().json()).resolves.toEqual(body);
    const row = within(table).getByRole('rowheader', { name: 'Simple mail' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '2', '€3.21', '45.3 g']);
  });
});
