import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serviceSchema, validateService } from '@postbridge/domain';
import { renderWithProviders } from '../../../test/renderApp';
import { MetadataTab } from './MetadataTab';
import type { ServiceDraft } from './serviceDraft';
import type { TabProps } from './tabProps';

function service(): ServiceDraft {
  return serviceSchema.parse({
    id: 's1',
    type: 'PREPROCESSING',
    name: 'Invoices',
    ouId: 'ou1',
    serviceMetadatas: [{ type: 'TEXT', name: 'customer', label: 'Customer number' }],
    boxes: [{ name: 'letters', label: 'Letters', main: true, boxType: 'box.PDF' }],
  });
}

/** The tab over a draft kept in state, its issues shown as the editor shows them (the issue's key here). */
function render() {
  const seen = { draft: service() };
  function Harness() {
    const [draft, setDraft] = useState<ServiceDraft>(service);
    seen.draft = draft;
    const issues = validateService(draft);
    const errorAt = (path: string) => issues.find((issue) => issue.path === path)?.key;
    const change: TabProps['change'] = (patch) =>
      setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
    return <MetadataTab draft={draft} change={change} errorAt={errorAt} readOnly={false} />;
  }
  renderWithProviders(<Harness />);
  return seen;
}

describe('the Metadata tab', () => {
  it('adds a service metadata with its checks and names a duplicate name and a bad pattern at their field', async () => {
    const seen = render();
    const u = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: 'Customer number · Text' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Add a metadata' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('service.metadata.nameMandatory');
    await u.type(name, 'customer');
    expect(name).toHaveAccessibleDescription('service.metadata.duplicate');
    await u.clear(name);
    await u.type(name, 'zone');

    const pattern = screen.getByRole('textbox', { name: 'Pattern the whole value must match' });
    await u.click(pattern);
    await u.paste('[A-Z');
    expect(pattern).toHaveAccessibleDescription(expect.stringContaining('service.pattern.invalid'));
    await u.type(pattern, ']+');
    expect(pattern).not.toBeInvalid();

    await u.click(screen.getByRole('combobox', { name: 'Checked against' }));
    await u.click(await screen.findByRole('option', { name: 'Fixed values' }));
    const values = screen.getByRole('combobox', { name: 'Fixed values' });
    await u.type(values, 'North{Enter}South{Enter}');
    await u.click(screen.getByRole('checkbox', { name: 'Mandatory' }));

    expect(seen.draft.serviceMetadatas[1]).toMatchObject({
      name: 'zone',
      mandatory: true,
      validationKind: 'svm.ConstantMetadata',
      constantValues: ['North', 'South'],
      properties: { validation: '[A-Z]+', maxLines: null },
    });

    await u.click(screen.getByRole('button', { name: 'Customer number · Text' }));
    // The panel opens with a transition: its content comes once it is open.
    await u.click(await screen.findByRole('button', { name: 'Remove the metadata customer' }));
    expect(seen.draft.serviceMetadatas.map((m) => m.name)).toEqual(['zone']);
  });

  it('adds a metadata computed in a box, with its expression', async () => {
    const seen = render();
    const u = userEvent.setup({ delay: null });
    expect(
      screen.getByRole('heading', { name: 'Computed for each document of Letters' }),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add a computed metadata' }));
    const name = screen.getAllByRole('textbox', { name: 'Name' }).at(-1)!;
    expect(name).toHaveAccessibleDescription('service.metadata.nameMandatory');
    await u.type(name, 'reference');
    await u.click(screen.getByRole('button', { name: 'Compute a value' }));
    expect(seen.draft.boxes[0]!.metadatas).toEqual([
      { name: 'reference', label: null, type: 'TEXT', expression: { kind: 'constant', value: '' } },
    ]);
    expect(screen.getByRole('button', { name: 'Remove the value' })).toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Remove the metadata reference' }));
    expect(seen.draft.boxes[0]!.metadatas).toEqual([]);
  });
});
