import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';

describe('password reset by token', () => {
  it("says 'Passwords don't match.' and does not call the server", async () => {
    const api = installFakeApi({ 'POST /authentication/changeLostPassword': { result: true } });
    renderRoute('/lostPassword/change?login=alice&token=t0k');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New password'), 'Correct-Horse-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Correct-Horse-2');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.includes('changeLostPassword'))).toHaveLength(0);
  });

  it('sends login, token and the new password, then confirms', async () => {
    const api = installFakeApi({ 'POST /authentication/changeLostPassword': { result: true } });
    renderRoute('/lostPassword/change?login=alice&token=t0k');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New password'), 'Correct-Horse-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Correct-Horse-1');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You can now sign in.',
    );
    const call = api.calls.find((c) => c.url.includes('changeLostPassword'));
    await expect(call?.json()).resolves.toEqual({
      userLogin: 'alice',
      lostPasswordToken: 't0k',
      newPassword: 'Correct-Horse-1',
    });
  });

  it('shows the strength of the new password as it is typed, with the login as one of its words', async () => {
    installFakeApi({});
    renderRoute('/lostPassword/change?login=marguerite&token=t0k');
    // The rule the server holds every password to, told before anything is typed (and read with the field).
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/^At least 12 characters/);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New password'), 'marguerite1');
    expect(await screen.findByText(/^Strength: (very weak|weak)$/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'copper-violin-harbour-81');
    expect(await screen.findByText(/^Strength: (strong|very strong)$/)).toBeInTheDocument();
  });

  it('explains a link without login or token', () => {
    installFakeApi({});
    renderRoute('/lostPassword/change');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link is invalid, already used or expired.',
    );
  });
});

describe('lost password', () => {
  it('confirms the same way whatever the server answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({
      'POST /authentication/triggerLostPassword': { error: { code: -1, message: 'smtp down' } },
    });
    renderRoute('/lostPassword');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('E-mail address'), 'alice@example.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account matches this address');
  });
});
