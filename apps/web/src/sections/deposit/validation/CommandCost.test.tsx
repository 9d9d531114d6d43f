import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderCost } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { CommandCost } from './CommandCost';

const ESTIMATE: OrderCost = {
  currency: 'EUR',
  channels: [
    {
      serviceChannelLabel: 'Simple mail',
      channelId: 'simple-mail',
      channelName: 'Simple mail',
      channelType: 'POSTAL_MAIL',
      deliveryId: 'd1',
      fallback: false,
      count: 8,
      pages: 15,
      sheets: 15,
      costMinor: 1_401,
      co2Mg: 217_500,
    },
    {
      serviceChannelLabel: 'E-mail',
      channelId: 'email',
      channelName: 'E-mail',
      channelType: 'EMAIL',
      deliveryId: 'd2',
      fallback: false,
      count: 2,
      pages: 2,
      sheets: 2,
      costMinor: 2,
      co2Mg: 1_000,
    },
  ],
  total: { count: 10, pages: 17, sheets: 17, costMinor: 1_403, co2Mg: 218_500 },
  digitalFirst: {
    letters: 3,
    unopenedPerMille: 300,
    measured: false,
    asLetters: { costMinor: 504, co2Mg: 76_500 },
    digitalFirst: { costMinor: 228, co2Mg: 27_030 },
    saving: { costMinor: 276, co2Mg: 49_470 },
  },
};

const routes = (estimate: OrderCost) => ({
  'GET /deliveries/commands/:deliveryCommandId/cost': {
    result: { estimate, actual: { ...estimate, channels: [], digitalFirst: null } },
  },
});

describe('the cost of a pending order on the validation screen', () => {
  it('shows the cost and CO₂ per channel and in total, and the digital-first saving', async () => {
    const api = installFakeApi(routes(ESTIMATE));
    renderWithProviders(<CommandCost commandId="c1" />);
    const table = await screen.findByRole('table', { name: 'Cost and CO₂' });
    expect(new URL(api.calls[0]!.url).pathname).toBe('/api/deliveries/commands/c1/cost');
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Simple mail')).toEqual(['8', '15', '€14.01', '217.5 g']);
    expect(cells('E-mail')).toEqual(['2', '2', '€0.02', '1 g']);
    expect(cells('Total')).toEqual(['10', '17', '€14.03', '218.5 g']);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Digital first: sending the 3 letters whose recipients have an e-mail address by e-mail first, 30% of them expected unopened and then sent as registered letters, would save €2.76 and 49.5 g of CO₂. The unopened share is the default of System',
    );
  });

  it('says when digital-first would cost more, and when no letter could go by e-mail', async () => {
    const more = {
      ...ESTIMATE,
      digitalFirst: {
        ...ESTIMATE.digitalFirst!,
        measured: true,
        unopenedPerMille: 905,
        saving: { costMinor: -1_250, co2Mg: 2_000 },
      },
    };
    installFakeApi(routes(more));
    const { unmount } = renderWithProviders(<CommandCost commandId="c1" />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      /90\.5% of them .* would cost €12\.50 more and save 2 g of CO₂\. The unopened share is measured/,
    );
    unmount();
    installFakeApi(routes({ ...ESTIMATE, digitalFirst: { ...ESTIMATE.digitalFirst!, letters: 0 } }));
    renderWithProviders(<CommandCost commandId="c1" />);
    expect(
      await screen.findByText(
        'Digital first: no letter of this order has a recipient with an e-mail address.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the figures cannot be computed', async () => {
    installFakeApi({
      'GET /deliveries/commands/:deliveryCommandId/cost': { error: { code: -3, message: 'not found' } },
    });
    renderWithProviders(<CommandCost commandId="c1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The cost and CO₂ could not be computed.');
  });
});
