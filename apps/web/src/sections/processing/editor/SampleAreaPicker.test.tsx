import { useEffect, useState, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { permissionsMask, type BoxArea } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { SampleAreaPicker } from './SampleAreaPicker';
import { SamplesProvider, useSamples } from './samples';

// The area picker as another tab uses it (an address window read on the last page, as a pdfText node says -1).

const WINDOW: BoxArea = { left: 100, top: 45, width: 90, height: 40 };

function Harness({ readOnly = false, onArea }: { readOnly?: boolean; onArea: (area: BoxArea) => void }) {
  const [area, setArea] = useState(WINDOW);
  return (
    <SampleAreaPicker
      label="Address window"
      area={area}
      onChange={(next) => {
        setArea(next);
        onArea(next);
      }}
      page={-1}
      readOnly={readOnly}
    />
  );
}

/** A sample already dropped in another tab. */
function WithSample({ children }: { children: ReactNode }) {
  const { pdf, setPdf } = useSamples();
  useEffect(
    () => setPdf({ boxName: 'letters', fileName: 'letters.pdf', fileId: 'f1', pageCount: 2 }),
    [setPdf],
  );
  return pdf ? children : null;
}

function signIn() {
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(['adminService']) }));
}

describe('the sample area picker', () => {
  it('without a sample offers to drop one, and lets the area be typed in mm', async () => {
    signIn();
    installFakeApi({});
    const onArea = vi.fn();
    renderWithProviders(
      <SamplesProvider>
        <Harness onArea={onArea} />
      </SamplesProvider>,
    );
    const u = userEvent.setup({ delay: null });
    const picker = screen.getByRole('group', { name: 'Address window' });
    expect(within(picker).getByLabelText('Sample PDF')).toBeInTheDocument();
    const left = within(picker).getByRole('textbox', { name: 'Left (mm)' });
    await u.clear(left);
    await u.type(left, '20');
    expect(onArea).toHaveBeenLastCalledWith({ ...WINDOW, left: 20 });
  });

  it('shows the last page of the sample with the area, and the text read in it', async () => {
    signIn();
    const asked: unknown[] = [];
    installFakeApi({
      'GET /pdf/:fileId/pages/:page': (_request, params) => ({
        result: {
          page: Number(params.page),
          pageCount: 2,
          widthMm: 210,
          heightMm: 297,
          image: 'data:image/png;base64,iVBORw0KGgo=',
          widthPx: 1000,
        },
      }),
      'POST /pdf/extractText': async (request) => {
        const form = await request.formData();
        asked.push(JSON.parse(String(form.get('parameters'))));
        return { result: { text: 'Mme Ada Martin\n75002 PARIS', lines: ['Mme Ada Martin', '75002 PARIS'] } };
      },
    });
    renderWithProviders(
      <SamplesProvider>
        <WithSample>
          <Harness readOnly onArea={vi.fn()} />
        </WithSample>
      </SamplesProvider>,
    );
    expect(await screen.findByRole('img', { name: 'Page 2 of the sample' })).toBeInTheDocument();
    expect(screen.getByText('letters.pdf · pages: 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('sample-area-text')).toHaveTextContent('Mme Ada Martin'));
    expect(asked).toEqual([{ page: 2, area: WINDOW }]);
    // Read only: the fields show the area without changing it.
    expect(screen.getByRole('textbox', { name: 'Left (mm)' })).toHaveAttribute('readonly');
  });
});
