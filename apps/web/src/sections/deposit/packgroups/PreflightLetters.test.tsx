import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelsFor, type PackGroup, type PreflightFinding } from '@postbridge/domain';
import { loadLocale } from '../../../i18n/i18n';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { makePackGroup } from '../../manage/details/testData';
import { makeService } from '../upload/testing';
import { PackGroupsStep } from './PackGroupsStep';
import { PreflightPanel } from './PreflightPanel';

// The print pre-flight on the letters screen (issue 23): each letter's state in the table, its findings and the
// offending area on its page in the detail, the deposit's counts and report.

/** The first answer may take a while on a machine shared with other test runs. */
const LOADED = { timeout: 5000 };

const ADDRESS = 'Simple mail/mainPostalAddress';

const finding = (
  overrides: Partial<PreflightFinding> & Pick<PreflightFinding, 'code'>,
): PreflightFinding => ({
  severity: 'warn',
  serviceChannels: ['Simple mail'],
  inputFileId: 'f1',
  page: 1,
  area: null,
  params: {},
  ...overrides,
});

/** A page of 100 × 100 mm on an A4 channel, drawn at 21 mm from the left and 29.7 mm from the top. */
const PAGE_SIZE = finding({
  code: 'pageSize',
  severity: 'refuse',
  serviceChannels: ['Simple mail', 'Registered'],
  page: 3,
  area: { left: 21, top: 29.7, width: 105, height: 74.25 },
  params: { width: 100, height: 100, format: 'A4' },
});
const ENVELOPE = finding({
  code: 'envelopeCapacity',
  severity: 'refuse',
  page: null,
  inputFileId: null,
  params: { sheets: 12, capacity: 8, envelope: 'DL' },
});
const LOW_DPI = finding({ code: 'lowResolution', page: 5, params: { dpi: 72, minimum: 150 } });

/** A letter of the deposit with a checked address in its window and these findings. */
function letter(id: string, position: number, preflight: PreflightFinding[]): PackGroup {
  return makePackGroup(id, position, {
    inputFileId: 'f1',
    requirements: {
      [ADDRESS]: {
        value: `Recipient ${position + 1}\n1 rue de la Paix\n75002 PARIS`,
        status: 'GOOD',
        valid: true,
        error: null,
        countryCode: 'FR',
        type: 'address',
      },
    },
    addressQuality: 'GOOD',
    preflight,
    packs: [],
  });
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
  packGroupCount: 3,
  flags: { frozen: false, invalidated: false, filesPurged: false, locked: false },
  inputFiles: [
    {
      id: 'f1',
      fileId: 'stored-f1',
      name: 'letters.pdf',
      boxName: 'letters',
      apposition: false,
      sourceInputFileId: null,
      entryName: null,
    },
  ],
};

/** GET /pdf/{fileId}/pages/{page}: an A4 page (the API gives its size in mm with the image). */
const a4Page = (page: number) => ({
  result: {
    page,
    pageCount: 6,
    widthMm: 210,
    heightMm: 297,
    image: 'data:image/png;base64,AA==',
    widthPx: 800,
  },
});

function fakeServer() {
  return installFakeApi({
    'GET /jobs/j1': { result: job },
    'GET /services/:serviceId': { result: makeService({ id: 's1', type: 'SIMPLE_MULTIPLE' }) },
    'GET /channels': { result: [] },
    'GET /jobs/j1/packGroups': {
      result: [letter('pg1', 0, [PAGE_SIZE, ENVELOPE]), letter('pg2', 1, [LOW_DPI]), letter('pg3', 2, [])],
    },
    'GET /jobs/j1/orphanChunks': { result: [] },
    'GET /jobs/j1/revisions': { result: [] },
    // Pages are read from the file the deposited one was stored as (the job's inputFiles).
    'GET /pdf/:fileId/pages/:page': (_request, params) =>
      params.fileId === 'stored-f1'
        ? a4Page(Number(params.page))
        : { error: { code: -3, message: 'The requested item could not be found.' } },
    'GET /jobs/:jobId/preflight.csv': () =>
      new Response('code,count\npageSize,1\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="preflight.csv"',
        },
      }),
  });
}

