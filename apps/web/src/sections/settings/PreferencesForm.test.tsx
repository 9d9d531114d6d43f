import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderApp';
import { UserSettingsPage } from './UserSettingsPage';

describe('preferences in the user settings', () => {
  it('saves the display mode, search range and notifications, and the session takes them', async () => {
    const user = makeUser({
      uipreferences: { ...makeUser().uipreferences, pendingPushNotification: true },
    });
    useSession.getState().loggedIn('token', user);
    const saved = {
      ...user.uipreferences,
      dataDisplayMode: 'list' as const,
      defaultSearchRangeDays: 7,
      pendingPushNotification: false,
    };
    const api = installFakeApi({ 'POST /users/preferences': { result: { ...user, uipreferences: saved } } });
    renderWithProviders(<UserSettingsPage />);
    const u = userEvent.setup({ delay: null });

    await u.click(screen.getByRole('radio', { name: 'A list' }));
    const range = screen.getByRole('textbox', { name: 'Search range (days)' });
    await u.clear(range);
    await u.type(range, '45');
    expect(screen.getByText('Enter a whole number of days from 1 to 31.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the preferences' })).toBeDisabled();
    await u.clear(range);
    await u.type(range, '7');
    await u.click(screen.getByRole('switch', { name: 'When an order waits for my validation' }));
    await u.click(screen.getByRole('button', { name: 'Save the preferences' }));

    await waitFor(() => expect(useSession.getState().user?.uipreferences).toEqual(saved));
    await expect(api.calls[0]!.json()).resolves.toEqual(saved);
  });
});
