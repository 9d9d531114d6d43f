import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionsMask } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderApp';

describe('the processing home', () => {
  it('links to the processing screens, each with what it is for, and opens the services list', async () => {
    installFakeApi({ 'GET /ou': { result: [] }, 'GET /services': { result: [] } });
    useSession
      .getState()
      .loggedIn('token', makeUser({ permissions: permissionsMask(['adminService', 'adminOu']) }));
    const { router } = renderRoute('/processing/home');
    expect(await screen.findByRole('heading', { name: 'Processing', level: 1 })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Processing' })).getAllByRole('listitem');
    expect(cards.map((li) => li.querySelector('a')!.textContent)).toEqual(['Services', 'Recipient consent']);
    expect(screen.getByText(/Create, copy, enable, export and import the services/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(router.state.location.pathname).toBe('/processing/services');
    expect(await screen.findByText('No service is offered to this unit yet.')).toBeInTheDocument();
  });

  it("does not offer the recipients' consent to a service administrator who does not administer recipients", async () => {
    installFakeApi({});
    useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(['adminService']) }));
    renderRoute('/processing/home');
    expect(await screen.findByRole('heading', { name: 'Processing', level: 1 })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Processing' })).getAllByRole('listitem');
    expect(cards.map((li) => li.querySelector('a')!.textContent)).toEqual(['Services']);
  });
});
