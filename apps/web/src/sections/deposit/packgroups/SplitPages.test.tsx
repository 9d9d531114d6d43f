import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PackGroup } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { makeService } from '../upload/testing';
import { PackGroupsStep } from './PackGroupsStep';

/** The first answer may take a while on a machine shared with other test runs. */
const LOADED = { timeout: 5000 };

function letter(
  id: string,
  position: number,
  firstPage: number,
  lastPage: number,
  extra: Partial<PackGroup> = {},
) {
  return {
    id,
    jobId: 'j1',
    position,
    state: 'CREATED',
    inputFileId: 'f1',
    firstPage,
    lastPage,
    pageCount: lastPage - firstPage + 1,
    requirements: {},
    addressQuality: null,
    addressError: null,
    identifier: `C-${id}`,
    metadata: {},
    metadataIssues: [],
    preflight: [],
    packs: [
      {
        id: `${id}.0001`,
        kind: 'DOCUMENT',
        boxName: 'letters',
        inputFileId: 'f1',
        serviceFileId: null,
        firstPage,
        lastPage,
        recordLine: null,
      },
    ],
    version: 1,
    ...extra,
  } satisfies PackGroup;
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
  packGroupCount: 1,
  flags: { frozen: false, invalidated: false, filesPurged: false, locked: false },
  inputFiles: [],
};

const service = makeService({
  id: 's1',
  type: 'ADVANCED',
  boxes: [],
  packRequirements: { content: [], editableValue: false, editableConfiguration: false },
  channels: [],
});

function fakeServer(packGroups: () => PackGroup[], routes: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /jobs/j1': { result: job },
    'GET /services/:serviceId': { result: service },
    'GET /channels': { result: [] },
    'GET /jobs/j1/packGroups': () => ({ result: packGroups() }),
    'GET /jobs/j1/orphanChunks': { result: [] },
    ...routes,
  });
}

function renderStep() {
  const router = createMemoryRouter([{ path: '/deposit/split', element: <PackGroupsStep jobId="j1" /> }], {
    initialEntries: ['/deposit/split'],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

/** Opens a letter's split tab; answers the letter's region. */
async function openSplitTab(position: number) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Show letter ${position}` }, LOADED));
  const detail = await screen.findByRole('region', { name: `Letter ${position}` });
  await user.click(within(detail).getByRole('tab', { name: 'Split' }));
  return { user, detail };
}

describe('the split tab', () => {
  it('splits a letter at the chosen pages after a confirmation, and lists the new letters', async () => {
    let groups = [letter('pg1', 1, 1, 3)];
    const api = fakeServer(() => groups, {
      'POST /packGroups/:packGroupId/split': () => {
        groups = [letter('pg1', 1, 1, 1, { version: 2 }), letter('pg2', 2, 2, 3)];
        return { result: groups };
      },
    });
    renderStep();
    const { user, detail } = await openSplitTab(1);
    // The documents list and the PDF download stay.
    expect(within(detail).getByRole('table', { name: 'Documents' })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Download the PDF' })).toBeInTheDocument();

    const splitButton = within(detail).getByRole('button', { name: 'Split the letter' });
    expect(splitButton).toBeDisabled();
    expect(within(detail).getByRole('checkbox', { name: 'A new letter starts on page 3' })).not.toBeChecked();
    await user.click(within(detail).getByRole('checkbox', { name: 'A new letter starts on page 2' }));
    await user.click(splitButton);
    const dialog = await screen.findByRole('dialog', { name: 'Split this letter into 2 letters?' });
    await user.click(within(dialog).getByRole('button', { name: 'Split' }));

    await waitFor(() =>
      expect(within(detail).getByText('The letter was split into 2 letters.')).toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Show letter 2' })).toBeInTheDocument();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(await Promise.all(posts.map((c) => c.clone().json() as Promise<unknown>))).toEqual([
      { version: 1, startPages: [2] },
    ]);
  });

  it("shows the refusal's label", async () => {
    fakeServer(() => [letter('pg1', 1, 4, 5)], {
      'POST /packGroups/:packGroupId/split': {
        error: {
          code: -2,
          message: 'packGroupId: this letter cannot be split',
          labelId: 'deposit.packGroups.split.notPlain',
          field: 'packGroupId',
        },
      },
    });
    renderStep();
    const { user, detail } = await openSplitTab(1);
    await user.click(within(detail).getByRole('checkbox', { name: 'A new letter starts on page 5' }));
    await user.click(within(detail).getByRole('button', { name: 'Split the letter' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Split' }));
    expect(
      await within(dialog).findByText(
        'This letter cannot be split: it holds more than its own PDF pages (data records or attached documents).',
      ),
    ).toBeInTheDocument();
  });

  it('says why a one-page letter or a letter with a data record cannot be split', async () => {
    const record = letter('pg2', 2, 2, 4);
    record.packs.push({ ...record.packs[0]!, id: 'pg2.0002', kind: 'DATA_RECORD', recordLine: 3 });
    fakeServer(() => [letter('pg1', 1, 1, 1), record]);
    renderStep();
    const { detail } = await openSplitTab(1);
    expect(
      within(detail).getByText('This letter has a single page: it cannot be split.'),
    ).toBeInTheDocument();
    expect(within(detail).queryByRole('checkbox')).not.toBeInTheDocument();

    const second = await openSplitTab(2);
    expect(
      within(second.detail).getByText(
        'This letter cannot be split: it holds more than its own PDF pages (data records or attached documents).',
      ),
    ).toBeInTheDocument();
  });
});
