import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { BoxDropZone } from './BoxDropZone';
import { checkAdditions } from './upload/boxRules';
import type { DepositFile } from './upload/depositFiles';
import { makeService } from './upload/testing';

const service = makeService({
  id: 's1',
  type: 'ADVANCED',
  boxes: [
    {
      name: 'data',
      label: 'Customers',
      boxType: 'box.DATA_FILE',
      pattern: 'customers-.*\\.json',
      parserConfiguration: { kind: 'par.JSON', encoding: 'UTF-8' },
    },
  ],
});
const box = service.boxes[0]!;

const done = (name: string): DepositFile => ({
  key: name,
  boxName: 'data',
  name,
  size: 3000,
  apposition: false,
  status: 'done',
  loaded: 3000,
  total: 3000,
  fileId: `id-${name}`,
  fileType: 'json',
  error: null,
});

function Harness() {
  const [files, setFiles] = useState<DepositFile[]>([]);
  return (
    <BoxDropZone
      label="Customers"
      hint="Drop the data file here."
      accept=".json"
      multiple
      files={files}
      full={false}
      onFiles={(candidates) => {
        const { accepted, refused } = checkAdditions(service, box, files, candidates);
        setFiles([...files, ...accepted.map((f) => done(f.name))]);
        return refused;
      }}
      onRemove={(key) => setFiles(files.filter((f) => f.key !== key))}
    />
  );
}

const json = (name: string) => new File(['{}'], name, { type: 'application/json' });

describe('a data-file box', () => {
  it('takes a JSON file its pattern accepts, refuses the others with their reasons, and removes from the keyboard', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('No file yet.')).toBeInTheDocument();
    fireEvent.drop(screen.getByTestId('box-Customers'), {
      dataTransfer: { files: [json('customers-may.json'), json('orders.json'), new File(['x'], 'a.pdf')] },
    });
    const list = screen.getByRole('list', { name: 'Files of Customers' });
    expect(list).toHaveTextContent('customers-may.json (3 KB)');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The name of "orders.json" is not one "Customers" accepts.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The type of "a.pdf" does not suit "Customers".');

    const user = userEvent.setup({ delay: null });
    screen.getByRole('button', { name: 'Remove customers-may.json' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/customers-may\.json \(/)).not.toBeInTheDocument();
  });
});
