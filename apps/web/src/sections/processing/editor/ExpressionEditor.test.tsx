import { useState, type ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Expression } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { ExpressionEditor } from './ExpressionEditor';
import { ExpressionScopeProvider } from './ExpressionScope';
import type * as SamplesModule from './samples';
import type { EditorSamples } from './samples';

// The samples the editor evaluates on: none unless a test drops some.
const samples = vi.hoisted(() => ({ current: null as Partial<EditorSamples> | null }));
vi.mock('./samples', async (original) => ({
  ...(await original<typeof SamplesModule>()),
  useSamples: () => ({ pdf: null, data: null, inEditor: true, ...samples.current }),
}));

afterEach(() => {
  samples.current = null;
  vi.restoreAllMocks();
});

const BOXES = ['letters', 'customers'];

function Harness(props: {
  initial: Expression;
  seen: Expression[];
  errorAt?: (path: string) => string | undefined;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <ExpressionEditor
      value={value}
      onChange={(next) => {
        props.seen.push(next);
        setValue(next);
      }}
      boxNames={BOXES}
      label="Job name"
      errorAt={props.errorAt ?? (() => undefined)}
      path="jobNameExpression"
      readOnly={false}
    />
  );
}

function renderEditor(initial: Expression, wrap = (ui: ReactElement) => ui) {
  const seen: Expression[] = [];
  renderWithProviders(wrap(<Harness initial={initial} seen={seen} />));
  return { seen, last: () => seen.at(-1), u: userEvent.setup({ delay: null }) };
}

async function pick(u: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await u.click(combobox);
  await u.click(await screen.findByRole('option', { name: option }));
}

