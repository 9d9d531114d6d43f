import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  CHANNEL_TYPES,
  permissionsMask,
  savedChannelSchema,
  type SavedChannel,
  type SavedOptionType,
  type SavedOptionValue,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { draftOf } from './channelDraft';
import { ChannelsScreen } from './ChannelsScreen';

const SIMPLE: SavedChannel = savedChannelSchema.parse({
  id: 'simple-mail',
  channelType: 'POSTAL_MAIL',
  name: 'Simple mail',
  label: 'Letter',
  providerName: 'simulator',
  workingDays: [1, 2, 3, 4, 5],
  minProductionDays: 1,
  cutoffTime: '16:00',
  timeZone: 'Europe/Paris',
  requirements: [
    { kind: 'recipient', name: 'mainPostalAddress', type: 'address', validation: 'postalAddress' },
  ],
  trackingProperties: { url: 'https://track.example.com/{number}', placeholder: '{number}' },
  outputFiles: [{ id: 'letters', name: 'Letters', mainOutputFile: true }],
  version: 3,
  creationDate: '2026-01-05T10:00:00.000Z',
  updateDate: '2026-01-05T10:00:00.000Z',
  externalOutputTokenSet: false,
  externalOutputToken: null,
});
const SMS: SavedChannel = {
  ...SIMPLE,
  id: 'sms',
  channelType: 'SMS',
  name: 'SMS',
  label: '',
  enabled: false,
  outputFiles: [],
};

/** The fake server: the channel list and one channel, the option lists, and whatever POST /channels answers. */
function fakeServer(
  post?: Parameters<typeof installFakeApi>[0]['POST /channels'],
  optionTypes: SavedOptionType[] = [],
  options: SavedOptionValue[] = [],
) {
  const stored = new Map([SIMPLE, SMS].map((c) => [c.id, c]));
  return installFakeApi({
    'GET /channels': () => ({ result: [...stored.values()] }),
    'GET /channels/type': { result: [...CHANNEL_TYPES] },
    'GET /channels/:channelId': (_request, { channelId }) => {
      const channel = stored.get(channelId!);
      return channel
        ? { result: channel }
        : { error: { code: API_ERROR_CODES.notFound, message: 'The channel was not found.' } };
    },
    'GET /options/type': { result: optionTypes },
    'GET /options': { result: options },
    'POST /channels':
      post ??
      (async (request) => {
        const body = (await request.clone().json()) as SavedChannel;
        const before = stored.get(body.id);
        const saved = { ...before!, ...body, version: (before?.version ?? 0) + 1 };
        stored.set(saved.id, saved);
        return { result: saved };
      }),
  });
}

/** The channel save among the calls (other parts of the editor may post their own calls). */
const postOf = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.find((c) => c.method === 'POST' && new URL(c.url).pathname === '/api/channels');

const stamp = {
  version: 1,
  creationDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
};
const COLOUR_TYPE: SavedOptionType = { id: 'colour', name: 'Colour', recomputeTrigger: false, ...stamp };
const option = (id: string, value: string, rank: number, preselected: boolean): SavedOptionValue => ({
  id,
  optionTypeId: 'colour',
  value,
  rank,
  best: false,
  default: preselected,
  properties: {},
  ...stamp,
});
const COLOUR_OPTIONS = [option('bw', 'Black and white', 1, true), option('col', 'Full colour', 2, false)];

const signIn = (permission: 'superAdmin' | 'superAdminView') =>
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask([permission]) }));

