import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';
import { useSession } from '../session/sessionStore';

const quietCounters = {
  'GET /jobs/counters': { result: { orders: 0, ordersRemaining: 0, ordersRemainingProcessing: 0 } },
  'GET /deliveries/counters': {
    result: { deliveries: 0, deliveriesProcessing: 0, deliveriesAwaitValidation: 0, deliveriesError: 0 },
  },
  'GET /shipments/counters': { result: { shipments: 0, shipmentsError: 0 } },
};

describe('skip link and landmarks', () => {
  it('offers "Skip to main content" first and moves the focus into the screen', async () => {
    installFakeApi(quietCounters);
    useSession.getState().loggedIn('tok', makeUser());
    renderRoute('/home');
    const main = await screen.findByRole('main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    // The browser's next Tab then starts inside the screen (keyboard.e2e.test.ts; jsdom's tab order cannot say).
    expect(main).toHaveFocus();
  });
});
