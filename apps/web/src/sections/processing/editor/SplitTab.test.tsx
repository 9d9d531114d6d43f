import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_ERROR_CODES,
  permissionsMask,
  serviceSchema,
  type BoxArea,
  type SavedService,
  type SplitConfig,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { ServiceEditor } from './ServiceEditor';

afterEach(() => {
  vi.restoreAllMocks();
});

const FOOTER: BoxArea = { left: 15, top: 281, width: 50, height: 9 };

/** A batch of letters split on the footer "Page 1/…", as the demo "Letter batch" service does. */
function letterBatch(): SavedService {
  return {
    ...serviceSchema.parse({
      id: 's1',
      type: 'SIMPLE_MULTIPLE',
      name: 'Letter batch',
      ouId: 'ou1',
      boxes: [
        {
          name: 'letters',
          label: 'Letters',
          main: true,
          boxType: 'box.PDF',
          splitConfig: { kind: 'bsc.PDF_AREA', area: FOOTER, value: '^Page 1/' },
        },
      ],
    }),
    version: 1,
    creationDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-01T00:00:00.000Z',
  };
}

/** The footers of the three-page sample: a letter of two pages, then one of one page. */
const FOOTERS = ['Page 1/2', 'Page 2/2', 'Page 1/1'];

const page = (n: number) => ({
  page: n,
  pageCount: 3,
  widthMm: 210,
  heightMm: 297,
  image: 'data:image/png;base64,iVBORw0KGgo=',
  widthPx: 1000,
});

/** The footer's text when the area is on the footer (as the server reads it), nothing elsewhere. */
const textAt = (n: number, area: BoxArea) => (area.top === FOOTER.top ? FOOTERS[n - 1]! : '');

/** What the server's split gives on the sample: a letter starts on each page whose text matches. */
function split(config: SplitConfig) {
  const starts =
    config.kind === 'bsc.PAGE'
      ? [1, 2, 3].filter((n) => (n - 1) % config.pagesPerPart === 0)
      : config.kind === 'bsc.PDF_AREA'
        ? [1, 2, 3].filter((n) => n === 1 || new RegExp(config.value, 'u').test(textAt(n, config.area)))
        : [1];
  return {
    pageCount: 3,
    pagesRead: 3,
    truncated: false,
    pages:
      config.kind === 'bsc.PDF_AREA' ? [1, 2, 3].map((n) => ({ page: n, text: textAt(n, config.area) })) : [],
    parts: starts.map((first, i) => ({ firstPage: first, lastPage: (starts[i + 1] ?? 4) - 1 })),
  };
}

function fakeServer(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  const splits: SplitConfig[] = [];
  installFakeApi({
    'GET /services/:serviceId': { result: letterBatch() },
    'POST /files': {
      result: [
        {
          fileId: 'sample1',
          name: 'letter-batch.pdf',
          size: 1000,
          sha256: 'x',
          contentType: 'application/pdf',
          fileType: 'pdf',
          nameMismatch: false,
          ownerId: 'u1',
          creationDate: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
    'GET /pdf/:fileId/pages/:page': (_request, params) => ({ result: page(Number(params.page)) }),
    'POST /pdf/extractText': async (request) => {
      const form = await request.formData();
      const parameters = JSON.parse(String(form.get('parameters'))) as { page: number; area: BoxArea };
      const text = textAt(parameters.page, parameters.area);
      return { result: { text, lines: text ? [text] : [] } };
    },
    'POST /services/testSplit': async (request) => {
      const { splitConfig } = (await request.json()) as { splitConfig: SplitConfig };
      splits.push(splitConfig);
      return { result: split(splitConfig) };
    },
    ...overrides,
  });
  return { splits };
}

async function openSplitTab() {
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(['adminService']) }));
  renderWithProviders(
    <ServiceEditor serviceId="s1" type={null} copyOf={null} ouId={null} onClose={vi.fn()} />,
  );
  const u = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { name: 'Letter batch' });
  await u.click(screen.getByRole('tab', { name: 'Split configuration' }));
  return u;
}

const samplePdf = () =>
  new NodeFile(['%PDF-1.4'], 'letter-batch.pdf', { type: 'application/pdf' }) as unknown as File;

