import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COST_SETTINGS,
  DEFAULT_PRICE_LISTS,
  permissionsMask,
  type CostSettingsView,
  type Permission,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { CostsScreen } from './CostsScreen';

const VIEW: CostSettingsView = {
  version: 0,
  updatedAt: null,
  updatedBy: null,
  settings: DEFAULT_COST_SETTINGS,
  defaults: DEFAULT_COST_SETTINGS,
  custom: false,
  priceLists: [
    {
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
    },
  ],
};

const routes = {
  'GET /system/costs': { result: VIEW },
  'GET /options': { result: [] },
};

const signInAs = (...permissions: Permission[]) =>
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(permissions) }));

const bodyOf = async (calls: Request[], path: string) =>
  calls
    .find((c) => c.method === 'POST' && new URL(c.url).pathname === `/api${path}`)!
    .clone()
    .json();

describe('System > Costs and CO₂', () => {
  it('edits a channel price list in decimal amounts and saves it in minor units with the version read', async () => {
    signInAs('superAdmin');
    const api = installFakeApi({
      ...routes,
      'POST /system/costs/channels/:channelId': { result: VIEW },
    });
    renderWithProviders(<CostsScreen />);
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText('Built-in price list of a POSTAL_MAIL channel.')).toBeInTheDocument();
    const envelope = screen.getByRole('textbox', { name: 'Per envelope' });
    expect(envelope).toHaveValue('0.04');
    await u.clear(envelope);
    await u.type(envelope, '0,5x');
    expect(screen.getByText('Enter an amount, for example 1.39.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save the price list of Simple mail' });
    expect(save).toBeDisabled();
    await u.type(envelope, '{Backspace}');
    expect(save).toBeEnabled();
    const postage = screen.getByRole('table', { name: 'Postage by weight' });
    expect(within(postage).getAllByRole('row')).toHaveLength(
      1 + DEFAULT_PRICE_LISTS.POSTAL_MAIL.postage.length,
    );
    await u.click(screen.getByRole('button', { name: 'Remove band 5' }));
    await u.click(save);
    await waitFor(async () =>
      expect(await bodyOf(api.calls, '/system/costs/channels/simple-mail')).toEqual({
        version: 0,
        prices: {
          ...DEFAULT_PRICE_LISTS.POSTAL_MAIL,
          perEnvelope: 50,
          postage: DEFAULT_PRICE_LISTS.POSTAL_MAIL.postage.slice(0, 4),
        },
      }),
    );
  });

  it('saves the settings, refusing a currency that is not a code', async () => {
    signInAs('superAdmin');
    const api = installFakeApi({ ...routes, 'POST /system/costs': { result: { ...VIEW, version: 1 } } });
    renderWithProviders(<CostsScreen />);
    const u = userEvent.setup({ delay: null });
    const country = await screen.findByRole('textbox', { name: 'Home country' });
    await u.clear(country);
    await u.type(country, 'be');
    const currency = screen.getByRole('textbox', { name: 'Currency' });
    await u.clear(currency);
    expect(screen.getByRole('button', { name: 'Save the settings' })).toBeDisabled();
    await u.type(currency, 'chf');
    await u.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(async () =>
      expect(await bodyOf(api.calls, '/system/costs')).toEqual({
        version: 0,
        settings: { ...DEFAULT_COST_SETTINGS, homeCountry: 'BE', currency: 'CHF' },
      }),
    );
  });

  it('is read-only for superAdminView and refused to others', async () => {
    signInAs('superAdminView');
    installFakeApi(routes);
    const { unmount } = renderWithProviders(<CostsScreen />);
    expect(
      await screen.findByText('You can read these settings; only a super administrator can change them.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Per sheet' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.getByRole('button', { name: /the cost report of/ })).toBeInTheDocument();
    unmount();
    signInAs('createOrders');
    renderWithProviders(<CostsScreen />);
    expect(screen.queryByRole('heading', { name: 'Costs and CO₂' })).toBeNull();
  });
});
