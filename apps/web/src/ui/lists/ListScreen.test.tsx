import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES, DEFAULT_STATUS_PALETTE } from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import { apiRequest } from '../../api/client';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderApp';
import { listOf, rangeOf, textOf, type FilterDef, type FilterValues } from './filters';
import { ListScreen } from './ListScreen';
import { StatusBadge } from '../status/StatusBadge';

// The list screen pattern, through a small list of "things" served by a fake GET /things.

interface Thing {
  id: string;
  name: string;
}

const things = (count: number): Thing[] =>
  Array.from({ length: count }, (_, i) => ({ id: `t${i + 1}`, name: `Thing ${i + 1}` }));

const FILTERS: FilterDef[] = [
  { kind: 'range', name: 'period', label: 'Period' },
  { kind: 'input', name: 'name', label: 'Name' },
  { kind: 'tags', name: 'codes', label: 'Codes' },
];

function load(values: FilterValues, maxResults: number) {
  const period = rangeOf(values, 'period');
  return apiRequest<{ things: Thing[]; overflow: boolean }>('GET', '/things', undefined, {
    query: {
      fromDate: period?.from,
      toDate: period?.to,
      name: textOf(values, 'name'),
      codes: listOf(values, 'codes').join(',') || undefined,
      maxResults,
    },
  }).then((answer) => ({ items: answer.things, overflow: answer.overflow }));
}

