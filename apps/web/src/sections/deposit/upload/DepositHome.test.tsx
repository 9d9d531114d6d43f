import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES, PERMISSIONS } from '@postbridge/domain';
import { notifyError } from '../../../app/notify';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { makeJob } from '../../manage/details/testData';
import { useDepositStore } from './depositStore';
import { installFakeXhr, lastUploadOf, makeService, pdf, renderDeposit } from './testing';

vi.mock('../../../app/notify', () => ({ notifyError: vi.fn() }));

const letterBox = {
  name: 'letters',
  label: 'Letters',
  boxType: 'box.PDF' as const,
  main: true,
  minElements: 1,
};
const mine = makeService({ id: 's1', type: 'SIMPLE_MULTIPLE', name: 'My letters', boxes: [letterBox] });
const bobs = makeService({ id: 's7', type: 'SIMPLE_MULTIPLE', name: 'Bob letters', boxes: [letterBox] });
const users = [
  { id: 'u2', login: 'bob', firstName: 'Bob', lastName: 'Stone', ouId: 'ou1' },
  { id: 'u1', login: 'alice', firstName: 'Alice', lastName: 'Martin', ouId: 'ou1' },
];

/** Answers GET /api/files/<fileId> as the server does: the bytes, with name and type in the headers. */
function serveFile(inner: typeof fetch, fileId: string, response: () => Response) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === `/api/files/${fileId}` ? Promise.resolve(response()) : inner(input, init),
  );
}

beforeEach(() => useDepositStore.setState({ behalf: null, linkedFileId: null }));
afterEach(() => vi.unstubAllGlobals());

describe('deposit home on behalf of another user', () => {
  it('offers the chosen user’s profile services and creates the job for them', async () => {
    useSession
      .getState()
      .loggedIn('token', makeUser({ permissions: PERMISSIONS.behalf | PERMISSIONS.createOrders }));
    const api = installFakeApi({
      'GET /services': { result: [mine] },
      'GET /behalf/users': { result: users },
      'GET /behalf/users/:userId/services': { result: [bobs] },
      'POST /jobs/stream': { result: makeJob({ id: 'j1', state: 'CREATED' }) },
      'GET /jobs/j1': { result: { id: 'j1', state: 'PROCESSING' } },
    });
    installFakeXhr();
    const { router } = renderDeposit('/deposit/home');
    expect(await screen.findByRole('link', { name: /My letters/ })).toBeInTheDocument();

    const forWhom = screen.getByRole('combobox', { name: 'Deposit for' });
    await waitFor(() => expect(forWhom).toBeEnabled());
    // The signed-in user is not offered (the server lists only users a deposit may be made for).
    expect(
      within(forWhom)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Myself', 'Bob Stone (bob)']);
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(forWhom, 'Bob Stone (bob)');
    const bobsLink = await screen.findByRole('link', { name: /Bob letters/ });
    expect(screen.queryByRole('link', { name: /My letters/ })).not.toBeInTheDocument();
    await user.click(bobsLink);
    expect(router.state.location.pathname).toBe('/deposit/split');

    expect(await screen.findByText('Deposit on behalf of Bob Stone (bob)')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Letters'), pdf('may.pdf'));
    await lastUploadOf('may.pdf').stored('file-may');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Your documents are being processed…');
    const created = api.calls.find((r) => r.url.endsWith('/api/jobs/stream'))!;
    expect((await created.clone().json()).parameters).toMatchObject({ serviceId: 's7', targetOwnerId: 'u2' });
    // The service came from Bob's profile services, not from the caller's own reading of it.
    expect(api.calls.some((r) => r.url.endsWith('/api/services/s7'))).toBe(false);
  });

  it('shows no choice to a user without the behalf permission', async () => {
    useSession.getState().loggedIn('token', makeUser({ permissions: PERMISSIONS.createOrders }));
    installFakeApi({ 'GET /services': { result: [mine] } });
    renderDeposit('/deposit/home');
    await screen.findByRole('link', { name: /My letters/ });
    expect(screen.queryByRole('combobox', { name: 'Deposit for' })).not.toBeInTheDocument();
  });
});

describe('deposit mode (a link with token and fileId)', () => {
  beforeEach(() =>
    useSession.getState().loggedIn('token', makeUser({ permissions: PERMISSIONS.createOrders })),
  );

  it('loads the file and places it in the only service’s box', async () => {
    const api = installFakeApi({
      'GET /services': { result: [mine] },
      'GET /services/:serviceId': { result: mine },
    });
    serveFile(
      api.fetch as unknown as typeof fetch,
      'f1',
      () =>
        new Response('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-length': '4096',
            'content-disposition': "attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf",
          },
        }),
    );
    useDepositStore.getState().fileLinked('f1');
    const { router } = renderDeposit('/deposit/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit/split'));
    const box = within(await screen.findByTestId('box-Letters'));
    expect(box.getByText('résumé.pdf (4 KB)')).toBeInTheDocument();
    expect(box.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(useDepositStore.getState().linkedFileId).toBeNull();
  });

  it('shows the error and goes to the base route when the file cannot be loaded', async () => {
    const api = installFakeApi({ 'GET /services': { result: [mine] } });
    serveFile(api.fetch as unknown as typeof fetch, 'f2', () =>
      Response.json(
        {
          error: {
            code: API_ERROR_CODES.notFound,
            message: 'The file was not found.',
            labelId: 'error.notFound',
          },
        },
        { status: 404 },
      ),
    );
    useDepositStore.getState().fileLinked('f2');
    const { router } = renderDeposit('/deposit/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(notifyError).toHaveBeenCalledWith('The requested item could not be found.');
    expect(useDepositStore.getState().linkedFileId).toBeNull();
  });
});