function renderStep() {
  const router = createMemoryRouter([{ path: '/deposit/split', element: <PackGroupsStep jobId="j1" /> }], {
    initialEntries: ['/deposit/split'],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('print pre-flight on the letters screen', () => {
  it('says beside each address check whether the letter is refused, warned or clean', async () => {
    fakeServer();
    renderStep();
    const table = await screen.findByRole('table', { name: 'Letters found' }, LOADED);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Print: refused on Simple mail, Registered')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Print warnings: 1')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('No print problem found')).toBeInTheDocument();
  });

  it('shows only the letters print refuses, or only those it warns about', async () => {
    fakeServer();
    renderStep();
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'Letters found' }, LOADED);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.click(screen.getAllByLabelText('Letters shown')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Print: refused' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Print: refused on Simple mail, Registered')).toBeInTheDocument();
    await user.click(screen.getAllByLabelText('Letters shown')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Print: warnings' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Print warnings: 1')).toBeInTheDocument();
  });

  it("shows a letter's findings with their words, and the offending area on the page", async () => {
    const api = fakeServer();
    renderStep();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Show letter 1' }, LOADED));
    const detail = await screen.findByRole('region', { name: 'Letter 1' });
    await user.click(within(detail).getByRole('tab', { name: 'Print pre-flight' }));

    const findings = within(detail).getByRole('list', { name: 'Print pre-flight findings' });
    const [first, second] = within(findings).getAllByRole('button');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(within(first!).getByText('Refused')).toBeInTheDocument();
    expect(
      within(first!).getByText('The page is 100 × 100 mm; the channel prints on A4. Make the page A4.'),
    ).toBeInTheDocument();
    expect(within(first!).getByText('Page 3 of the deposited file')).toBeInTheDocument();
    expect(within(first!).getByText('Channels: Simple mail, Registered')).toBeInTheDocument();

    // The page of the finding, with its area: 21 mm of 210 is 10 % from the left, 29.7 mm of 297 10 % down.
    expect(
      await within(detail).findByRole('img', { name: 'Page 3 of the deposited file' }),
    ).toBeInTheDocument();
    const area = within(detail).getByRole('img', {
      name: 'Area concerned: 21 mm from the left, 29.7 mm from the top, 105 × 74.3 mm',
    });
    expect(area.style.left).toBe('10%');
    expect(area.style.top).toBe('10%');
    expect(area.style.width).toBe('50%');
    expect(area.style.height).toBe('25%');
    expect(api.calls.some((call) => new URL(call.url).pathname === '/api/pdf/stored-f1/pages/3')).toBe(true);

    // A finding on the whole letter has no page to show.
    await user.click(second!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(second!).getByText(
        'The letter takes 12 sheets; a DL envelope holds 8. Choose a larger envelope or split the letter.',
      ),
    ).toBeInTheDocument();
    expect(
      within(detail).getByText('This finding concerns the whole letter, not one page.'),
    ).toBeInTheDocument();
    expect(within(detail).queryByRole('img', { name: /^Area concerned/ })).not.toBeInTheDocument();
  });

  it('counts the findings of the deposit by kind and downloads its report', async () => {
    const api = fakeServer();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderStep();
    const summary = await screen.findByRole('group', { name: 'Print pre-flight' }, LOADED);
    expect(within(summary).getByText('Page size: 1')).toBeInTheDocument();
    expect(within(summary).getByText('Envelope capacity: 1')).toBeInTheDocument();
    expect(within(summary).getByText('Image resolution: 1')).toBeInTheDocument();
    expect(within(summary).queryByText(/^Orientation/)).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(within(summary).getByRole('button', { name: 'Download the pre-flight report (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['preflight.csv']));
    expect(api.calls.some((call) => new URL(call.url).pathname === '/api/jobs/j1/preflight.csv')).toBe(true);
  });

  it('keeps the area on the same spot of an unmirrored page in Hebrew', async () => {
    installFakeApi({
      'GET /jobs/j1': { result: job },
      'GET /pdf/:fileId/pages/:page': (_request, params) => a4Page(Number(params.page)),
    });
    const { i18n } = renderWithProviders(<PreflightPanel jobId="j1" group={{ preflight: [PAGE_SIZE] }} />);
    await loadLocale(i18n, 'he', async () => labelsFor('he'));
    try {
      expect(document.documentElement.dir).toBe('rtl');
      const page = await screen.findByRole('img', { name: 'עמוד 3 של הקובץ שהופקד' });
      const area = screen.getByRole('img', { name: /^האזור הנוגע בדבר/ });
      expect(area.style.left).toBe('10%');
      expect(area.style.right).toBe('');
      expect(page.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    } finally {
      await loadLocale(i18n, 'en', async () => labelsFor('en'));
    }
  });
});
