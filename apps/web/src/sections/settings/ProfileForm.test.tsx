import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderApp';
import { UserSettingsPage } from './UserSettingsPage';

describe('my details in the user settings', () => {
  it('saves names, e-mail, phones and language; the session takes them and Hebrew applies at once', async () => {
    const user = makeUser();
    useSession.getState().loggedIn('token', user);
    const saved = {
      ...user,
      title: 'Dr',
      phoneNumber: '+33142685300',
      locale: 'he',
    };
    const api = installFakeApi({
      'POST /users/update': { result: saved },
      'GET /i18n/labels_frontend1': { result: { 'settings.profile.save': 'שמירת הפרטים שלי' } },
    });
    renderWithProviders(<UserSettingsPage />);
    const u = userEvent.setup({ delay: null });

    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Alice');
    await u.type(screen.getByRole('textbox', { name: 'Title' }), 'Dr');
    await u.type(screen.getByRole('textbox', { name: 'Phone number' }), '01 42 68 53 00');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Interface language' }), 'עברית');
    await u.click(screen.getByRole('button', { name: 'Save my details' }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(useSession.getState().user).toEqual(saved);
    expect(await screen.findByRole('button', { name: 'שמירת הפרטים שלי' })).toBeInTheDocument();
    // The field shows what the server stored (E.164).
    expect(screen.getByDisplayValue('+33142685300')).toBeInTheDocument();
    const update = api.calls.find((c) => c.url.endsWith('/api/users/update'))!;
    await expect(update.json()).resolves.toEqual({
      title: 'Dr',
      firstName: 'Alice',
      lastName: 'Martin',
      emailAddress: 'alice@example.test',
      phoneNumber: '01 42 68 53 00',
      mobileNumber: '',
      locale: 'he',
    });
    expect(localStorage.getItem('locale')).toBe('he');
  });

  it('shows a refusal under the field the server names, and keeps the session as it was', async () => {
    const user = makeUser();
    useSession.getState().loggedIn('token', user);
    installFakeApi({
      'POST /users/update': {
        error: {
          code: API_ERROR_CODES.badRequest,
          message: 'body.emailAddress: "alice@" is not valid',
          labelId: 'issue.email.invalidFormat',
          field: 'body.emailAddress',
        },
      },
    });
    renderWithProviders(<UserSettingsPage />);
    const u = userEvent.setup({ delay: null });
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    await u.clear(email);
    await u.type(email, 'alice@');
    await u.click(screen.getByRole('button', { name: 'Save my details' }));

    expect(await screen.findByText('The e-mail address is not valid.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(useSession.getState().user).toEqual(user);
  });
});

describe('password strength', () => {
  it('shows the six-level strength of the new password as it is typed', async () => {
    useSession.getState().loggedIn('token', makeUser());
    installFakeApi({});
    renderWithProviders(<UserSettingsPage />);
    const u = userEvent.setup({ delay: null });
    const password = screen.getByLabelText('New password');
    expect(screen.queryByText(/^Strength:/)).not.toBeInTheDocument();

    await u.type(password, 'password1');
    expect(await screen.findByText('Strength: very weak')).toBeInTheDocument();
    // The user's own name counts for little, as the server counts it.
    await u.clear(password);
    await u.type(password, 'AliceMartin');
    expect(await screen.findByText(/^Strength: (very weak|weak)$/)).toBeInTheDocument();
    await u.clear(password);
    await u.type(password, 'zY8#qL2!vN6@wR4$kP0%');
    expect(await screen.findByText('Strength: very strong')).toBeInTheDocument();
  });
});
