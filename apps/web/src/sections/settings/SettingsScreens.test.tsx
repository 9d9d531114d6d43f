import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES, type AddressBookEntry, type LibraryFile } from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute, renderWithProviders } from '../../test/renderApp';
import { AddressBookPage } from './AddressBookPage';
import { LibraryPage } from './LibraryPage';

const durand: AddressBookEntry = {
  id: 'a1',
  name: 'Jeanne Durand',
  addressLines: ['12 rue de la Paix', '75002 PARIS'],
  countryCode: 'FR',
  quality: 'MODIFIED',
  emailAddress: null,
  phoneNumber: '+33612345678',
  updatedAt: '2026-11-02T10:00:00.000Z',
  version: 3,
};

const letterhead: LibraryFile = {
  id: 'f1',
  name: 'letterhead.pdf',
  kind: 'letterhead',
  shared: true,
  size: 2048,
  ownerLogin: 'bob',
  deletable: false,
  createdAt: '2026-11-02T10:00:00.000Z',
};

/** Mantine's file input: a button labelled by the field, opening a hidden file input. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('settings home', () => {
  it('links to every settings screen, none of them "not available yet"', async () => {
    useSession.getState().loggedIn('token', makeUser());
    installFakeApi({ 'GET /addressBook': { result: [] } });
    const { router } = renderRoute('/settings/home');
    const card = await screen.findByRole('region', { name: 'Address book' });
    expect(screen.getByRole('region', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Document library' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(card).getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/addressbox'));
    expect(await screen.findByText('Your address book is empty.')).toBeInTheDocument();
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
  });
});

describe('address book', () => {
  it('adds an address, sending its lines one by one', async () => {
    let saved: AddressBookEntry[] = [];
    const api = installFakeApi({
      'GET /addressBook': () => ({ result: saved }),
      'POST /addressBook': () => {
        saved = [durand];
        return { result: durand };
      },
    });
    renderWithProviders(<AddressBookPage />);
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText('Your address book is empty.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    await u.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    await u.type(within(dialog).getByRole('textbox', { name: 'Recipient' }), 'Jeanne Durand');
    await u.type(
      within(dialog).getByRole('textbox', { name: 'Postal address' }),
      '12 rue de la Paix{Enter}75002 paris',
    );
    await u.type(within(dialog).getByRole('textbox', { name: 'Telephone (optional)' }), '06 12 34 56 78');
    await u.click(within(dialog).getByRole('button', { name: 'Save the address' }));

    const card = await screen.findByRole('region', { name: 'Jeanne Durand' });
    expect(card).toHaveTextContent('75002 PARIS');
    expect(card).toHaveTextContent('Country: France');
    expect(card).toHaveTextContent('Written the post office’s way');
    const post = api.calls.find((c) => c.method === 'POST')!;
    await expect(post.json()).resolves.toEqual({
      name: 'Jeanne Durand',
      addressLines: ['12 rue de la Paix', '75002 paris'],
      emailAddress: '',
      phoneNumber: '06 12 34 56 78',
    });
  });

  it('changes an address at the version it was read, shows a refused address under its field, and deletes', async () => {
    let saved = [durand];
    const sent: { entryId: string; body: unknown }[] = [];
    installFakeApi({
      'GET /addressBook': () => ({ result: saved }),
      'POST /addressBook/:entryId': async (request, params) => {
        const body = (await request.json()) as { addressLines: string[] };
        sent.push({ entryId: params.entryId!, body });
        if (body.addressLines.length < 2) {
          return {
            error: {
              code: API_ERROR_CODES.badRequest,
              message: 'refused',
              labelId: 'issue.address.incomplete',
              field: 'body.addressLines',
            },
          };
        }
        return { result: durand };
      },
      'DELETE /addressBook/:entryId': () => {
        saved = [];
        return { result: true };
      },
    });
    renderWithProviders(<AddressBookPage />);
    const u = userEvent.setup({ delay: null });
    const card = await screen.findByRole('region', { name: 'Jeanne Durand' });
    await u.click(within(card).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the address of Jeanne Durand' });
    const lines = within(dialog).getByRole('textbox', { name: 'Postal address' });
    await u.clear(lines);
    await u.type(lines, 'somewhere');
    await u.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(lines).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toMatchObject([{ entryId: 'a1', body: { version: 3, addressLines: ['somewhere'] } }]);
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await u.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the address of Jeanne Durand?' });
    await u.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your address book is empty.')).toBeInTheDocument();
  });
});

describe('library', () => {
  it('uploads a PDF with its kind and sharing, and offers delete only where the server allows it', async () => {
    const mine: LibraryFile = {
      ...letterhead,
      id: 'f2',
      name: 'terms.pdf',
      kind: 'apposition',
      shared: false,
      ownerLogin: 'alice',
      deletable: true,
    };
    let files = [letterhead];
    // A fetch of our own: the fake server's Request cannot carry jsdom's File, and the form sent is what counts.
    const sent: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          sent.push(init.body as FormData);
          files = [mine, letterhead];
          return Response.json({ result: mine });
        }
        expect(String(input)).toBe('/api/library');
        return Response.json({ result: files });
      }),
    );
    renderWithProviders(<LibraryPage />);
    const u = userEvent.setup({ delay: null });
    const shared = await screen.findByRole('region', { name: 'letterhead.pdf' });
    expect(shared).toHaveTextContent('Shared');
    expect(shared).toHaveTextContent('Added by bob, 2.00 KB');
    expect(within(shared).getByRole('button', { name: 'Download letterhead.pdf' })).toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Add to the library' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    const pdf = new File(['%PDF-1.7'], 'terms.pdf', { type: 'application/pdf' });
    await u.upload(fileInput(), pdf);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Used as' }), 'apposition');
    await u.click(screen.getByRole('button', { name: 'Add to the library' }));

    const added = await screen.findByRole('region', { name: 'terms.pdf' });
    expect(within(added).getByRole('button', { name: 'Delete terms.pdf' })).toBeInTheDocument();
    const [form] = sent as [FormData];
    expect(form.get('kind')).toBe('apposition');
    expect(form.get('shared')).toBe('false');
    expect((form.get('file') as File).name).toBe('terms.pdf');
  });

  it('shows the server’s refusal of a file under the file field', async () => {
    installFakeApi({
      'GET /library': { result: [] },
      'POST /library': {
        error: {
          code: API_ERROR_CODES.badRequest,
          message: 'body.file: not a PDF',
          labelId: 'settings.library.notPdf',
          field: 'body.file',
        },
      },
    });
    renderWithProviders(<LibraryPage />);
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText('Your library is empty.')).toBeInTheDocument();
    await u.upload(fileInput(), new File(['x'], 'fake.pdf', { type: 'application/pdf' }));
    await u.click(screen.getByRole('button', { name: 'Add to the library' }));
    expect(await screen.findByText('Only PDF files can be added to the library.')).toBeInTheDocument();
  });
});
