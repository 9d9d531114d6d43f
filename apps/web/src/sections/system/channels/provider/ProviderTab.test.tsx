import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  API_ERROR_CODES,
  channelSchema,
  PROVIDER_NAMES,
  type ChannelProvider,
  type SavedChannel,
} from '@postbridge/domain';
import { installFakeApi } from '../../../../test/fakeApi';
import { renderWithProviders } from '../../../../test/renderApp';
import { ProviderTab } from './ProviderTab';

const CHANNEL: SavedChannel = {
  ...channelSchema.parse({ id: 'sms', channelType: 'SMS', name: 'SMS', providerName: 'http-provider' }),
  version: 2,
  creationDate: '2026-11-01T08:00:00.000Z',
  updateDate: '2026-11-01T08:00:00.000Z',
  externalOutputTokenSet: false,
  externalOutputToken: null,
};
const SETTINGS: ChannelProvider = {
  channelId: 'sms',
  providerName: 'http-provider',
  providers: [...PROVIDER_NAMES],
  endpoint: null,
  secretSet: false,
  secretUpdatedAt: null,
  source: { endpoint: 'none', secret: 'configuration' },
  trackingPath: '/api/tracking/http-provider',
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

describe('the provider tab', () => {
  it('for a channel not saved yet: the provider and what it does, and "save the channel first"', async () => {
    const api = installFakeApi({});
    const onChange = vi.fn();
    renderWithProviders(
      <ProviderTab channel={null} providerName="simulator" onProviderNameChange={onChange} />,
    );
    expect(screen.getByText(/Save the channel first/)).toBeInTheDocument();
    expect(screen.getByText(/Simulator: nothing leaves/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Endpoint')).toBeNull();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('combobox', { name: 'Provider' }));
    await u.click(await screen.findByRole('option', { name: 'http-provider' }));
    expect(onChange).toHaveBeenCalledWith('http-provider');
    expect(api.calls).toHaveLength(0);
  });

  it('sets the endpoint (a refusal shown at the field), sets and generates the secret (shown once)', async () => {
    const posts: unknown[] = [];
    let version = 0;
    const api = installFakeApi({
      'GET /channels/:channelId/provider': { result: SETTINGS },
      'POST /channels/:channelId/provider': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        if (body.endpoint === 'http://provider.example') {
          return {
            error: {
              code: API_ERROR_CODES.badRequest,
              message: 'body.endpoint: must be an https URL',
              labelId: 'system.provider.error.endpointHttps',
              field: 'body.endpoint',
            },
          };
        }
        version += 1;
        return {
          result: {
            ...SETTINGS,
            version,
            endpoint: typeof body.endpoint === 'string' ? body.endpoint : null,
            source: {
              endpoint: body.endpoint ? 'system' : 'none',
              secret: body.secret ? 'system' : 'configuration',
            },
            secretSet: Boolean(body.secret || body.generateSecret),
            secretUpdatedAt: body.secret || body.generateSecret ? '2026-11-20T10:00:00.000Z' : null,
            generatedSecret: body.generateSecret ? 'generated-secret-abcdefghijklmnop' : null,
          },
        };
      },
    });
    renderWithProviders(
      <ProviderTab channel={CHANNEL} providerName="http-provider" onProviderNameChange={() => {}} />,
    );
    const u = userEvent.setup({ delay: null });
    const endpoint = await screen.findByRole('textbox', { name: 'Endpoint' });
    expect(screen.getByText('No endpoint: a JSON/HTTP provider cannot be reached.')).toBeInTheDocument();
    expect(screen.getByText(/No secret of its own/)).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/api/tracking/http-provider`)).toBeInTheDocument();

    await u.type(endpoint, 'http://provider.example');
    await u.click(screen.getByRole('button', { name: 'Save the endpoint' }));
    expect(await screen.findByText(/must start with https:\/\//)).toBeInTheDocument();
    expect(endpoint).toHaveAttribute('aria-invalid', 'true');

    await u.clear(endpoint);
    await u.type(endpoint, 'https://provider.example');
    await u.click(screen.getByRole('button', { name: 'Save the endpoint' }));
    expect(await screen.findByText('In use: the endpoint set here.')).toBeInTheDocument();

    // Too short: refused here, nothing sent.
    const secret = screen.getByLabelText('New secret');
    await u.type(secret, 'short');
    await u.click(screen.getByRole('button', { name: 'Set the secret' }));
    expect(await screen.findByText('The secret needs at least 16 characters.')).toBeInTheDocument();
    expect(posts).toHaveLength(2);

    await u.type(secret, '-but-now-long-enough');
    await u.click(screen.getByRole('button', { name: 'Set the secret' }));
    expect(await screen.findByText(/This channel has a secret of its own/)).toBeInTheDocument();
    expect(secret).toHaveValue('');

    await u.click(screen.getByRole('button', { name: 'Generate a secret' }));
    const shown = await screen.findByText('generated-secret-abcdefghijklmnop');
    const notice = shown.closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText(/it is not shown again/)).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    expect(posts).toEqual([
      { version: 0, endpoint: 'http://provider.example' },
      { version: 0, endpoint: 'https://provider.example' },
      { version: 1, secret: 'short-but-now-long-enough' },
      { version: 2, generateSecret: true },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove the secret' })).toBeEnabled());
    expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('read only: shows the settings, offers no change', async () => {
    installFakeApi({
      'GET /channels/:channelId/provider': {
        result: {
          ...SETTINGS,
          endpoint: 'https://provider.example',
          source: { endpoint: 'system', secret: 'system' },
          secretSet: true,
          secretUpdatedAt: '2026-11-20T10:00:00.000Z',
        },
      },
    });
    renderWithProviders(
      <ProviderTab channel={CHANNEL} providerName="http-provider" onProviderNameChange={() => {}} readOnly />,
    );
    const endpoint = await screen.findByRole('textbox', { name: 'Endpoint' });
    expect(endpoint).toHaveValue('https://provider.example');
    expect(endpoint).toHaveAttribute('readonly');
    expect(screen.getByText(/This channel has a secret of its own/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New secret')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Provider' })).toBeDisabled();
  });
});