/** The list at `/things`, opened at `address` (the list keeps its filters in the address). */
function renderThings(screenId = 'test.things', address = '/things') {
  const element = (
    <ListScreen
      screenId={screenId}
      title="Things"
      filters={FILTERS}
      load={load}
      columns={[
        { id: 'name', header: 'Name', cell: (thing: Thing) => thing.name },
        { id: 'id', header: 'Id', cell: (thing: Thing) => thing.id },
      ]}
      rowKey={(thing) => thing.id}
      renderDetail={(id, thing) => <p>Detail of {thing?.name ?? id}</p>}
    />
  );
  const router = createMemoryRouter([{ path: '/things', element }], { initialEntries: [address] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

/** The query of the page address, as a reader of the address bar sees it. */
const addressOf = (router: ReturnType<typeof renderThings>['router']) =>
  new URLSearchParams(router.state.location.search);

const queries = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((call) => call.url.includes('/api/things')).map((call) => new URL(call.url).searchParams);

function signIn(userId = 'u1', searchRangeDays = 7) {
  useSession.setState({
    status: 'logged',
    token: 'tok',
    user: makeUser({
      id: userId,
      uipreferences: { ...makeUser().uipreferences, defaultSearchRangeDays: searchRangeDays },
    }),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-20T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('list screen pattern', () => {
  it("asks the server for the user's search range and shows the rows", async () => {
    signIn('u1', 7);
    const api = installFakeApi({ 'GET /things': { result: { things: things(2), overflow: false } } });
    renderThings();

    expect(await screen.findByRole('button', { name: 'Thing 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-13');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-20');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const [query] = queries(api);
    expect(query?.get('fromDate')).toBe('2026-03-13');
    expect(query?.get('toDate')).toBe('2026-03-20');
    expect(query?.get('maxResults')).toBe('100');
  });

  it('refuses a period longer than 31 days, or reversed, without asking the server', async () => {
    signIn();
    const api = installFakeApi({ 'GET /things': { result: { things: things(1), overflow: false } } });
    renderThings();
    await screen.findByRole('button', { name: 'Thing 1' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The period cannot be longer than 31 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-25' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(queries(api)).toHaveLength(1);

    // Exactly 31 days is allowed.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-17' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries(api)).toHaveLength(2));
    expect(queries(api)[1]?.get('fromDate')).toBe('2026-02-17');
  });

  it('saves the filters per screen and user, and restores them', async () => {
    signIn('u1');
    const api = installFakeApi({ 'GET /things': { result: { things: things(1), overflow: false } } });
    const first = renderThings('test.things');
    await screen.findByRole('button', { name: 'Thing 1' });
    await userEvent.type(screen.getByLabelText('Name'), 'invoice');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries(api)).toHaveLength(2));
    first.unmount();

    // The same screen again: the saved filters are back and applied at once.
    const again = renderThings('test.things');
    expect(await screen.findByLabelText('Name')).toHaveValue('invoice');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    await waitFor(() => expect(queries(api)).toHaveLength(3));
    expect(queries(api)[2]?.get('name')).toBe('invoice');
    expect(queries(api)[2]?.get('fromDate')).toBe('2026-03-01');
    again.unmount();

    // Another screen, or another user of the same screen, starts from the defaults.
    const other = renderThings('test.others');
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    other.unmount();
    signIn('u2');
    renderThings('test.things');
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-13');
  });

  it('restores a range following the search range from today, and resets to the defaults', async () => {
    signIn('u1', 7);
    installFakeApi({ 'GET /things': { result: { things: things(1), overflow: false } } });
    const first = renderThings();
    await screen.findByRole('button', { name: 'Thing 1' });
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    first.unmount();

    vi.setSystemTime(new Date('2026-04-02T10:00:00Z'));
    renderThings();
    expect(await screen.findByLabelText('From')).toHaveValue('2026-03-26');
    expect(screen.getByLabelText('Name')).toHaveValue('x');
    await userEvent.click(screen.getByRole('button', { name: 'Reset the filters' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(window.localStorage.getItem('postbridge.filters.u1.test.things')).toBeNull();
  });

  it('says when there are too many results', async () => {
    signIn();
    installFakeApi({ 'GET /things': { result: { things: things(3), overflow: true } } });
    renderThings();
    expect(
      await screen.findByText(/The whole results cannot be displayed as they are too many/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Only the first 3 are shown/)).toBeInTheDocument();
  });

  it('shows the empty state, then the error label of a failed call with a retry', async () => {
    signIn();
    let fail = false;
    installFakeApi({
      'GET /things': () =>
        fail
          ? {
              error: {
                code: API_ERROR_CODES.badRequest,
                message: 'bad',
                labelId: 'error.tooManyRequests',
                params: { seconds: 9 },
              },
            }
          : { result: { things: [], overflow: false } },
    });
    renderThings();
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(alert).toHaveTextContent('Too many attempts. Please wait 9 seconds and try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('pages through the loaded rows, and sends the limit chosen', async () => {
    signIn();
    const api = installFakeApi({ 'GET /things': { result: { things: things(30), overflow: false } } });
    renderThings();
    expect(await screen.findByText('1–25 of 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thing 25' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thing 26' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thing 30' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Results at most'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries(api).at(-1)?.get('maxResults')).toBe('500'));
    expect(await screen.findByText('1–25 of 30')).toBeInTheDocument();
  });

  it('opens the detail of a row clicked, or chosen with the keyboard, and closes it', async () => {
    signIn();
    installFakeApi({ 'GET /things': { result: { things: things(3), overflow: false } } });
    renderThings();
    const cell = await screen.findByRole('cell', { name: 't2' });
    await userEvent.click(cell);
    const detail = screen.getByRole('region', { name: 'Details' });
    expect(detail).toHaveTextContent('Detail of Thing 2');
    expect(screen.getByRole('button', { name: 'Thing 2' })).toHaveAttribute('aria-pressed', 'true');

    screen.getByRole('button', { name: 'Thing 1' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Thing 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Detail of Thing 3');

    await userEvent.click(screen.getByRole('button', { name: 'Close the details' }));
    expect(screen.queryByRole('region', { name: 'Details' })).not.toBeInTheDocument();
  });
});

describe('list filters in the address', () => {
  it('writes the applied filters in the address, without a history entry, and a reload opens the same list', async () => {
    signIn('u1', 7);
    const api = installFakeApi({ 'GET /things': { result: { things: things(1), overflow: false } } });
    const first = renderThings();
    await screen.findByRole('button', { name: 'Thing 1' });
    // The defaults name nothing: the address stays clean.
    expect(first.router.state.location.search).toBe('');

    await userEvent.type(screen.getByLabelText('Name'), 'invoice');
    // Typing is a draft: the address waits for Search.
    expect(first.router.state.location.search).toBe('');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await userEvent.type(screen.getByRole('combobox', { name: 'Codes' }), 'A1{Enter}B2{Enter}');
    await userEvent.selectOptions(screen.getByLabelText('Results at most'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(addressOf(first.router).get('name')).toBe('invoice'));
    const address = addressOf(first.router);
    expect(address.get('period')).toBe('2026-03-01..2026-03-20');
    expect(address.getAll('codes')).toEqual(['A1', 'B2']);
    expect(address.get('maxResults')).toBe('500');
    expect(first.router.state.historyAction).toBe('REPLACE');
    const link = `/things${first.router.state.location.search}`;
    first.unmount();

    // Another user (nothing saved) opens the shared link: the same list, applied at once.
    signIn('u2', 7);
    const shared = renderThings('test.things', link);
    expect(await screen.findByLabelText('Name')).toHaveValue('invoice');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-20');
    expect(screen.getByLabelText('Results at most')).toHaveValue('500');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(queries(api)).toHaveLength(3));
    const query = queries(api)[2];
    expect(query?.get('name')).toBe('invoice');
    expect(query?.get('fromDate')).toBe('2026-03-01');
    expect(query?.get('codes')).toBe('A1,B2');
    expect(query?.get('maxResults')).toBe('500');
    expect(shared.router.state.location.search).toBe(link.slice('/things'.length));
    // Opened from a link, not saved over the user's own filters.
    expect(window.localStorage.getItem('postbridge.filters.u2.test.things')).toBeNull();
  });

  it('keeps a period following the search range out of the address, so a reload follows today', async () => {
    signIn('u1', 7);
    const api = installFakeApi({ 'GET /things': { result: { things: things(1), overflow: false } } });
    const first = renderThings();
    await screen.findByRole('button', { name: 'Thing 1' });
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?name=x'));
    first.unmount();

    vi.setSystemTime(new Date('2026-04-02T10:00:00Z'));
    signIn('u2', 7);
    renderThings('test.things', '/things?name=x');
    expect(await screen.findByLabelText('From')).toHaveValue('2026-03-26');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(queries(api).at(-1)?.get('fromDate')).toBe('2026-03-26'));
  });

  it('ignores what the address names wrongly and opens the defaults in their place', async () => {
    signIn('u1', 7);
    const api = installFakeApi({ 'GET /things': { result: { things: things(1), overflow: false } } });
    // A period of 40 days (longer than the search range allows), a limit not offered, another page's parameter.
    const first = renderThings(
      'test.things',
      '/things?period=2026-02-08..2026-03-20&maxResults=7&name=ok&TEST_COUNTERS_INTERVAL=5000',
    );
    const { router } = first;
    expect(await screen.findByRole('button', { name: 'Thing 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('ok');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-13');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(queries(api)[0]?.get('maxResults')).toBe('100');
    // The address is put right: what was ignored is gone, what is not the list's stays.
    await waitFor(() => expect(addressOf(router).has('period')).toBe(false));
    expect(addressOf(router).has('maxResults')).toBe(false);
    expect(addressOf(router).get('name')).toBe('ok');
    expect(addressOf(router).get('TEST_COUNTERS_INTERVAL')).toBe('5000');

    first.unmount();

    // Reversed, not a real day, not a period: each is left out of the address and the default period applies.
    for (const bad of ['period=2026-03-20..2026-03-01', 'period=2026-02-30..2026-03-01', 'period=soon']) {
      const again = renderThings('test.things', `/things?${bad}`);
      expect(await screen.findByRole('button', { name: 'Thing 1' })).toBeInTheDocument();
      expect(screen.getByLabelText('From')).toHaveValue('2026-03-13');
      await waitFor(() => expect(again.router.state.location.search).toBe(''));
      again.unmount();
    }
  });

  it('opens the saved filters on an address naming none, and shows them in it; an address naming some wins', async () => {
    signIn('u1', 7);
    const api = installFakeApi({ 'GET /things': { result: { things: things(1), overflow: false } } });
    const first = renderThings();
    await screen.findByRole('button', { name: 'Thing 1' });
    await userEvent.type(screen.getByLabelText('Name'), 'saved');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?name=saved'));
    first.unmount();

    const plain = renderThings();
    expect(await screen.findByLabelText('Name')).toHaveValue('saved');
    await waitFor(() => expect(plain.router.state.location.search).toBe('?name=saved'));
    plain.unmount();

    const linked = renderThings('test.things', '/things?period=2026-03-10..2026-03-12');
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-10');
    await waitFor(() => expect(queries(api).at(-1)?.get('toDate')).toBe('2026-03-12'));

    // A link to the same list followed while it is shown opens what it names.
    await act(() => linked.router.navigate('/things?name=other'));
    expect(screen.getByLabelText('Name')).toHaveValue('other');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-13');
    await waitFor(() => expect(queries(api).at(-1)?.get('name')).toBe('other'));
  });

  it('clears the filters from the address on Reset', async () => {
    signIn('u1', 7);
    installFakeApi({ 'GET /things': { result: { things: things(1), overflow: false } } });
    const { router } = renderThings('test.things', '/things?name=x&maxResults=1000&other=kept');
    expect(await screen.findByLabelText('Name')).toHaveValue('x');
    await userEvent.click(screen.getByRole('button', { name: 'Reset the filters' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe('?other=kept'));
  });
});

describe('status badge', () => {
  it('takes the colours of its display kind', () => {
    installFakeApi({});
    renderWithProviders(<StatusBadge kind="error" label="Bounced" />);
    const badge = screen.getByText('Bounced').closest('[data-status-kind]');
    expect(badge).toHaveAttribute('data-status-kind', 'error');
    expect(badge).toHaveStyle({ backgroundColor: DEFAULT_STATUS_PALETTE.error.color });
  });
});
