import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PackGroup } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { makeChannel } from '../../manage/details/testData';
import { makeService } from '../upload/testing';
import type { EditPackGroupBody } from './packGroupsApi';
import { PackGroupsStep } from './PackGroupsStep';

/** The first answer may take a while on a machine shared with other test runs. */
const LOADED = { timeout: 5000 };

const ADDRESS = 'Simple mail/mainPostalAddress';

type Check = { status: string; valid: boolean; error: string | null; value: string };
const good = (value: string): Check => ({ status: 'GOOD', valid: true, error: null, value });
const incomplete = (value: string): Check => ({
  status: '300',
  valid: false,
  error: 'address.incomplete',
  value,
});

function packGroup(id: string, position: number, address: Check, extra: Partial<PackGroup> = {}): PackGroup {
  return {
    id,
    jobId: 'j1',
    position: position + 1,
    state: 'CREATED',
    inputFileId: 'f1',
    firstPage: position * 2 + 1,
    lastPage: position * 2 + 2,
    pageCount: 2,
    requirements: { [ADDRESS]: { ...address, countryCode: 'FR', type: 'address' } },
    addressQuality: address.valid ? address.status : 'BAD',
    addressError: address.error,
    identifier: `C-00${position + 1}`,
    metadata: {},
    metadataIssues: [],
    preflight: [],
    packs: [
      {
        id: `${id}-p`,
        kind: 'DOCUMENT',
        boxName: 'letters',
        inputFileId: 'f1',
        serviceFileId: null,
        firstPage: 1,
        lastPage: 2,
        recordLine: null,
      },
    ],
    version: 1,
    ...extra,
  };
}

const job = {
  id: 'j1',
  name: 'November',
  state: 'PACK_GROUPS_CREATED',
  serviceId: 's1',
  ownerId: 'u1',
  ouId: 'ou1',
  creationDate: '2026-11-20T08:00:00.000Z',
  updateDate: '2026-11-20T08:00:00.000Z',
  errorMessage: null,
  errorKey: null,
  packGroupCount: 2,
  flags: { frozen: false, invalidated: false, filesPurged: false, locked: false },
  inputFiles: [],
};

const service = makeService({
  id: 's1',
  type: 'ADVANCED',
  boxes: [
    {
      name: 'letters',
      label: 'Letters',
      main: true,
      boxType: 'box.PDF',
      appositions: false,
      splitConfig: {
        kind: 'bsc.PDF_AREA',
        area: { left: 15, top: 281, width: 50, height: 9 },
        value: '^Page 1/',
        page: 1,
      },
    },
  ],
  packRequirements: { content: [], editableValue: false, editableConfiguration: false },
  channels: [
    {
      id: 'post',
      label: 'Simple mail',
      shipmentRequirements: [
        {
          kind: 'recipient',
          name: 'mainPostalAddress',
          type: 'address',
          content: null,
          editableValue: false,
          editableConfiguration: false,
          validation: 'address',
          validationParameters: {},
          forceValidation: false,
        },
      ],
    },
  ],
});

const channel = (cutoffTime: string | null) =>
  makeChannel({ id: 'post', name: 'Post', cutoffTime, timeZone: 'UTC', workingDays: [1, 2, 3, 4, 5] });

function fakeServer(routes: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /jobs/j1': { result: job },
    'GET /services/:serviceId': { result: service },
    'GET /channels': { result: [channel(null)] },
    'GET /jobs/j1/packGroups': {
      result: [
        packGroup('pg1', 0, good('Ada Martin\n12 rue de la Paix\n75002 PARIS')),
        packGroup('pg2', 1, incomplete('Bob\nNowhere')),
      ],
    },
    'GET /jobs/j1/orphanChunks': { result: [] },
    'GET /jobs/j1/revisions': { result: [] },
    ...routes,
  });
}

