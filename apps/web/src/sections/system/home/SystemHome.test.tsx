import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionsMask } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderApp';

describe('the system home', () => {
  it('links to every System screen, each with what it is for, and opens the languages', async () => {
    installFakeApi({ 'GET /i18n/catalogue': { result: { locales: ['en'], entries: [] } } });
    useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(['superAdmin']) }));
    const { router } = renderRoute('/system/home');
    expect(await screen.findByRole('heading', { name: 'System', level: 1 })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'System' })).getAllByRole('listitem');
    expect(cards.map((li) => li.querySelector('a')!.textContent)).toEqual([
      'White labels',
      'Channels',
      'Options',
      'Languages',
      'Security',
      'Costs and CO₂',
      'E-mail',
    ]);
    expect(
      screen.getByText(/Every text of the interface in the eight languages: search/),
    ).toBeInTheDocument();
    expect(screen.queryByText('You can read these settings but not change them.')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Languages' }));
    expect(router.state.location.pathname).toBe('/system/locales');
    expect(await screen.findByRole('heading', { name: 'Languages', level: 1 })).toBeInTheDocument();
  });

  it('tells a read-only super administrator that nothing can be changed', async () => {
    installFakeApi({});
    useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(['superAdminView']) }));
    renderRoute('/system/home');
    expect(await screen.findByRole('heading', { name: 'System', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('You can read these settings but not change them.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'System' })).getAllByRole('listitem')).toHaveLength(7);
  });
});
