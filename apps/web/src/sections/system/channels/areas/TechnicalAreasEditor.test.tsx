import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { outputFileSchema, type OutputFile, type TechnicalArea } from '@postbridge/domain';
import { installFakeApi } from '../../../../test/fakeApi';
import { renderWithProviders } from '../../../../test/renderApp';
import { TechnicalAreasEditor } from './TechnicalAreasEditor';

// System > Channels > an output file's technical areas: list, fields, page preview and the rendered sample.

const PAGE = {
  page: 1,
  pageCount: 1,
  widthMm: 210,
  heightMm: 297,
  image: 'data:image/png;base64,iVBORw0KGgo=',
  widthPx: 1000,
};

function Harness({
  readOnly = false,
  initial = [],
  onAreas = () => {},
}: {
  readOnly?: boolean;
  initial?: TechnicalArea[];
  onAreas?: (areas: TechnicalArea[]) => void;
}) {
  const [file, setFile] = useState<OutputFile>(() =>
    outputFileSchema.parse({ name: 'Print file', technicalAreas: initial }),
  );
  return (
    <TechnicalAreasEditor
      channelId="post"
      outputFile={file}
      readOnly={readOnly}
      onChange={(technicalAreas) => {
        setFile((f) => ({ ...f, technicalAreas }));
        onAreas(technicalAreas);
      }}
    />
  );
}

const lastAreas = (onAreas: ReturnType<typeof vi.fn>) => onAreas.mock.lastCall![0] as TechnicalArea[];

describe('the technical areas editor', () => {
  // Typing into the whole editor re-renders its expression editors: slow on a busy machine, not stuck.
  it(
    'adds a text area, edits its fields, and moves it with the numeric position fields',
    { timeout: 60_000 },
    async () => {
      installFakeApi({});
      const onAreas = vi.fn();
      renderWithProviders(<Harness onAreas={onAreas} />);
      const u = userEvent.setup({ delay: null });
      expect(screen.getByText(/No technical area yet/)).toBeInTheDocument();

      await u.click(screen.getByRole('button', { name: 'Add an area' }));
      await u.click(await screen.findByRole('menuitem', { name: /Text/ }));
      expect(lastAreas(onAreas)).toHaveLength(1);
      expect(lastAreas(onAreas)[0]).toMatchObject({ type: 'text', area: { left: 10, top: 10 } });

      await u.type(screen.getByRole('textbox', { name: 'Description' }), 'Ref');
      expect(screen.getByRole('button', { name: /^Ref\b/ })).toBeInTheDocument();

      const left = screen.getByRole('textbox', { name: 'Left (mm)' });
      await u.clear(left);
      await u.type(left, '30.5');
      const top = screen.getByRole('textbox', { name: 'Top (mm)' });
      await u.clear(top);
      await u.type(top, '250');
      expect(lastAreas(onAreas)[0]!.area).toEqual({ left: 30.5, top: 250, width: 80, height: 10 });
      // The frame on the page follows the fields (as a share of the A4 page).
      const frame = screen.getByRole('group', { name: /30\.5/ });
      expect(frame.style.left).toBe(`${(30.5 / 210) * 100}%`);
      expect(frame.style.top).toBe(`${(250 / 297) * 100}%`);

      await u.click(screen.getByRole('checkbox', { name: 'Right to left' }));
      expect(lastAreas(onAreas)[0]!.rtl).toBe(true);
    },
  );

  it(
    'duplicates, reorders and removes areas, and names an area outside the page at its field',
    { timeout: 60_000 },
    async () => {
      installFakeApi({});
      const onAreas = vi.fn();
      const dm = { ...(await import('./areaDraft')).newArea('datamatrix'), desc: 'Code' };
      const text = { ...(await import('./areaDraft')).newArea('text'), desc: 'Note' };
      renderWithProviders(<Harness onAreas={onAreas} initial={[dm, text]} />);
      const u = userEvent.setup({ delay: null });

      await u.click(screen.getByRole('button', { name: 'Move the area Note up' }));
      expect(lastAreas(onAreas).map((a) => a.desc)).toEqual(['Note', 'Code']);
      await u.click(screen.getByRole('button', { name: 'Duplicate the area Code' }));
      expect(lastAreas(onAreas).map((a) => a.desc)).toEqual(['Note', 'Code', 'Code']);
      await u.click(screen.getAllByRole('button', { name: 'Remove the area Code' })[0]!);
      expect(lastAreas(onAreas).map((a) => a.desc)).toEqual(['Note', 'Code']);

      const width = screen.getByRole('textbox', { name: 'Width (mm)' });
      await u.clear(width);
      await u.type(width, '300');
      expect(
        await screen.findByText(/page/i, { selector: '.mantine-InputWrapper-error' }),
      ).toBeInTheDocument();
    },
  );

  it('renders the sample through the server and shows its page and notes', async () => {
    const asked: unknown[] = [];
    installFakeApi({
      'POST /channels/previewOutputFile': async (request) => {
        asked.push(await request.json());
        return {
          result: {
            fileId: 'preview-1',
            pageCount: 1,
            warnings: [{ code: 'expressionEmpty', areaIndex: 0, page: null, detail: '[metadata("x")]' }],
          },
        };
      },
      'GET /pdf/:fileId/pages/:page': { result: PAGE },
    });
    const dm = (await import('./areaDraft')).newArea('datamatrix');
    renderWithProviders(<Harness initial={[dm]} />);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Render sample' }));
    expect(await screen.findByRole('img', { name: 'Composed sample, page 1 of 1' })).toHaveAttribute(
      'src',
      PAGE.image,
    );
    expect(asked).toEqual([
      {
        outputFile: expect.objectContaining({
          technicalAreas: [expect.objectContaining({ type: 'datamatrix' })],
        }),
      },
    ]);
    expect(screen.getByText(/Area 1: the sample has no value for/)).toBeInTheDocument();
  });

  it('read only: shows the areas and changes nothing, but may render the sample', async () => {
    installFakeApi({});
    const dm = { ...(await import('./areaDraft')).newArea('datamatrix'), desc: 'Code' };
    renderWithProviders(<Harness readOnly initial={[dm]} />);
    expect(screen.queryByRole('button', { name: 'Add an area' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the area Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Left (mm)' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Render sample' })).toBeEnabled();
    await waitFor(() => expect(within(document.body).getAllByRole('img').length).toBeGreaterThan(0));
  });
});
