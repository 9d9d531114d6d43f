import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PackGroup } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { makeJob } from '../../manage/details/testData';
import { makeService } from '../upload/testing';
import { PackGroupsStep } from './PackGroupsStep';

/** The first answer may take a while on a machine shared with other test runs. */
const LOADED = { timeout: 5000 };

/** Letter `index` (0-based) of deposited file `if1`: `pages` pages from page 2·index + 1. */
function letter(index: number, pages = 2): PackGroup {
  const firstPage = index * 2 + 1;
  return {
    id: `pg${index + 1}`,
    jobId: 'j1',
    position: index + 1,
    state: 'CREATED',
    inputFileId: 'if1',
    firstPage,
    lastPage: firstPage + pages - 1,
    pageCount: pages,
    requirements: {},
    addressQuality: null,
    addressError: null,
    identifier: null,
    metadata: {},
    metadataIssues: [],
    preflight: [],
    packs: [],
    version: 1,
  };
}

/** A tiny PNG as a data URL, told apart by page: what the server answers for each page asked. */
const pngOf = (page: number) => `data:image/png;base64,iVBORw0KGgo${page}`;

function fakeServer(groups: PackGroup[]) {
  const asked: { fileId: string; pages: number[]; widthPx: number }[] = [];
  installFakeApi({
    'GET /jobs/j1': { result: makeJob({ id: 'j1', state: 'PACK_GROUPS_CREATED', serviceId: 's1' }) },
    'GET /services/:serviceId': { result: makeService({ id: 's1', type: 'ADVANCED' }) },
    'GET /channels': { result: [] },
    'GET /jobs/j1/packGroups': { result: groups },
    'GET /jobs/j1/orphanChunks': { result: [] },
    'GET /jobs/j1/revisions': { result: [] },
    'GET /pdf/:fileId/thumbnails': (request, params) => {
      const query = new URL(request.url).searchParams;
      const pages = (query.get('pages') ?? '').split(',').map(Number);
      asked.push({ fileId: params.fileId!, pages, widthPx: Number(query.get('widthPx')) });
      // Page 7 is past the end of the file: answered null.
      const images = Object.fromEntries(pages.map((p) => [String(p), p === 7 ? null : pngOf(p)]));
      return { result: { pageCount: 200, widthPx: Number(query.get('widthPx')), images } };
    },
  });
  return asked;
}

function renderStep() {
  const router = createMemoryRouter([{ path: '/deposit/split', element: <PackGroupsStep jobId="j1" /> }], {
    initialEntries: ['/deposit/split'],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe("the letters' thumbnails", () => {
  it('asks for the first page of the letters on the current page of the list only, in one call', async () => {
    const asked = fakeServer(Array.from({ length: 60 }, (_, i) => letter(i)));
    renderStep();
    const table = await screen.findByRole('table', { name: 'Letters found' }, LOADED);
    const third = await within(table).findByRole('img', { name: 'Letter 3, page 1' }, LOADED);
    // The deposited file's stored file (makeJob: input file if1 is stored as f1), small, lazily loaded.
    expect(third).toHaveAttribute('src', pngOf(5));
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(asked).toEqual([
      { fileId: 'f1', pages: Array.from({ length: 50 }, (_, i) => i * 2 + 1), widthPx: 80 },
    ]);
    expect(asked[0]!.widthPx).toBeLessThanOrEqual(200);
    // Letters 51 to 60 are on the next page: none of their pages was asked for.
    expect(within(table).queryByRole('img', { name: 'Letter 51, page 1' })).not.toBeInTheDocument();
    // Page 7 (letter 4) has no image: a placeholder says so.
    expect(within(table).getByRole('img', { name: 'No preview of this page' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByRole('img', { name: 'Letter 51, page 1' }, LOADED);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.pages).toEqual(Array.from({ length: 10 }, (_, i) => (50 + i) * 2 + 1));
  });

  it('shows the pages of an opened letter, at most 12 of a long one, named by their place in it', async () => {
    const asked = fakeServer([letter(0), { ...letter(1, 30), firstPage: 3, lastPage: 32 }]);
    renderStep();
    const table = await screen.findByRole('table', { name: 'Letters found' }, LOADED);
    await userEvent.click(within(table).getByRole('button', { name: 'Show letter 2' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Split' }));
    const pages = await screen.findByRole('group', { name: 'Pages of letter 2' }, LOADED);
    await waitFor(() => expect(within(pages).getAllByRole('img')).toHaveLength(12));
    expect(within(pages).getByRole('img', { name: 'Letter 2, page 1' })).toHaveAttribute('src', pngOf(3));
    expect(within(pages).getByRole('img', { name: 'Letter 2, page 12' })).toHaveAttribute('src', pngOf(14));
    expect(within(pages).getByRole('img', { name: 'Letter 2, page 12' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('The first 12 of 30 pages are shown.')).toBeInTheDocument();
    const detailCall = asked.find((call) => call.pages.length === 12);
    expect(detailCall).toEqual({
      fileId: 'f1',
      pages: Array.from({ length: 12 }, (_, i) => 3 + i),
      widthPx: 144,
    });
  });
});
