import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { letters, openEditor, sentParameters } from './channelTestKit';

describe('the Requirements tab', () => {
  it('adds a value asked for each letter, computed by an expression, and a grouping key', async () => {
    const { u, posted, onClose } = await openEditor('Requirements');
    expect(screen.getByText('No value is asked yet.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add a value' }));
    const value = screen.getByRole('group', { name: 'Value 1' });
    await u.click(within(value).getByRole('textbox', { name: 'Name' }));
    await u.paste('reference');
    await u.click(within(value).getByRole('radio', { name: 'Computed by an expression' }));
    await u.type(within(value).getByRole('textbox', { name: 'Text' }), 'REF');
    await u.click(within(value).getByRole('combobox', { name: 'Check' }));
    // A text value offers the e-mail check, and none.
    expect(screen.getByRole('option', { name: 'No check' })).toBeInTheDocument();
    await u.click(screen.getByRole('option', { name: 'E-mail address' }));
    await u.click(screen.getByRole('button', { name: 'Group letters by a key' }));
    await u.click(screen.getByRole('button', { name: 'Save the service' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s1'));
    const parameters = await sentParameters(posted[0]!);
    expect(parameters.packRequirements.content).toEqual([
      expect.objectContaining({
        kind: 'free',
        name: 'reference',
        type: 'text',
        content: { kind: 'constant', value: 'REF' },
        validation: 'emailAddress',
      }),
    ]);
    expect(parameters.groupingConfiguration).toEqual({ key: { kind: 'constant', value: '' } });
  });

  it('names a duplicated or reserved name at its field, and saves nothing then', async () => {
    const service = letters({
      packRequirements: {
        content: [
          { kind: 'free', name: 'reference', type: 'text' },
          { kind: 'free', name: 'other', type: 'text' },
        ],
      },
    });
    const { u, posted } = await openEditor('Requirements', service);
    const names = screen.getAllByRole('textbox', { name: 'Name' });
    await u.clear(names[1]!);
    await u.paste('reference ');
    expect(names[1]).toHaveAccessibleDescription(
      expect.stringContaining('Another requirement is already named "reference ".'),
    );
    // A free value may not take a built-in name.
    await u.clear(names[0]!);
    await u.paste('mainPostalAddress');
    expect(names[0]).toHaveAccessibleDescription(expect.stringMatching(/mainPostalAddress/));
    expect(names[0]).toHaveAttribute('aria-invalid', 'true');
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    expect(screen.getByText('The service cannot be saved as it is:')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('keeps the check parameters as key and value rows', async () => {
    const service = letters({
      packRequirements: {
        content: [
          { kind: 'recipient', name: 'mainPostalAddress', type: 'address', validation: 'postalAddress' },
        ],
      },
    });
    const { u, posted, onClose } = await openEditor('Requirements', service);
    await u.click(screen.getByRole('button', { name: 'Add a parameter' }));
    await u.type(screen.getByRole('textbox', { name: 'Value of Maximum number of lines' }), '6');
    await u.click(screen.getByRole('button', { name: 'Add a parameter' }));
    await u.type(screen.getByRole('textbox', { name: 'Value of Maximum line length' }), '38');
    await u.click(screen.getByRole('button', { name: 'Remove the parameter Maximum number of lines' }));
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const parameters = await sentParameters(posted[0]!);
    expect(parameters.packRequirements.content[0]!.validationParameters).toEqual({ maxLineLength: '38' });
  });
});
