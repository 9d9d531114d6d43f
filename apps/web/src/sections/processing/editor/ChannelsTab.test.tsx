import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@postbridge/domain';
import { letters, openEditor, sentParameters } from './channelTestKit';

describe('the Channels tab', () => {
  it('shows an option the server refuses at its field', async () => {
    const service = letters({
      channels: [
        {
          id: 'registered',
          label: 'Registered',
          shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
          outputFileConfiguration: { options: [{ optionTypeId: 'colour', optionId: 'gone', default: true }] },
        },
      ],
      sendingStrategy: { groups: [] },
    });
    const { u } = await openEditor('General', service, () => ({
      error: {
        code: API_ERROR_CODES.badRequest,
        message: 'channels[0].outputFileConfiguration.options[0].optionId: unknown option',
        field: 'parameters',
        issues: [
          {
            key: 'service.option.unknown',
            path: 'channels[0].outputFileConfiguration.options[0].optionId',
            severity: 'error',
            params: { label: 'Registered', optionTypeId: 'colour', optionId: 'gone' },
          },
        ],
      },
    }));
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    const option = await screen.findByRole('combobox', { name: 'Option' });
    expect(screen.getByRole('tab', { name: 'Channels' })).toHaveAttribute('aria-selected', 'true');
    expect(option).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a channel the account offers, starting with what the channel asks for', async () => {
    const { u, posted, onClose } = await openEditor('Channels');
    await u.click(await screen.findByRole('combobox', { name: 'Channel to add' }));
    // A channel the service already has is not offered again.
    expect(screen.queryByRole('option', { name: 'Simple mail' })).toBeNull();
    await u.click(screen.getByRole('option', { name: 'Registered mail' }));
    await u.click(screen.getByRole('button', { name: 'Add the channel' }));
    expect(await screen.findByText('Channel: Registered mail')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Label in this service' })[1]).toHaveValue(
      'Registered mail',
    );
    // The strategy group then tries it after the simple mail.
    await u.click(screen.getByRole('tab', { name: 'Sending strategy' }));
    await u.click(screen.getByRole('combobox', { name: 'Channels tried, in order' }));
    await u.click(screen.getByRole('option', { name: 'Registered mail' }));

    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s1'));
    const parameters = await sentParameters(posted[0]!);
    expect(parameters.channels[1]).toEqual({
      id: 'registered',
      label: 'Registered mail',
      shipmentRequirements: [
        expect.objectContaining({
          kind: 'recipient',
          name: 'mainPostalAddress',
          validation: 'postalAddress',
        }),
      ],
      outputFileConfiguration: {
        outputFileId: null,
        forceAddressPage: false,
        options: [],
        compositionOperations: [],
      },
      escalation: null,
    });
    expect(parameters.sendingStrategy.groups[0]!.serviceChannels).toEqual(['Simple mail', 'Registered mail']);
  });

  it('makes an e-mail channel digital first: unopened after some working days, the next channel', async () => {
    const service = letters({
      channels: [
        {
          id: 'email',
          label: 'E-mail',
          shipmentRequirements: [{ kind: 'recipient', name: 'recipientEmail', type: 'text' }],
        },
        {
          id: 'simple-mail',
          label: 'Simple mail',
          shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
        },
      ],
      sendingStrategy: { groups: [{ name: 'Digital first', serviceChannels: ['E-mail', 'Simple mail'] }] },
    });
    const { u, posted, onClose } = await openEditor('Channels', service);
    // Only the channel that reports opening offers it.
    const toggle = await screen.findByRole('switch', { name: 'Send by the next channel when not opened' });
    expect(screen.getAllByRole('switch', { name: 'Send by the next channel when not opened' })).toHaveLength(
      1,
    );
    await u.click(toggle);
    const days = screen.getByRole('textbox', { name: 'Working days to wait for the opening' });
    expect(days).toHaveValue('3');
    await u.clear(days);
    await u.type(days, '2');
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s1'));
    const parameters = await sentParameters(posted[0]!);
    expect(parameters.channels.map((c) => c.escalation)).toEqual([{ unopenedWorkingDays: 2 }, null]);
  });

  it('refuses a channel without requirement until the address requirement is added', async () => {
    const service = letters({
      channels: [{ id: 'registered', label: 'Registered', shipmentRequirements: [] }],
      sendingStrategy: { groups: [] },
    });
    const { u, posted, onClose } = await openEditor('Channels', service);
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    expect(
      screen.getByText('The channel "Registered" needs at least one requirement.', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Add a value' }));
    const added = screen.getByRole('group', { name: 'Value 1' });
    await u.click(within(added).getByRole('combobox', { name: 'Comes from' }));
    await u.click(screen.getByRole('option', { name: 'Recipient' }));
    await u.click(within(added).getByRole('textbox', { name: 'Name' }));
    await u.paste('mainPostalAddress');
    await u.click(within(added).getByRole('combobox', { name: 'Type' }));
    await u.click(screen.getByRole('option', { name: 'Postal address' }));
    expect(screen.queryByText('The channel "Registered" needs at least one requirement.')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s1'));
    const parameters = await sentParameters(posted[0]!);
    expect(parameters.channels[0]!.shipmentRequirements).toEqual([
      expect.objectContaining({
        kind: 'recipient',
        name: 'mainPostalAddress',
        type: 'address',
        content: null,
      }),
    ]);
  });

  const registeredOnly = () =>
    letters({
      channels: [
        {
          id: 'registered',
          label: 'Registered',
          shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
        },
      ],
      sendingStrategy: { groups: [] },
    });

  it('chooses an option the output file offers, preselected', async () => {
    const { u, posted, onClose } = await openEditor('Channels', registeredOnly());
    await u.click(await screen.findByRole('button', { name: 'Add an option' }));
    await u.click(screen.getByRole('combobox', { name: 'Option type' }));
    expect(await screen.findByRole('option', { name: 'Colour' })).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Option' }));
    await u.click(await screen.findByRole('option', { name: 'Full colour' }));
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s1'));
    const parameters = await sentParameters(posted[0]!);
    expect(parameters.channels[0]!.outputFileConfiguration.options).toEqual([
      { optionTypeId: 'colour', optionId: 'colour-full', default: true },
    ]);
  });

  it('adds a composition step with the pages its document kind allows', async () => {
    const { u, posted, onClose } = await openEditor('Channels', registeredOnly());
    await u.click(screen.getByRole('button', { name: 'Add a composition step' }));
    await u.click(screen.getByRole('combobox', { name: 'Pages' }));
    await u.click(screen.getByRole('option', { name: 'The last page' }));
    // An address page needs a box that brings one, or the output file composing it (docs/product.md §5).
    await u.click(screen.getByRole('combobox', { name: 'Document' }));
    await u.click(screen.getByRole('option', { name: 'Address page' }));
    expect(screen.getByRole('combobox', { name: 'Document' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Pages' })).toHaveValue('The first page');
    await u.click(
      screen.getByRole('switch', { name: 'Compose an address page even when the documents bring none' }),
    );
    expect(screen.getByRole('combobox', { name: 'Document' })).not.toHaveAttribute('aria-invalid', 'true');

    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s1'));
    const parameters = await sentParameters(posted[0]!);
    expect(parameters.channels[0]!.outputFileConfiguration).toMatchObject({
      forceAddressPage: true,
      compositionOperations: [{ documentKind: 'ADDRESS_PAGE', pageSelector: '1' }],
    });
  });

  it('removing a channel the strategy names offers to take it out of the strategy too', async () => {
    const { u, posted, onClose } = await openEditor('Channels');
    await u.click(screen.getByRole('button', { name: 'Remove the channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the channel "Simple mail"?' });
    expect(dialog).toHaveTextContent('The sending strategy tries this channel in: Post.');
    await u.click(within(dialog).getByRole('button', { name: 'Keep the channel' }));
    expect(screen.getByRole('textbox', { name: 'Label in this service' })).toHaveValue('Simple mail');

    await u.click(screen.getByRole('button', { name: 'Remove the channel' }));
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Remove the channel and its strategy entries',
      }),
    );
    expect(
      screen.getByText('This service has no channel yet: its letters cannot be sent.'),
    ).toBeInTheDocument();
    // The group left without a channel is named at its field.
    await u.click(screen.getByRole('tab', { name: 'Sending strategy' }));
    expect(
      screen.getByText('The sending group "Post" needs at least one channel.', { selector: 'p, div' }),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names a duplicated label at its field, and follows a relabelled channel in the strategy', async () => {
    const service = letters({
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
    });
    const { u, posted, onClose } = await openEditor('Channels', service);
    const labels = screen.getAllByRole('textbox', { name: 'Label in this service' });
    await u.clear(labels[1]!);
    await u.paste('Simple mail');
    expect(labels[1]).toHaveAccessibleDescription(
      expect.stringContaining('Another channel is already labelled "Simple mail".'),
    );
    await u.clear(labels[1]!);
    await u.paste('Registered');
    await u.clear(labels[0]!);
    await u.paste('Post');
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const parameters = await sentParameters(posted[0]!);
    expect(parameters.sendingStrategy.groups[0]!.serviceChannels).toEqual(['Post']);
  });
});
