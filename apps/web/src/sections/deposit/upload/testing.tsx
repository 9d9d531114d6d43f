import { act } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { savedServiceSchema, type SavedService, type ServiceInput } from '@postbridge/domain';
import { renderWithProviders } from '../../../test/renderApp';
import { DepositSection } from '../DepositSection';

// Test helpers of the deposit screens: a stand-in XMLHttpRequest the test drives, services, and the routes.

class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  get fileName(): string {
    return (this.body?.get('file') as File | null)?.name ?? '';
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** Answers the request; resolves once the screen has taken the answer in. */
  async answer(body: unknown, status = 200) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  stored(fileId: string, fileType = 'pdf') {
    return this.answer({
      result: [
        {
          fileId,
          name: this.fileName,
          size: 2048,
          sha256: 'x',
          contentType: 'application/pdf',
          fileType,
          nameMismatch: false,
          ownerId: 'u1',
          creationDate: '2026-05-01T10:00:00Z',
        },
      ],
    });
  }
  async networkFailure() {
    await act(async () => this.onerror?.());
  }
}

export function installFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** The latest request sent for a file name. */
export function lastUploadOf(name: string): FakeXhr {
  const found = [...FakeXhr.sent].reverse().find((x) => x.fileName === name);
  if (!found) throw new Error(`no upload of ${name}`);
  return found;
}

/** A stored service from the fields a test cares about (the contract's defaults fill the rest). */
export function makeService(input: Partial<ServiceInput> & Pick<ServiceInput, 'id' | 'type'>): SavedService {
  return savedServiceSchema.parse({
    name: `Service ${input.id}`,
    ouId: 'ou1',
    version: 1,
    creationDate: '2026-01-01T00:00:00Z',
    updateDate: '2026-01-01T00:00:00Z',
    ...input,
  });
}

export const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

/** The deposit section at `path`, and a base route that names itself. */
export function renderDeposit(path: string) {
  const screens = ['home', 'unique', 'split', 'archive', 'preprocessing', 'form', 'advanced'];
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Sign-in page</p> },
      ...screens.map((screen) => ({
        path: `/deposit/${screen}`,
        element: <DepositSection screen={screen} />,
      })),
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}