function renderStep() {
  const router = createMemoryRouter(
    [
      { path: '/deposit/split', element: <PackGroupsStep jobId="j1" /> },
      { path: '/deposit/delivery/:jobId', element: <p>Delivery screen</p> },
    ],
    { initialEntries: ['/deposit/split'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const bodiesOf = (calls: Request[], path: string) =>
  Promise.all(
    calls
      .filter((call) => call.method === 'POST' && new URL(call.url).pathname === `/api${path}`)
      .map((call) => call.clone().json() as Promise<unknown>),
  );

describe('pack groups step', () => {
  it('lists the letters with their counts and statuses', async () => {
    fakeServer({
      'GET /jobs/j1/orphanChunks': {
        result: [
          {
            id: 'o1',
            jobId: 'j1',
            position: 1,
            boxName: 'annexes',
            inputFileId: 'f2',
            firstPage: 3,
            lastPage: 4,
            recordLine: null,
            identifier: 'C-999',
            reason: 'job.orphan.noMatch',
            values: {},
          },
        ],
      },
    });
    renderStep();

    const summary = await screen.findByRole('group', { name: 'Summary of the address checks' }, LOADED);
    expect(within(summary).getByText('Letters: 2')).toBeInTheDocument();
    expect(within(summary).getByText('Pages: 4')).toBeInTheDocument();
    expect(within(summary).getByText('Documents: 2')).toBeInTheDocument();
    expect(within(summary).getByText('Valid: 1')).toBeInTheDocument();
    expect(within(summary).getByText('Invalid: 1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Letters found' });
    const rows = within(table).getAllByRole('row');
    // The recipient is named by the first line of the address; the reference comes under it.
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent(/^Ada MartinReference C-001$/);
    expect(within(rows[2]!).getByText('Reference C-002')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Invalid')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('To order')).toBeInTheDocument();
    // Each status is explained on its row: a refusal's code and reason, and where the letter goes.
    expect(within(rows[2]!).getByText('Code 300: address incomplete or unknown')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/^The address is incomplete/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Destination: France')).toBeInTheDocument();

    const orphans = await screen.findByRole('region', { name: 'Documents left out' });
    expect(
      within(orphans).getByText('This document matches no recipient of the deposit: it will not be sent.'),
    ).toBeInTheDocument();
    expect(within(orphans).getByText('Pages 3–4')).toBeInTheDocument();
  });

  it('says how the letters were cut, in words, not as a pattern', async () => {
    fakeServer();
    renderStep();
    expect(
      await screen.findByText(
        'A new document starts on each page whose text in the footer area starts with "Page 1/".',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\^Page 1\//)).not.toBeInTheDocument();
  });

  it('counts an address corrected by hand as corrected, from the history of the deposit', async () => {
    const edits: unknown[] = [];
    fakeServer({
      'GET /jobs/j1/revisions': () => ({ result: edits }),
      'POST /packGroups/:packGroupId/edit': () => {
        edits.push({
          id: 9,
          action: 'packGroupEdited',
          state: 'PACK_GROUPS_CREATED',
          loggedUserLogin: 'alice',
          date: '2026-11-20T09:00:00.000Z',
          details: { packGroupId: 'pg2', requirements: [ADDRESS] },
        });
        return { result: packGroup('pg2', 1, good('Bob Martin\n1 rue Haute\n75001 PARIS'), { version: 2 }) };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderStep();
    const summary = await screen.findByRole('group', { name: 'Summary of the address checks' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Show letter 2' }));
    const value = within(await screen.findByRole('region', { name: 'Letter 2' })).getByRole('region', {
      name: 'Postal address (Simple mail)',
    });
    await user.click(within(value).getByRole('button', { name: 'Edit Postal address (Simple mail)' }));
    const field = within(value).getByLabelText('New value of Postal address (Simple mail)');
    await user.clear(field);
    await user.type(field, 'Bob Martin{enter}1 rue Haute{enter}75001 PARIS');
    await user.click(within(value).getByRole('button', { name: 'Check and save' }));

    // The value itself checks valid; the letter counts as corrected, by hand.
    const row = within(screen.getByRole('table', { name: 'Letters found' })).getAllByRole('row')[2]!;
    expect(await within(row).findByText('Corrected by hand')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(/^Bob Martin/);
    expect(within(summary).getByText('Corrected: 1')).toBeInTheDocument();
    expect(within(summary).getByText('Valid: 1')).toBeInTheDocument();
    expect(within(summary).getByText('Invalid: 0')).toBeInTheDocument();
  });

  it('edits a value, which the server checks again (MODIFIED, then BAD), and forces it (FORCED)', async () => {
    const answers: Check[] = [
      { status: 'MODIFIED', valid: true, error: null, value: 'Bob Martin\n1 rue Haute\n75001 PARIS' },
      incomplete('Bob\nElsewhere'),
      { status: 'FORCED', valid: true, error: null, value: 'Bob\nElsewhere' },
    ];
    let version = 1;
    const api = fakeServer({
      'POST /packGroups/:packGroupId/edit': () => {
        version += 1;
        return { result: packGroup('pg2', 1, answers.shift()!, { version }) };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderStep();

    await user.click(await screen.findByRole('button', { name: 'Show letter 2' }, LOADED));
    const detail = await screen.findByRole('region', { name: 'Letter 2' });
    const value = () => within(detail).getByRole('region', { name: 'Postal address (Simple mail)' });
    expect(within(value()).getByText('Invalid')).toBeInTheDocument();
    expect(within(value()).getByText('Code 300: address incomplete or unknown')).toBeInTheDocument();
    expect(within(value()).getByText('Country: FR')).toBeInTheDocument();

    // Edit → re-check → MODIFIED.
    await user.click(within(value()).getByRole('button', { name: 'Edit Postal address (Simple mail)' }));
    const field = within(value()).getByLabelText('New value of Postal address (Simple mail)');
    await user.clear(field);
    await user.type(field, 'Bob Martin{enter}1 rue Haute{enter}75001 PARIS');
    await user.click(within(value()).getByRole('button', { name: 'Check and save' }));
    await waitFor(() => expect(within(value()).getByText('Corrected')).toBeInTheDocument());
    expect(within(value()).getByText(/1 rue Haute/)).toBeInTheDocument();

    // Edit again → the server refuses it → BAD.
    await user.click(within(value()).getByRole('button', { name: 'Edit Postal address (Simple mail)' }));
    const again = within(value()).getByLabelText('New value of Postal address (Simple mail)');
    await user.clear(again);
    await user.type(again, 'Bob{enter}Elsewhere');
    await user.click(within(value()).getByRole('button', { name: 'Check and save' }));
    await waitFor(() => expect(within(value()).getByText('Invalid')).toBeInTheDocument());

    // Force → FORCED.
    await user.click(within(value()).getByRole('button', { name: 'Force Postal address (Simple mail)' }));
    await waitFor(() => expect(within(value()).getByText('Forced')).toBeInTheDocument());

    const bodies = (await bodiesOf(api.calls, '/packGroups/pg2/edit')) as EditPackGroupBody[];
    expect(bodies).toEqual([
      {
        version: 1,
        rawPackRequirements: {},
        rawShipmentRequirements: {
          'Simple mail': {
            mainPostalAddress: { value: 'Bob Martin\n1 rue Haute\n75001 PARIS', forced: false },
          },
        },
      },
      {
        version: 2,
        rawPackRequirements: {},
        rawShipmentRequirements: {
          'Simple mail': { mainPostalAddress: { value: 'Bob\nElsewhere', forced: false } },
        },
      },
      {
        version: 3,
        rawPackRequirements: {},
        rawShipmentRequirements: {
          'Simple mail': { mainPostalAddress: { value: 'Bob\nElsewhere', forced: true } },
        },
      },
    ]);
  });

  it('shows the address tab and the documents of the split tab', async () => {
    fakeServer();
    const user = userEvent.setup({ delay: null });
    renderStep();
    await user.click(await screen.findByRole('button', { name: 'Show letter 1' }, LOADED));
    const detail = await screen.findByRole('region', { name: 'Letter 1' });
    await user.click(within(detail).getByRole('tab', { name: 'Address' }));
    const address = within(detail).getByRole('region', { name: 'Address lines' });
    expect(within(address).getByText(/12 rue de la Paix/)).toBeInTheDocument();
    expect(within(address).getByText('Valid')).toBeInTheDocument();
    // A GOOD value of a requirement without editableValue is shown, not edited.
    expect(within(address).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await user.click(within(detail).getByRole('tab', { name: 'Split' }));
    const documents = within(detail).getByRole('table', { name: 'Documents' });
    expect(within(documents).getByText('Document')).toBeInTheDocument();
    expect(within(documents).getByText('letters')).toBeInTheDocument();
  });

  it('rejects several letters at once after a confirmation', async () => {
    const api = fakeServer({
      'POST /packGroups/reject': {
        result: [
          packGroup('pg1', 0, good('A\nB'), { state: 'REJECTED' }),
          packGroup('pg2', 1, incomplete('C'), { state: 'REJECTED' }),
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    renderStep();
    await user.click(await screen.findByRole('checkbox', { name: 'Select letter 1' }, LOADED));
    await user.click(screen.getByRole('checkbox', { name: 'Select letter 2' }));
    await user.click(screen.getByRole('button', { name: 'Reject the selected letters (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject letters' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the letters (2)' }));

    await waitFor(() => expect(screen.getByText('Rejected: 2')).toBeInTheDocument());
    await expect(bodiesOf(api.calls, '/packGroups/reject')).resolves.toEqual([
      { packGroupIds: ['pg1', 'pg2'] },
    ]);
    expect(screen.getByText('No letter is left to order.')).toBeInTheDocument();
  });

  it('asks before a force prepare when letters are BAD, then goes on to the delivery screen', async () => {
    fakeServer();
    const user = userEvent.setup({ delay: null });
    renderStep();
    expect(await screen.findByText(/Letters with a refused value: 1\./, {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and choose the delivery' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Force prepare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Force prepare' });
    expect(within(dialog).getByText(/1 of the 2 letters to order have a refused value/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Force prepare and go on' }));
    expect(await screen.findByText('Delivery screen')).toBeInTheDocument();
  });

  describe('cutoff warning', () => {
    it('warns when the cutoff of a channel of the service is less than an hour away', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-20T09:30:00Z'));
      fakeServer({ 'GET /channels': { result: [channel('10:00'), { ...channel('09:45'), id: 'other' }] } });
      renderStep();
      // The other channel (09:45) is not one of the service's: the service's cutoff is 10:00.
      expect(
        await screen.findByText("Today's cutoff is in 30 minutes: order now to post today.", {}, LOADED),
      ).toBeInTheDocument();
    });

    it('warns when the cutoff has passed, and says nothing when it is far', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-20T11:00:00Z'));
      fakeServer({ 'GET /channels': { result: [channel('10:00')] } });
      const first = renderStep();
      expect(await screen.findByText(/Today's cutoff has passed/, {}, LOADED)).toBeInTheDocument();
      first.unmount();

      vi.setSystemTime(new Date('2026-11-20T07:00:00Z'));
      renderStep();
      await screen.findByRole('table', { name: 'Letters found' }, LOADED);
      await waitFor(() => expect(screen.getByText('Letters: 2')).toBeInTheDocument());
      expect(screen.queryByText(/cutoff/)).not.toBeInTheDocument();
    });
  });
});
