import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { letters, openEditor, sentParameters } from './channelTestKit';

const twoChannels = (groups: { name: string; serviceChannels: string[] }[]) =>
  letters({
    channels: [
      {
        id: 'simple-mail',
        label: 'Simple mail',
        shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
      },
      {
        id: 'registered',
        label: 'Registered',
        shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
      },
    ],
    sendingStrategy: { groups },
  });

describe('the Sending strategy tab', () => {
  it('adds a group naming a channel of the service, and orders the groups', async () => {
    const { u, posted, onClose } = await openEditor(
      'Sending strategy',
      twoChannels([{ name: 'Post', serviceChannels: ['Simple mail'] }]),
    );
    await u.click(screen.getByRole('button', { name: 'Add a group' }));
    const group = screen.getByRole('group', { name: 'Group 2' });
    await u.click(within(group).getByRole('textbox', { name: 'Group name' }));
    await u.paste('Registered first');
    const channels = within(screen.getByRole('group', { name: 'Registered first' })).getByRole('combobox', {
      name: 'Channels tried, in order',
    });
    await u.click(channels);
    await u.click(screen.getByRole('option', { name: 'Registered' }));
    await u.click(screen.getByRole('button', { name: 'Move the group "Registered first" up' }));
    await u.click(screen.getByRole('button', { name: 'Save the service' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s1'));
    const parameters = await sentParameters(posted[0]!);
    expect(parameters.sendingStrategy.groups).toEqual([
      // A new group starts with the service's first channel.
      { name: 'Registered first', serviceChannels: ['Simple mail', 'Registered'], additionalCondition: null },
      { name: 'Post', serviceChannels: ['Simple mail'], additionalCondition: null },
    ]);
  });

  it('names at its field a channel the service no longer has, and an empty group', async () => {
    const { u, posted } = await openEditor(
      'Sending strategy',
      twoChannels([
        { name: 'Post', serviceChannels: ['Simple mail', 'Courier'] },
        { name: 'Empty', serviceChannels: [] },
      ]),
    );
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    const post = screen.getByRole('group', { name: 'Post' });
    expect(within(post).getAllByText('Courier (no longer a channel of the service)')[0]).toBeVisible();
    expect(
      within(post).getByRole('combobox', { name: 'Channels tried, in order' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('The sending strategy refers to an unknown channel "Courier".'),
    );
    expect(
      within(screen.getByRole('group', { name: 'Empty' })).getByRole('combobox', {
        name: 'Channels tried, in order',
      }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('The sending group "Empty" needs at least one channel.'),
    );
    expect(posted).toHaveLength(0);
  });

  it('gives each group its additional condition, and removes a group', async () => {
    const { u } = await openEditor('Sending strategy');
    const post = screen.getByRole('group', { name: 'Post' });
    expect(within(post).getByText('Additional condition')).toBeInTheDocument();
    await u.click(within(post).getByRole('button', { name: 'Remove the group "Post"' }));
    expect(
      screen.getByText('No group: the letters try the service’s channels in order.'),
    ).toBeInTheDocument();
  });
});
