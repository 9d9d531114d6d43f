import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  permissionsMask,
  type SavedOptionType,
  type SavedOptionValue,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { OptionsScreen } from './OptionsScreen';

const stored = { version: 1, creationDate: '2026-11-01T08:00:00Z', updateDate: '2026-11-01T08:00:00Z' };
const TYPES: SavedOptionType[] = [
  { id: 'colour', name: 'Colour', recomputeTrigger: false, ...stored },
  { id: 'printing', name: 'Printing', recomputeTrigger: true, ...stored },
];
const value = (id: string, optionTypeId: string, text: string, extra: Partial<SavedOptionValue> = {}) => ({
  id,
  optionTypeId,
  value: text,
  rank: 0,
  best: false,
  default: false,
  properties: {},
  ...stored,
  ...extra,
});
const VALUES: SavedOptionValue[] = [
  value('bw', 'colour', 'Black and white', { default: true, properties: { ink: 'black' } }),
  value('col', 'colour', 'Colour', { rank: 1, best: true }),
  value('duplex', 'printing', 'Duplex'),
];
const optionsOf = (request: Request) => ({
  result: VALUES.filter((v) => v.optionTypeId === new URL(request.url).searchParams.get('optionTypeId')),
});

const signIn = (permissions: Parameters<typeof permissionsMask>[0]) =>
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(permissions) }));

describe('System > Options', () => {
  it('lists the types and the chosen type’s values; creates a type; edits a value with its properties', async () => {
    signIn(['superAdmin']);
    const api = installFakeApi({
      'GET /options/type': { result: TYPES },
      'GET /options': optionsOf,
      'POST /options/type': { result: { ...TYPES[0]!, id: 'paper', name: 'Paper' } },
      'POST /options': { result: VALUES[0]! },
    });
    renderWithProviders(<OptionsScreen />);
    const u = userEvent.setup({ delay: null });

    // The first type is chosen: its values in a table, the recompute trigger shown on Printing.
    const row = (await screen.findByText('Black and white')).closest('tr')!;
    expect(within(row).getByText('ink')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Values of Colour' })).toBeInTheDocument();
    expect(screen.getByText('Recomputes')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Show the values of Printing' }));
    expect(await screen.findByText('Duplex')).toBeInTheDocument();
    expect(screen.queryByText('Black and white')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Show the values of Colour' }));

    // A new type: the name is required here first.
    await u.click(screen.getByRole('button', { name: 'New option type' }));
    const typeDialog = await screen.findByRole('dialog', { name: 'New option type' });
    await u.click(within(typeDialog).getByRole('button', { name: 'Save' }));
    expect(within(typeDialog).getByText('The option type needs a name.')).toBeInTheDocument();
    await u.type(within(typeDialog).getByRole('textbox', { name: 'Name' }), 'Paper');
    await u.click(within(typeDialog).getByRole('checkbox', { name: /Compute the delivery again/ }));
    await u.click(within(typeDialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const postType = api.calls.find((c) => c.method === 'POST' && c.url.endsWith('/options/type'))!;
    await expect(postType.json()).resolves.toEqual({ id: '', name: 'Paper', recomputeTrigger: true });

    // Edit a value: a property added, one key given twice refused here, then saved.
    const bw = (await screen.findByText('Black and white')).closest('tr')!;
    await u.click(within(bw).getByRole('button', { name: 'Edit' }));
    const valueDialog = await screen.findByRole('dialog', { name: 'Value Black and white' });
    await u.click(within(valueDialog).getByRole('button', { name: 'Add a property' }));
    const keys = within(valueDialog).getAllByRole('textbox', { name: 'Key' });
    await u.type(keys[1]!, 'ink');
    await u.click(within(valueDialog).getByRole('button', { name: 'Save' }));
    expect(within(valueDialog).getByText('The key ink is given twice.')).toBeInTheDocument();
    await u.clear(keys[1]!);
    await u.type(keys[1]!, 'paper');
    await u.type(within(valueDialog).getAllByRole('textbox', { name: 'Property value' })[1]!, 'A4');
    await u.click(within(valueDialog).getByRole('checkbox', { name: /Recommended/ }));
    await u.click(within(valueDialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const postValue = api.calls.find((c) => c.method === 'POST' && c.url.endsWith('/options'))!;
    await expect(postValue.json()).resolves.toEqual({
      id: 'bw',
      version: 1,
      optionTypeId: 'colour',
      value: 'Black and white',
      rank: 0,
      best: true,
      default: true,
      properties: { ink: 'black', paper: 'A4' },
    });
  });

  it('shows the server’s refusals: a type still in use, a value at its field, a conflict', async () => {
    signIn(['superAdmin']);
    let valueAnswers = 0;
    installFakeApi({
      'GET /options/type': { result: TYPES },
      'GET /options': optionsOf,
      'DELETE /options/type/:optionTypeId': {
        error: {
          code: API_ERROR_CODES.badRequest,
          message: 'in use',
          labelId: 'error.optionTypeInUse',
          params: { name: 'Colour', options: 2, users: 1 },
        },
      },
      'POST /options': () =>
        valueAnswers++ === 0
          ? {
              error: {
                code: API_ERROR_CODES.badRequest,
                message: 'body: 1 problem',
                labelId: 'error.validationFailed',
                params: { count: 1 },
                issues: [
                  {
                    key: 'option.duplicateValue',
                    path: 'value',
                    severity: 'error',
                    params: { value: 'Colour' },
                  },
                ],
              },
            }
          : {
              error: {
                code: API_ERROR_CODES.editionConflict,
                message: 'conflict',
                labelId: 'error.editionConflict',
              },
            },
    });
    renderWithProviders(<OptionsScreen />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('Black and white');

    const colourType = screen.getByRole('button', { name: 'Show the values of Colour' }).closest('li')!;
    await u.click(within(colourType).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the option type Colour?' });
    await u.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText(/"Colour" cannot be deleted: 2 options still belong to it/),
    ).toBeInTheDocument();
    await u.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await u.click(screen.getByRole('button', { name: 'New value' }));
    const dialog = await screen.findByRole('dialog', { name: 'New value of Colour' });
    await u.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'Colour');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This option type already has an option "Colour".'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveAttribute('aria-invalid', 'true');

    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/updated by another user/);
  });

  it('superAdminView reads only: no new, no delete, forms without save', async () => {
    signIn(['superAdminView']);
    const api = installFakeApi({ 'GET /options/type': { result: TYPES }, 'GET /options': optionsOf });
    renderWithProviders(<OptionsScreen />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('Black and white');
    expect(screen.getByText('You can view the options but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New option type' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New value' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const bw = screen.getByText('Black and white').closest('tr')!;
    await u.click(within(bw).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Value Black and white' });
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add a property' })).toBeNull();
    expect(api.calls.every((c) => c.method === 'GET')).toBe(true);
  });
});