const parts = () =>
  within(screen.getByRole('list', { name: 'Letters in the sample' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the split tab', () => {
  it('tries the split on a sample PDF: the area moved with its fields, its text read, the letters previewed', async () => {
    const { splits } = fakeServer();
    const u = await openSplitTab();
    expect(
      screen.getByRole('radio', { name: 'A letter starts on each page showing a text in an area' }),
    ).toBeChecked();
    expect(screen.getByText('Drop a sample PDF to see how it is cut into letters.')).toBeInTheDocument();

    await u.upload(screen.getByLabelText('Sample PDF'), samplePdf());
    expect(await screen.findByText('letter-batch.pdf · pages: 3')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Page 1 of the sample' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('sample-area-text')).toHaveTextContent('Page 1/2'));
    await waitFor(() => expect(parts()).toEqual(['Letter 1: pages 1–2', 'Letter 2: page 3']));
    expect(screen.getByText('Letters found: 2')).toBeInTheDocument();
    // The footer of each page, and the pages where a letter starts.
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Page 1/2', 'Letter 1'],
      ['2', 'Page 2/2', ''],
      ['3', 'Page 1/1', 'Letter 2'],
    ]);

    // The area moved up the page: nothing is read there any more, and the whole sample is one letter.
    const top = screen.getByRole('textbox', { name: 'Top (mm)' });
    await u.clear(top);
    await u.type(top, '100');
    await waitFor(() =>
      expect(screen.getByTestId('sample-area-text')).toHaveTextContent('No text in the area'),
    );
    await waitFor(() => expect(parts()).toEqual(['Letter 1: pages 1–3']));
    expect(splits.at(-1)).toMatchObject({ kind: 'bsc.PDF_AREA', area: { ...FOOTER, top: 100 } });

    // Another page of the sample is shown on demand.
    await u.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('img', { name: 'Page 2 of the sample' })).toBeInTheDocument();
  });

  it('names a value that is not a regular expression at its field, and an area beyond the page at its fields', async () => {
    const { splits } = fakeServer();
    const u = await openSplitTab();
    await u.upload(screen.getByLabelText('Sample PDF'), samplePdf());
    await waitFor(() => expect(parts()).toEqual(['Letter 1: pages 1–2', 'Letter 2: page 3']));
    const asked = splits.length;

    const value = screen.getByRole('textbox', { name: 'Text that starts a letter' });
    await u.clear(value);
    await u.type(value, '^Page (1');
    expect(value).toHaveAccessibleDescription(expect.stringContaining('is not a valid regular expression'));
    // Nothing is asked of the server while the value cannot be read.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(splits.slice(asked).every((s) => s.kind === 'bsc.PDF_AREA' && s.value !== '^Page (1')).toBe(true);

    const width = screen.getByRole('textbox', { name: 'Width (mm)' });
    await u.clear(width);
    await u.type(width, '300');
    expect(width).toHaveAccessibleDescription('Enter a value from 1 to 195 mm.');
  });

  it('cuts every few pages', async () => {
    const { splits } = fakeServer();
    const u = await openSplitTab();
    await u.click(screen.getByRole('radio', { name: 'A letter every few pages' }));
    await u.upload(screen.getByLabelText('Sample PDF'), samplePdf());
    await waitFor(() =>
      expect(parts()).toEqual(['Letter 1: page 1', 'Letter 2: page 2', 'Letter 3: page 3']),
    );
    const pages = screen.getByRole('textbox', { name: 'Pages per letter' });
    await u.clear(pages);
    await u.type(pages, '2');
    await waitFor(() => expect(parts()).toEqual(['Letter 1: pages 1–2', 'Letter 2: page 3']));
    expect(splits.at(-1)).toEqual({ kind: 'bsc.PAGE', pagesPerPart: 2 });
  });

  it('refuses an encrypted sample at the drop, with the reason', async () => {
    fakeServer({
      'GET /pdf/:fileId/pages/:page': {
        error: {
          code: API_ERROR_CODES.badRequest,
          message: 'body.file: The PDF is encrypted or protected',
          labelId: 'issue.pdf.encrypted',
          field: 'body.file',
        },
      },
    });
    const u = await openSplitTab();
    await u.upload(screen.getByLabelText('Sample PDF'), samplePdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('The document is encrypted or protected.');
    expect(screen.queryByText(/letter-batch\.pdf · pages/)).not.toBeInTheDocument();
  });
});
