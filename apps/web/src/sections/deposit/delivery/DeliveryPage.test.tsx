import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CheckOptionsBody, OrderPlan } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { makeCommand, makeOptionType, makeOptionValue } from '../../manage/details/testData';
import { DeliveryPage } from './DeliveryPage';

const packGroup = (id: string, state = 'CREATED') => ({
  id,
  jobId: 'j1',
  position: 1,
  state,
  identifier: id,
});

function planFor(body: CheckOptionsBody): OrderPlan {
  const chosen = body.serviceChannelOptions['Simple mail'];
  return {
    channels: [
      {
        serviceChannelLabel: 'Simple mail',
        channelId: 'simple-mail',
        channelName: 'Simple mail',
        options: [
          { optionTypeId: 'colour', optionId: chosen?.[0] ?? 'bw' },
          { optionTypeId: 'sides', optionId: chosen?.[1] ?? 'simplex' },
        ],
        packGroupIds: body.packGroupIds,
        earliestPostDate: '2026-11-20',
        latestPostDate: '2026-12-20',
      },
    ],
    notEligible: [],
    postDate: '2026-11-20',
    cutoffMs: -1,
    issues: [],
  };
}

function renderDelivery() {
  const router = createMemoryRouter([{ path: '/deposit/delivery/:jobId', element: <DeliveryPage /> }], {
    initialEntries: ['/deposit/delivery/j1'],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

/** The first answer may take a while on a machine shared with other test runs. */
const LOADED = { timeout: 5000 };

describe('delivery screen', () => {
  it('re-checks the plan with the chosen option of the channel', async () => {
    const api = installFakeApi({
      'GET /jobs/j1/packGroups': {
        result: [packGroup('pg1'), packGroup('pg2'), packGroup('pg3', 'ORDERED')],
      },
      'GET /options/type': {
        result: [
          makeOptionType({ id: 'colour', name: 'Colour' }),
          makeOptionType({ id: 'sides', name: 'Printing' }),
        ],
      },
      'GET /options': {
        result: [
          makeOptionValue({
            id: 'bw',
            optionTypeId: 'colour',
            value: 'Black and white',
            rank: 1,
            default: true,
          }),
          makeOptionValue({ id: 'col', optionTypeId: 'colour', value: 'Colour', rank: 2 }),
          makeOptionValue({
            id: 'simplex',
            optionTypeId: 'sides',
            value: 'One side',
            rank: 1,
            default: true,
          }),
          makeOptionValue({ id: 'duplex', optionTypeId: 'sides', value: 'Both sides', rank: 2 }),
        ],
      },
      // The fake answers at once: the plan keeps the defaults, the bodies sent are what this test checks.
      'POST /deliveries/checkOptions': {
        result: planFor({ packGroupIds: ['pg1', 'pg2'], serviceChannelOptions: {} }),
      },
    });
    renderDelivery();
    const checks = () =>
      Promise.all(
        api.calls
          .filter((call) => call.url.endsWith('/deliveries/checkOptions'))
          .map((call) => call.clone().json() as Promise<CheckOptionsBody>),
      );

    const channel = await screen.findByRole('region', { name: 'Simple mail' }, LOADED);
    expect(within(channel).getByText('2 recipients')).toBeInTheDocument();
    expect(within(channel).getByText('Post date between Nov 20, 2026 and Dec 20, 2026')).toBeInTheDocument();
    expect(screen.getByText(/Today's cutoff has passed/)).toBeInTheDocument();
    await expect(checks()).resolves.toEqual([{ packGroupIds: ['pg1', 'pg2'], serviceChannelOptions: {} }]);

    const colour = await within(channel).findByRole('combobox', { name: 'Colour' });
    expect(colour).toHaveValue('Black and white');
    const user = userEvent.setup({ delay: null });
    await user.click(colour);
    await user.click(await screen.findByRole('option', { name: 'Colour' }));

    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.endsWith('/deliveries/checkOptions'))).toHaveLength(2),
    );
    const [, second] = await checks();
    expect(second).toEqual({
      packGroupIds: ['pg1', 'pg2'],
      serviceChannelOptions: { 'Simple mail': ['col', 'simplex'] },
    });
  });

  it('limits the post date, asks for proofs, orders, and offers where to go next', async () => {
    const api = installFakeApi({
      'GET /jobs/j1/packGroups': { result: [packGroup('pg1'), packGroup('pg2')] },
      'GET /options/type': { result: [] },
      'GET /options': { result: [] },
      'POST /deliveries/checkOptions': {
        result: { ...planFor({ packGroupIds: ['pg1', 'pg2'], serviceChannelOptions: {} }), cutoffMs: null },
      },
      'POST /deliveries/proof': { result: [] },
      'POST /deliveries/commands': {
        result: makeCommand({
          id: 'c1',
          jobId: 'j1',
          jobName: 'November',
          state: 'AWAIT_VALIDATION',
          deliveries: [],
          actions: [],
          version: 1,
        }),
      },
    });
    const bodies = (path: string) =>
      Promise.all(
        api.calls
          .filter((call) => call.method === 'POST' && call.url.endsWith(path))
          .map((call) => call.clone().json() as Promise<Record<string, unknown>>),
      );
    const user = userEvent.setup({ delay: null });
    renderDelivery();
    await screen.findByRole('region', { name: 'Simple mail' }, LOADED);
    expect(screen.queryByText(/cutoff/)).not.toBeInTheDocument();

    const date = screen.getByLabelText('Expected post date');
    await user.type(date, '2026-12-24');
    expect(
      screen.getByText('Optional: a working day between Nov 20, 2026 and Dec 20, 2026.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Choose a day between Nov 20, 2026 and Dec 20, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order' })).toBeDisabled();
    await user.clear(date);
    await user.type(date, '2026-11-25');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Order' })).toBeEnabled());

    const count = screen.getByLabelText('Proofs per channel');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Proof' }));
    await waitFor(async () => expect(await bodies('/deliveries/proof')).toHaveLength(1));
    expect((await bodies('/deliveries/proof'))[0]).toMatchObject({ expectedProofsPerServiceChannelLabel: 3 });

    await user.type(screen.getByLabelText('Comment'), 'For the board');
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('Your order is waiting for validation.')).toBeInTheDocument();
    expect((await bodies('/deliveries/commands'))[0]).toEqual({
      packGroupIds: ['pg1', 'pg2'],
      serviceChannelOptions: {},
      expectedPostDate: '2026-11-25',
      comment: 'For the board',
    });
    expect(screen.getByRole('link', { name: 'Send other documents' })).toHaveAttribute(
      'href',
      '/deposit/home',
    );
    expect(screen.getByRole('link', { name: 'See my deposits' })).toHaveAttribute('href', '/manage/orders');
    expect(screen.getByRole('link', { name: 'Follow the deposit November' })).toHaveAttribute(
      'href',
      '/manage/orders/detail/j1',
    );
  });
});
