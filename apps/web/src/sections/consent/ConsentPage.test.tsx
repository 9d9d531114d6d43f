import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsentView } from '@postbridge/domain';
import { installFakeApi } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';

// What a person sees: the values are wrapped in invisible Unicode isolates (bidi.ts).
const seen = { normalizer: (text: string) => text.replace(/[\u2068\u2069]/g, '').trim() };
const visible = (element: HTMLElement) => element.textContent?.replace(/[\u2068\u2069]/g, '');

const view: ConsentView = {
  senderName: 'Acme Energy',
  recipientIdentifier: 'C-100',
  preference: 'LETTER',
  maskedEmail: null,
};

describe('consent page', () => {
  it('shows who asks and the current choice, then records an e-mail choice', async () => {
    const api = installFakeApi({
      'GET /consent/:token': { result: view },
      'POST /consent/:token': {
        result: { ...view, preference: 'EMAIL_PENDING', maskedEmail: 'j•••@example.test' },
      },
    });
    renderRoute('/consent/t0k');
    expect(
      await screen.findByText('Acme Energy would like to know how you wish to receive your mail.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your reference: C-100', seen)).toBeInTheDocument();
    expect(screen.getByText('Current choice: by post.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'By post' })).toBeChecked();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'By e-mail' }));
    await user.type(screen.getByLabelText('Your e-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Your e-mail address'));
    await user.type(screen.getByLabelText('Your e-mail address'), 'jane@example.test');
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(visible(await screen.findByRole('status'))).toBe(
      'Almost done: we sent a confirmation link to jane@example.test. Open it within 48 hours to confirm your address.',
    );
    const post = api.calls.find((c) => c.method === 'POST');
    await expect(post?.json()).resolves.toEqual({
      preference: 'EMAIL',
      emailAddress: 'jane@example.test',
      locale: 'en',
    });
  });

  it("offers only the sender's choices, in its order, under its introduction", async () => {
    installFakeApi({
      'GET /consent/:token': {
        result: {
          ...view,
          choices: ['LETTER', 'EMAIL'],
          introduction: 'From January, your statements can come by e-mail.',
        },
      },
    });
    renderRoute('/consent/t0k');
    expect(await screen.findByText('From January, your statements can come by e-mail.')).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toEqual([
      screen.getByRole('radio', { name: 'By post' }),
      screen.getByRole('radio', { name: 'By e-mail' }),
    ]);
    expect(screen.queryByRole('radio', { name: /No preference/ })).not.toBeInTheDocument();
  });

  it('explains a link that is not valid', async () => {
    installFakeApi({
      'GET /consent/:token': {
        error: { code: -3, message: 'This consent link is not valid.', labelId: 'error.invalidConsentLink' },
      },
    });
    renderRoute('/consent/bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid. Check that you typed the whole address printed on your letter.',
    );
  });

  it('confirms the address from the e-mail’s link when asked to', async () => {
    const api = installFakeApi({
      'POST /consent/confirm/:confirmationToken': {
        result: { ...view, preference: 'EMAIL', maskedEmail: 'j•••@example.test' },
      },
    });
    renderRoute('/consent/confirm/c0nf');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Confirm my address' }));
    expect(visible(await screen.findByRole('status'))).toBe(
      'Thank you: your address j•••@example.test is confirmed. Acme Energy will send you your mail by e-mail.',
    );
    expect(api.calls.filter((c) => c.url.includes('/consent/'))).toHaveLength(1);
  });
});