describe('the expression editor', () => {
  it('builds replace(pdfText) with the mouse and the keyboard, and shows it as a formula', async () => {
    const { last, u } = renderEditor({ kind: 'constant', value: '' });
    await pick(u, screen.getByRole('combobox', { name: 'Job name' }), 'Text with replacements');
    // The operand is unset: the rule of docs/product.md §5 names it at once.
    expect(screen.getByText('This value is missing.')).toBeInTheDocument();
    await pick(u, screen.getByRole('combobox', { name: 'Value' }), 'Text in an area of the PDF');
    await u.click(screen.getByRole('switch', { name: 'From the main box' }));
    const top = screen.getByRole('textbox', { name: 'Top (mm)' });
    await u.clear(top);
    await u.type(top, '42');
    await u.clear(screen.getByRole('textbox', { name: 'Pattern (regular expression)' }));
    await u.type(screen.getByRole('textbox', { name: 'Pattern (regular expression)' }), '\\s+');
    await u.clear(screen.getByRole('textbox', { name: 'Replace with' }));
    await u.type(screen.getByRole('textbox', { name: 'Replace with' }), '-');
    expect(screen.queryByText('This value is missing.')).not.toBeInTheDocument();
    expect(last()).toEqual({
      kind: 'replace',
      operand: {
        kind: 'pdfText',
        page: 1,
        area: { left: 0, top: 42, width: 10, height: 10 },
        extractionParameters: { lineTolerance: 'default', wordSpace: 'standard' },
        boxName: '',
        fromMain: false,
      },
      pattern: '\\s+',
      replacement: '-',
    });
    // No box chosen once the main box is left: named at the box picker.
    expect(screen.getByText('Choose the box, or read from the main box.')).toBeInTheDocument();

    await u.click(screen.getByRole('switch', { name: 'Edit "Job name" as a formula' }));
    expect(screen.getByRole('textbox', { name: 'Formula' })).toHaveValue(
      'replace(pdfText("", 1, 0, 42, 10, 10, default, standard), "\\\\s+", "-")',
    );
  });

  it('builds a coalesce of a data-file column and a fixed text, reordered and trimmed', async () => {
    const { last, u } = renderEditor({ kind: 'constant', value: '' });
    await pick(u, screen.getByRole('combobox', { name: 'Job name' }), 'First value that is not empty');
    expect(screen.getByText('Add at least one value.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add a part' }));
    await u.type(screen.getByRole('textbox', { name: 'Text' }), 'unknown');
    await u.click(screen.getByRole('button', { name: 'Add a part' }));
    await pick(u, screen.getByRole('combobox', { name: 'Part 2' }), 'Column of the data file');
    await u.click(screen.getByRole('switch', { name: 'From the main box' }));
    await pick(u, screen.getByRole('combobox', { name: 'Box' }), 'customers');
    await u.type(screen.getByRole('textbox', { name: 'Column' }), 'name');
    await u.click(screen.getByRole('button', { name: 'Move part 2 up' }));
    expect(last()).toEqual({
      kind: 'coalesce',
      operands: [
        { kind: 'dataFileValue', column: 'name', boxName: 'customers', fromMain: false },
        { kind: 'constant', value: 'unknown' },
      ],
    });
    await u.click(screen.getByRole('button', { name: 'Remove part 2' }));
    expect(last()).toEqual({
      kind: 'coalesce',
      operands: [{ kind: 'dataFileValue', column: 'name', boxName: 'customers', fromMain: false }],
    });
  });

  it('keeps the operand when the kind changes, wraps and unwraps a value', async () => {
    const { last, u } = renderEditor({
      kind: 'clean',
      operand: { kind: 'metadataReference', name: 'city' },
    });
    await pick(u, screen.getByRole('combobox', { name: 'Job name' }), 'Upper or lower case');
    expect(last()).toEqual({
      kind: 'caseNormalization',
      mode: 'upper',
      operand: { kind: 'metadataReference', name: 'city' },
    });
    await pick(
      u,
      screen.getByRole('combobox', { name: 'Wrap "Job name" in another value' }),
      'Part of a text',
    );
    expect(last()).toMatchObject({ kind: 'substring', operand: { kind: 'caseNormalization' } });
    await u.click(screen.getAllByRole('button', { name: 'Keep only the inner value' })[0]!);
    expect(last()).toMatchObject({ kind: 'caseNormalization', operand: { kind: 'metadataReference' } });
  });

  it('names a reference to a missing box, metadata or column at its field', async () => {
    const service = {
      boxes: [
        { name: 'letters', main: true, boxType: 'box.PDF', parserConfiguration: null, metadatas: [] },
        {
          name: 'customers',
          main: false,
          boxType: 'box.DATA_FILE',
          metadatas: [],
          parserConfiguration: { kind: 'par.CSV', metadataMapping: { '0': 'id', '1': 'email' } },
        },
      ],
      serviceMetadatas: [{ name: 'reference' }],
    } as never;
    renderEditor(
      {
        kind: 'concat',
        operands: [
          { kind: 'dataFileValue', column: 'mail', boxName: 'customers', fromMain: false },
          { kind: 'metadataReference', name: 'gone' },
          { kind: 'fileName', boxName: 'old', fromMain: false },
        ],
      },
      (ui) => <ExpressionScopeProvider service={service}>{ui}</ExpressionScopeProvider>,
    );
    expect(
      screen.getByText('The box "customers" gives no column "mail": map it in its parser configuration.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No metadata is named "gone": define it in the service, a box or a data file.'),
    ).toBeInTheDocument();
    expect(screen.getByText('There is no box named "old".')).toBeInTheDocument();
    // The pickers offer what the service has.
    expect(screen.getByRole('combobox', { name: 'Column' })).toHaveValue('mail');
    expect(screen.getByRole('combobox', { name: 'Metadata' })).toHaveValue('gone');
  });

  it('reads a formula typed in, and says where one stops reading', async () => {
    const { last, u } = renderEditor({ kind: 'constant', value: 'x' });
    await u.click(screen.getByRole('switch', { name: 'Edit "Job name" as a formula' }));
    const formula = screen.getByRole('textbox', { name: 'Formula' });
    expect(formula).toHaveValue('"x"');
    fireEvent.change(formula, { target: { value: 'concat(fileName(main) "-")' } });
    expect(screen.getByText('The formula stops reading at character 23: “,” expected.')).toBeInTheDocument();
    expect(last()).toBeUndefined();
    fireEvent.change(formula, { target: { value: 'concat(fileName(main), upper(metadata("city")))' } });
    expect(screen.queryByText(/stops reading/)).not.toBeInTheDocument();
    expect(last()).toEqual({
      kind: 'concat',
      operands: [
        { kind: 'fileName', boxName: '', fromMain: true },
        { kind: 'caseNormalization', mode: 'upper', operand: { kind: 'metadataReference', name: 'city' } },
      ],
    });
    // Back to the structured editor: the same tree.
    await u.click(screen.getByRole('switch', { name: 'Edit "Job name" as a formula' }));
    expect(screen.getByRole('combobox', { name: 'Job name' })).toHaveValue('Parts joined together');
    expect(screen.getByRole('combobox', { name: 'Part 2' })).toHaveValue('Upper or lower case');
  });

  it('says when there is no sample to evaluate on', () => {
    renderEditor({ kind: 'constant', value: 'x' });
    expect(screen.getByText('No sample yet: drop one in the Split or Parser tab')).toBeInTheDocument();
  });

  it('says nothing of samples outside the service editor (System technical areas have none to drop)', () => {
    samples.current = { inEditor: false };
    renderEditor({ kind: 'constant', value: 'x' });
    expect(screen.queryByText('No sample yet: drop one in the Split or Parser tab')).toBeNull();
  });

  it('evaluates the result on the sample PDF and data file, reading the PDF areas it needs', async () => {
    samples.current = {
      pdf: { boxName: 'letters', fileName: 'batch.pdf', fileId: 'f1', pageCount: 3 },
      data: { boxName: 'customers', fileName: 'c.csv', columns: ['name'], records: [{ name: 'Ada' }] },
    };
    const api = installFakeApi({
      'POST /pdf/extractText': { result: { text: 'INV  42', lines: ['INV  42'] } },
    });
    renderEditor({
      kind: 'concat',
      operands: [
        { kind: 'dataFileValue', column: 'name', boxName: 'customers', fromMain: false },
        { kind: 'constant', value: ' / ' },
        { kind: 'fileName', boxName: '', fromMain: true },
        { kind: 'constant', value: ' / ' },
        {
          kind: 'replace',
          operand: {
            kind: 'pdfText',
            page: -1,
            area: { left: 1, top: 2, width: 3, height: 4 },
            extractionParameters: { lineTolerance: 'default', wordSpace: 'standard' },
            boxName: '',
            fromMain: true,
          },
          pattern: '\\s+',
          replacement: '-',
        },
      ],
    });
    expect(await screen.findByText('Result on the sample: Ada / batch.pdf / INV-42')).toBeInTheDocument();
    const forms = await Promise.all(
      api.calls.filter((call) => call.url.endsWith('/pdf/extractText')).map((call) => call.formData()),
    );
    // -1 is the sample's last page.
    expect(
      forms.map((form) => [form.get('fileId'), JSON.parse(String(form.get('parameters'))).page]),
    ).toContainEqual(['f1', 3]);
    // The column picker offers the sample's columns.
    expect(screen.getByRole('combobox', { name: 'Column' })).toHaveValue('name');
  });
});
