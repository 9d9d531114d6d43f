import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Condition } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { ConditionEditor } from './ConditionEditor';
import type * as SamplesModule from './samples';
import type { EditorSamples } from './samples';

const samples = vi.hoisted(() => ({ current: null as Partial<EditorSamples> | null }));
vi.mock('./samples', async (original) => ({
  ...(await original<typeof SamplesModule>()),
  useSamples: () => ({ pdf: null, data: null, ...samples.current }),
}));

afterEach(() => {
  samples.current = null;
  vi.restoreAllMocks();
});

function Harness(props: { initial: Condition | null; seen: (Condition | null)[] }) {
  const [value, setValue] = useState(props.initial);
  return (
    <ConditionEditor
      value={value}
      onChange={(next) => {
        props.seen.push(next);
        setValue(next);
      }}
      boxNames={['letters', 'customers']}
      label="Reconcile condition"
      errorAt={(path) => (path === 'boxes[1].reconcile' ? 'A reconcile condition is needed.' : undefined)}
      path="boxes[1].reconcile"
      readOnly={false}
    />
  );
}

function renderEditor(initial: Condition | null) {
  const seen: (Condition | null)[] = [];
  renderWithProviders(<Harness initial={initial} seen={seen} />);
  return { last: () => seen.at(-1), u: userEvent.setup({ delay: null }) };
}

async function pick(u: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await u.click(combobox);
  await u.click(await screen.findByRole('option', { name: option }));
}

describe('the condition editor', () => {
  it('starts from no condition, and builds a group of tests with the mouse and the keyboard', async () => {
    installFakeApi({});
    const { last, u } = renderEditor(null);
    expect(screen.getByText('No condition.')).toBeInTheDocument();
    expect(screen.getByText('A reconcile condition is needed.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add a condition' }));
    expect(screen.getAllByText('This value is missing.')).toHaveLength(2);
    await pick(u, screen.getByRole('combobox', { name: 'Reconcile condition' }), 'One of these');
    expect(screen.getByText('Add at least one value.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add a condition to the group' }));
    await pick(u, screen.getByRole('combobox', { name: 'Condition 1' }), 'Matches a pattern');
    await pick(u, screen.getByRole('combobox', { name: 'Value' }), 'Metadata');
    await u.type(screen.getByRole('textbox', { name: 'Metadata' }), 'reference');
    await u.click(screen.getByRole('textbox', { name: 'Pattern (regular expression)' }));
    await u.paste('[A-Z');
    // The pattern does not compile: named at the pattern (docs/product.md §5).
    expect(screen.getByText('"[A-Z" is not a valid regular expression.')).toBeInTheDocument();
    await u.paste(']+');
    expect(screen.queryByText(/not a valid regular expression/)).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add a condition to the group' }));
    await pick(u, screen.getByRole('combobox', { name: 'Condition 2' }), 'An option is chosen');
    await u.type(screen.getByRole('textbox', { name: 'Option' }), 'registered');
    expect(last()).toEqual({
      kind: 'or',
      conditions: [
        { kind: 'matches', operand: { kind: 'metadataReference', name: 'reference' }, pattern: '[A-Z]+' },
        { kind: 'hasOption', optionId: 'registered' },
      ],
    });
    await u.click(screen.getByRole('button', { name: 'Remove the condition' }));
    expect(last()).toBeNull();
  });

  it('offers the options of GET /options for hasOption', async () => {
    installFakeApi({
      'GET /options': {
        result: [
          {
            id: 'o1',
            optionTypeId: 'delivery',
            value: 'Registered',
            rank: 0,
            best: false,
            default: false,
            properties: {},
            version: 1,
            creationDate: '2026-01-01T00:00:00.000Z',
            updateDate: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    });
    const { last, u } = renderEditor({ kind: 'hasOption', optionId: '' });
    expect(screen.getByText('Choose the option.')).toBeInTheDocument();
    await pick(u, await screen.findByRole('combobox', { name: 'Option' }), 'Registered (delivery)');
    expect(last()).toEqual({ kind: 'hasOption', optionId: 'o1' });
  });

  it('reads a formula back to the same tree', async () => {
    installFakeApi({});
    const { last, u } = renderEditor({ kind: 'empty', operand: { kind: 'jobFileName' } });
    await u.click(screen.getByRole('switch', { name: 'Edit "Reconcile condition" as a formula' }));
    const formula = screen.getByRole('textbox', { name: 'Formula' });
    expect(formula).toHaveValue('empty(jobFileName())');
    fireEvent.change(formula, { target: { value: '(empty(?)) and (fileName(main) ends with' } });
    expect(
      screen.getByText('The formula stops reading at character 41: a value expected.'),
    ).toBeInTheDocument();
    fireEvent.change(formula, {
      target: { value: '(not (empty(?))) and (fileName(main) ends with ".pdf")' },
    });
    expect(last()).toEqual({
      kind: 'and',
      conditions: [
        { kind: 'not', condition: { kind: 'empty', operand: null } },
        {
          kind: 'endsWith',
          left: { kind: 'fileName', boxName: '', fromMain: true },
          right: { kind: 'constant', value: '.pdf' },
        },
      ],
    });
    await u.click(screen.getByRole('switch', { name: 'Edit "Reconcile condition" as a formula' }));
    expect(screen.getByRole('combobox', { name: 'Reconcile condition' })).toHaveValue('All of these');
    expect(screen.getByRole('combobox', { name: 'Condition 2' })).toHaveValue('Ends with');
  });

  it('shows whether the condition holds on the sample data file', async () => {
    installFakeApi({});
    samples.current = {
      data: { boxName: 'customers', fileName: 'c.csv', columns: ['id'], records: [{ id: 'INV-7' }] },
    };
    const { u } = renderEditor({
      kind: 'startsWith',
      left: { kind: 'dataFileValue', column: 'id', boxName: 'customers', fromMain: false },
      right: { kind: 'constant', value: 'INV' },
    });
    expect(await screen.findByText('Result on the sample: true')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Text' }), 'X');
    expect(await screen.findByText('Result on the sample: false')).toBeInTheDocument();
  });
});
