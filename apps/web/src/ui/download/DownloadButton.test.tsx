import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_HEADER } from '@postbridge/domain';
import { writeToken } from '../../api/token';
import { installFakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderApp';
import { DownloadButton } from './DownloadButton';
import { fileNameOf } from './download';

let clicked: HTMLAnchorElement[] = [];

beforeEach(() => {
  clicked = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('download button', () => {
  it('fetches the file with the session token and saves it under the server name', async () => {
    writeToken('tok-9');
    const fetchMock = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': "attachment; filename*=UTF-8''lettre%20%C3%A9t%C3%A9.pdf",
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DownloadButton path="/jobs/inputFile/f1" name="letters.pdf" />);

    await userEvent.click(screen.getByRole('button', { name: 'Download letters.pdf' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('lettre été.pdf');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/jobs/inputFile/f1');
    expect((init.headers as Record<string, string>)[AUTH_TOKEN_HEADER]).toBe('tok-9');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the shared download error when the server refuses the file', async () => {
    installFakeApi({
      'GET /jobs/inputFile/f1': { error: { code: -3, message: 'The file could not be found.' } },
    });
    renderWithProviders(<DownloadButton path="/jobs/inputFile/f1" name="letters.pdf" />);

    await userEvent.click(screen.getByRole('button', { name: 'Download letters.pdf' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
    expect(clicked).toHaveLength(0);
  });

  it('shows the shared download error when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<DownloadButton path="/files/p1" name="proof.pdf" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download proof.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
  });
});

describe('file name of a Content-Disposition header', () => {
  it('prefers the UTF-8 name, then the plain one, else nothing', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''a%20b.pdf")).toBe('a b.pdf');
    expect(fileNameOf('attachment; filename="plain.csv"')).toBe('plain.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
