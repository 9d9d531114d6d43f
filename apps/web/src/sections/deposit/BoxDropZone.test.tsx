import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { BoxDropZone } from './BoxDropZone';
import { jobFormData } from './depositApi';

function Harness({ maxFiles = -1 }: { maxFiles?: number }) {
  const [files, setFiles] = useState<File[]>([]);
  return <BoxDropZone label="Letters" files={files} maxFiles={maxFiles} onChange={setFiles} />;
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('a deposit box', () => {
  it('lists the chosen PDF files, removes one, and refuses a file of another type', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('No file yet.')).toBeInTheDocument();
    const input = screen.getByLabelText('Letters');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    const list = screen.getByRole('list', { name: 'Files of Letters' });
    expect(list).toHaveTextContent('a.pdf (1 KB)');
    expect(list).toHaveTextContent('b.pdf (1 KB)');

    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf (1 KB)')).not.toBeInTheDocument();
    expect(screen.getByText('b.pdf (1 KB)')).toBeInTheDocument();

    const csv = new File(['a;b'], 'customers.csv', { type: 'text/csv' });
    fireEvent.drop(screen.getByTestId('box-Letters'), { dataTransfer: { files: [csv] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only PDF files are accepted here. Not added: customers.csv',
    );
    expect(screen.queryByText(/customers\.csv \(/)).not.toBeInTheDocument();
  });

  it('keeps no more files than the box holds', async () => {
    renderWithProviders(<Harness maxFiles={1} />);
    await userEvent.setup().upload(screen.getByLabelText('Letters'), pdf('one.pdf'));
    expect(screen.getByText('one.pdf (1 KB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  });

  it('names the multipart fields file.<box>.<i> after the parameters', () => {
    const form = jobFormData({ serviceId: 's1', jobName: 'May' }, { letters: [pdf('a.pdf'), pdf('b.pdf')] });
    expect([...form.keys()]).toEqual(['parameters', 'file.letters.0', 'file.letters.1']);
    expect(form.get('parameters')).toBe('{"serviceId":"s1","jobName":"May"}');
  });
});
