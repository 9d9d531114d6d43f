import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceSchema, type TestDataFileResult } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { ParserTab } from './ParserTab';
import { SamplesProvider, useSamples, type DataSample } from './samples';
import type { ServiceDraft } from './serviceDraft';
import type { TabProps } from './tabProps';

afterEach(() => {
  vi.restoreAllMocks();
});

function service(): ServiceDraft {
  return serviceSchema.parse({
    id: 's1',
    type: 'PREPROCESSING',
    name: 'Invoices',
    ouId: 'ou1',
    serviceMetadatas: [{ type: 'TEXT', name: 'town' }],
    boxes: [
      { name: 'letters', label: 'Letters', main: true, boxType: 'box.PDF' },
      {
        name: 'people',
        label: 'People',
        boxType: 'box.DATA_FILE',
        parent: 'letters',
        parserConfiguration: { kind: 'par.CSV', encoding: 'UTF-8', separator: ';', headerPresent: true },
      },
    ],
  });
}

/** The tab over a draft kept in state, as the editor keeps it; `seen` gets every draft and sample. */
function render(errorAt: (path: string) => string | undefined = () => undefined) {
  const seen: { draft: ServiceDraft; sample: DataSample | null } = { draft: service(), sample: null };
  function SampleProbe() {
    seen.sample = useSamples().data;
    return null;
  }
  function Harness() {
    const [draft, setDraft] = useState<ServiceDraft>(service);
    seen.draft = draft;
    const change: TabProps['change'] = (patch) =>
      setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
    return <ParserTab draft={draft} change={change} errorAt={errorAt} readOnly={false} />;
  }
  renderWithProviders(
    <SamplesProvider>
      <Harness />
      <SampleProbe />
    </SamplesProvider>,
  );
  return seen;
}

const csv = (text: string) => new NodeFile([text], 'people.csv', { type: 'text/csv' }) as unknown as File;

const chooser = () => screen.getByLabelText('Sample file') as HTMLInputElement;

describe('the Parser tab', () => {
  it('reads a dropped CSV sample as a table whose columns are mapped to metadata names', async () => {
    const sent: Record<string, unknown>[] = [];
    installFakeApi({
      'POST /services/testDataFile': async (request) => {
        const form = await request.formData();
        sent.push(JSON.parse(String(form.get('parameters'))) as Record<string, unknown>);
        return {
          result: {
            records: [
              { line: 2, values: { '0': '8001', '1': 'Zürich' } },
              { line: 3, values: { '0': '3000', '1': 'Bern' } },
            ],
            warnings: [{ code: 'data.columnCount', message: 'Line 4: expected 2 columns, found 1', line: 4 }],
            truncated: true,
            error: null,
          },
        };
      },
    });
    const seen = render();
    const u = userEvent.setup({ delay: null });
    await u.upload(chooser(), csv('zip;city\n8001;Zürich\n3000;Bern\n4\n'));

    expect(await screen.findByRole('cell', { name: 'Zürich' })).toBeInTheDocument();
    // Every column comes back before any is mapped: the sample is read with each column mapped to itself.
    expect(sent[0]).toMatchObject({ kind: 'par.CSV', metadataMapping: { '0': '0', '1': '1' } });
    expect(screen.getByText('city (1)')).toBeInTheDocument();
    expect(screen.getByText('Only the first 2 records are shown.')).toBeInTheDocument();
    expect(screen.getByText('Line 4: not the same number of columns as the first line.')).toBeInTheDocument();

    await u.click(screen.getByRole('combobox', { name: 'Metadata for city (1)' }));
    await u.click(await screen.findByRole('option', { name: '→ town' }));
    expect(seen.draft.boxes[1]!.parserConfiguration).toMatchObject({ metadataMapping: { '1': 'town' } });

    // A name not yet known is asked for.
    await u.click(screen.getByRole('combobox', { name: 'Metadata for zip (0)' }));
    await u.click(await screen.findByRole('option', { name: 'New metadata…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New metadata for zip (0)' });
    await u.type(within(dialog).getByRole('textbox', { name: 'Metadata name' }), 'postcode');
    await u.click(within(dialog).getByRole('button', { name: 'Use this name' }));
    expect(seen.draft.boxes[1]!.parserConfiguration).toMatchObject({
      metadataMapping: { '0': 'postcode', '1': 'town' },
    });
    // The expression builder sees the first record as the deposit will map it.
    await waitFor(() =>
      expect(seen.sample).toMatchObject({
        boxName: 'people',
        fileName: 'people.csv',
        columns: ['postcode', 'town'],
        records: [
          { postcode: '8001', town: 'Zürich' },
          { postcode: '3000', town: 'Bern' },
        ],
      }),
    );
    // The mapping changed the draft, not what the sample is read with: no second reading was needed.
    expect(sent).toHaveLength(1);
  });

  it('names the line and column where reading stopped, and says when the file is not UTF-8', async () => {
    let answer: TestDataFileResult['error'] = {
      code: 'data.syntax',
      message: 'Invalid Closing Quote',
      line: 3,
      column: 5,
    };
    installFakeApi({
      'POST /services/testDataFile': () => ({
        result: { records: [], warnings: [], truncated: false, error: answer },
      }),
    });
    render();
    const u = userEvent.setup({ delay: null });
    await u.upload(chooser(), csv('zip;city\n1;a\n2;"b\n'));
    expect(
      await screen.findByText('Line 3, column 5: the text cannot be read in this format.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid Closing Quote')).toBeInTheDocument();

    answer = { code: 'data.encoding', message: 'Line 2: invalid UTF-8 bytes', line: 2 };
    await u.upload(chooser(), csv('zip;city\n1;Besan\u00e7on\n'));
    expect(
      await screen.findByText('Line 2: this file is not UTF-8; try ISO-8859-1 or CP-1252.'),
    ).toBeInTheDocument();
  });

  it('shows the fields of the kind chosen, keeping the encoding, and issues at their field', async () => {
    installFakeApi({});
    const seen = render((path) =>
      path === 'boxes[1].parserConfiguration.columnWidths' ? 'Give the widths of the columns.' : undefined,
    );
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('combobox', { name: 'Encoding' }));
    await u.click(await screen.findByRole('option', { name: 'CP-1252' }));
    expect(screen.getByRole('textbox', { name: 'Quote character' })).toBeInTheDocument();

    await u.click(screen.getByRole('combobox', { name: 'File format' }));
    await u.click(await screen.findByRole('option', { name: 'Fixed-width columns' }));
    expect(screen.queryByRole('textbox', { name: 'Quote character' })).not.toBeInTheDocument();
    expect(screen.getByText('Give the widths of the columns.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add a column' }));
    expect(screen.getByRole('textbox', { name: 'Width of column 0' })).toHaveValue('10');
    expect(seen.draft.boxes[1]!.parserConfiguration).toEqual({
      kind: 'par.FixedWidth',
      encoding: 'CP-1252',
      columnWidths: [10],
      metadataMapping: {},
    });

    await u.click(screen.getByRole('combobox', { name: 'File format' }));
    await u.click(await screen.findByRole('option', { name: 'JSON' }));
    await u.type(screen.getByRole('textbox', { name: /Elements \(JSON pointer\)/ }), '/letters');
    expect(seen.draft.boxes[1]!.parserConfiguration).toMatchObject({
      kind: 'par.JSON',
      encoding: 'CP-1252',
      elementsJSONPointer: '/letters',
    });
    expect(screen.getByRole('button', { name: 'Add a value' })).toBeInTheDocument();
  });
});