describe('System > Channels', () => {
  it('lists every channel with its label, type, provider, state and output files; no deletion', async () => {
    signIn('superAdmin');
    fakeServer();
    renderWithProviders(<ChannelsScreen />);

    const row = (await screen.findByText('Simple mail')).closest('tr')!;
    expect(within(row).getByText('Letter')).toBeInTheDocument();
    expect(within(row).getByText('Postal mail')).toBeInTheDocument();
    expect(within(row).getByText('simulator')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('1')).toBeInTheDocument();
    const sms = screen.getByText('SMS', { selector: 'bdi' }).closest('tr')!;
    expect(within(sms).getByText('No')).toBeInTheDocument();
    expect(within(sms).getByText('0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New channel' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('creates a channel; a cutoff time zone the server refuses is named under the field and counted on its tab', async () => {
    signIn('superAdmin');
    const api = fakeServer(() => ({
      error: {
        code: API_ERROR_CODES.badRequest,
        message: 'timeZone: unknown',
        labelId: 'error.validationFailed',
        field: 'body',
        params: { count: 1 },
        issues: [
          {
            key: 'channel.cutoffTimeZoneUnknown',
            path: 'timeZone',
            severity: 'error',
            params: { timeZone: 'Asia/Tokyo' },
          },
        ],
      },
    }));
    renderWithProviders(<ChannelsScreen />);
    const u = userEvent.setup({ delay: null });

    await u.click(await screen.findByRole('button', { name: 'New channel' }));
    expect(await screen.findByRole('heading', { name: 'New channel' })).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Identifier' }), 'night-mail');
    await u.type(screen.getByRole('textbox', { name: /^Name/ }), 'Night mail');

    await u.click(screen.getByRole('tab', { name: 'Calendar' }));
    await u.type(screen.getByRole('textbox', { name: 'Cutoff time' }), '18:00');
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await u.click(zone);
    await u.clear(zone);
    await u.type(zone, 'Tokyo');
    await u.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await u.click(screen.getByRole('button', { name: 'Save the channel' }));

    const message = 'A cutoff time needs a time zone this server knows: "Asia/Tokyo" is unknown.';
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(screen.getByRole('tab', { name: /^Calendar/ })).toHaveAccessibleName(
      /^Calendar\s*1 problem\(s\)$/,
    );
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAccessibleName('General');

    const post = postOf(api)!;
    const body = await post.json();
    expect(body).toMatchObject({
      id: 'night-mail',
      name: 'Night mail',
      channelType: 'POSTAL_MAIL',
      cutoffTime: '18:00',
      timeZone: 'Asia/Tokyo',
      requirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
      outputFiles: [{ name: 'Output file 1', mainOutputFile: true }],
    });
    expect(body).not.toHaveProperty('version');

    // The next change clears the server's refusal.
    await u.clear(screen.getByRole('textbox', { name: 'Cutoff time' }));
    expect(screen.getByRole('tab', { name: /^Calendar/ })).toHaveAccessibleName('Calendar');
  });

  it('edits the calendar and saves the whole channel with its version', async () => {
    signIn('superAdmin');
    const api = fakeServer();
    renderWithProviders(<ChannelsScreen />);
    const u = userEvent.setup({ delay: null });

    const row = (await screen.findByText('Simple mail')).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Channel Simple mail' })).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Calendar' }));
    // The working days are the locale's weekday names.
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await u.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await u.click(screen.getByRole('checkbox', { name: 'Monday' }));
    const cutoff = screen.getByRole('textbox', { name: 'Cutoff time' });
    await u.clear(cutoff);
    await u.type(cutoff, '7:30');
    // A time not written HH:mm is named at once, and nothing is sent.
    await u.click(screen.getByRole('button', { name: 'Save the channel' }));
    expect(cutoff).toHaveAccessibleDescription(
      expect.stringContaining('The cutoff time "7:30" must be written HH:mm'),
    );
    expect(postOf(api) !== undefined).toBe(false);
    await u.clear(cutoff);
    await u.type(cutoff, '17:30');
    const future = screen.getByRole('textbox', { name: 'Days ahead a post date may be chosen' });
    await u.clear(future);
    await u.type(future, '12');
    await u.click(screen.getByRole('button', { name: 'Save the channel' }));

    await waitFor(() => expect(postOf(api) !== undefined).toBe(true));
    const post = postOf(api)!;
    await expect(post.json()).resolves.toEqual({
      ...draftOf(SIMPLE),
      version: 3,
      workingDays: [2, 3, 4, 5, 6],
      cutoffTime: '17:30',
      maxFutureDays: 12,
      regenerateExternalOutputToken: false,
    });
    // The editor goes on with the saved version.
    expect(await screen.findByText(/Version 4/)).toBeInTheDocument();
  });

  it('shows a tracking link example and a new external output token once', async () => {
    signIn('superAdmin');
    fakeServer(async (request) => {
      const body = (await request.clone().json()) as SavedChannel;
      return {
        result: {
          ...SIMPLE,
          ...body,
          version: 4,
          externalOutputTokenSet: true,
          externalOutputToken: 'tok-123',
        },
      };
    });
    renderWithProviders(<ChannelsScreen />);
    const u = userEvent.setup({ delay: null });

    const row = (await screen.findByText('Simple mail')).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: 'Edit' }));
    await u.click(await screen.findByRole('tab', { name: 'Tracking links' }));
    const sample = screen.getByRole('textbox', { name: 'Sample tracking number' });
    await u.clear(sample);
    await u.type(sample, 'AB 12');
    expect(screen.getByTestId('tracking-example')).toHaveTextContent('https://track.example.com/AB%2012');
    const url = screen.getByRole('textbox', { name: 'Tracking link' });
    await u.clear(url);
    await u.type(url, 'https://track.example.com/');
    expect(screen.getByText('The link does not contain the placeholder yet.')).toBeInTheDocument();
    expect(url).toHaveAccessibleDescription(expect.stringContaining('{number}'));
    await u.type(url, '?n={{number}');

    await u.click(screen.getByRole('tab', { name: 'Provider' }));
    await u.click(screen.getByRole('switch', { name: /fetches the output files/ }));
    await u.click(screen.getByRole('button', { name: 'Save the channel' }));
    const dialog = await screen.findByRole('dialog', { name: "The channel's new token" });
    expect(within(dialog).getByText('tok-123')).toBeInTheDocument();
    expect(within(dialog).getByText(/shown only once/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText('tok-123')).toBeNull());
  });

  it('edits output files and their options, names a conflict, and asks before leaving unsaved', async () => {
    signIn('superAdmin');
    const api = fakeServer(
      () => ({ error: { code: API_ERROR_CODES.editionConflict, message: 'Edition conflict' } }),
      [COLOUR_TYPE],
      COLOUR_OPTIONS,
    );
    renderWithProviders(<ChannelsScreen />);
    const u = userEvent.setup({ delay: null });

    const row = (await screen.findByText('Simple mail')).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: 'Edit' }));
    await u.click(await screen.findByRole('tab', { name: 'Output files' }));
    expect(screen.getByRole('combobox', { name: 'Output file' })).toHaveValue('Letters (main)');
    await u.click(screen.getByRole('button', { name: 'Add an output file' }));
    expect(screen.getByRole('combobox', { name: 'Output file' })).toHaveValue('Output file 2');
    const name = screen.getByRole('textbox', { name: /^File name/ });
    await u.clear(name);
    await u.type(name, 'Archive');
    // One main file: making this one main unmakes the other.
    await u.click(screen.getByRole('switch', { name: 'Main output file' }));

    await u.click(screen.getByRole('combobox', { name: 'Option types offered' }));
    await u.click(await screen.findByRole('option', { name: 'Colour' }));
    expect(screen.getByRole('checkbox', { name: 'Offered: Black and white' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Offered: Full colour' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Preselected: Black and white' })).toBeChecked();
    await u.click(screen.getByRole('checkbox', { name: 'Preselected: Full colour' }));
    expect(screen.getByRole('checkbox', { name: 'Preselected: Black and white' })).not.toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Save the channel' }));

    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the channel' })).toBeInTheDocument();
    const body = (await postOf(api)!.json()) as SavedChannel;
    expect(body.outputFiles.map((f) => [f.name, f.mainOutputFile])).toEqual([
      ['Letters', false],
      ['Archive', true],
    ]);
    expect(body.outputFiles[1]!.options).toEqual([
      {
        optionTypeId: 'colour',
        options: [
          { optionId: 'bw', rank: 1, default: false, properties: {} },
          { optionId: 'col', rank: 2, default: true, properties: {} },
        ],
      },
    ]);

    await u.click(screen.getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await u.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('heading', { name: 'Channel Simple mail' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Close' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('button', { name: 'New channel' })).toBeInTheDocument();
  });

  it('is read only for superAdminView: no new channel, the form disabled, no save', async () => {
    signIn('superAdminView');
    fakeServer();
    renderWithProviders(<ChannelsScreen />);
    const u = userEvent.setup({ delay: null });

    const row = (await screen.findByText('Simple mail')).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'New channel' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    await u.click(within(row).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { name: 'Channel Simple mail' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the channel' })).toBeNull();
    await u.click(screen.getByRole('tab', { name: 'Calendar' }));
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Cutoff time' })).toBeDisabled();
    await u.click(screen.getByRole('tab', { name: 'Output files' }));
    expect(screen.queryByRole('button', { name: 'Add an output file' })).toBeNull();
    // Closing asks nothing: nothing was changed.
    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findAllByRole('button', { name: 'View' })).toHaveLength(2);
  });
});
