import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES } from '@postbridge/domain';
import { installFakeApi, makeUser } from '../test/fakeApi';
import { App } from './App';
import { chooseStartup } from './startup';

const startup = chooseStartup({ inIframe: false, pathname: '/', search: '', hash: '' });

describe('application start', () => {
  it('shows the full-page loader, then sign-in in English when start-up calls fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/');
    installFakeApi({
      'GET /i18n/labels_frontend1': { error: { code: API_ERROR_CODES.generic, message: 'down' } },
    });
    render(<App startup={startup} />);
    // The loader is a status region (an information toast left by an earlier test may be another).
    expect(screen.getByText('Loading the application…').closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Postbridge');
  });

  it('warns about a password expiring within 30 days after sign-in', async () => {
    window.history.replaceState(null, '', '/');
    installFakeApi({
      'GET /i18n/labels_frontend1': { result: {} },
      'POST /authentication/authenticate': {
        result: { authToken: 't', user: makeUser({ passwordExpireDays: 12 }) },
      },
    });
    render(<App startup={startup} />);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Login'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Your password will expire within 12 days. Please change it now.'),
    ).toBeInTheDocument();
  });
});
