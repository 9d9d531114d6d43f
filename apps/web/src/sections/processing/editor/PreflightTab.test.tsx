import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFLIGHT_REFUSALS } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { letters, openEditor, sentParameters } from './channelTestKit';
import { ServiceEditor } from './ServiceEditor';

// The service editor's print pre-flight (issue 23): which findings refuse a letter, saved with the service.

const TAB = 'Print pre-flight';

describe('the Print pre-flight tab', () => {
  it('turns one finding into a warning and another into a refusal, and saves the list', async () => {
    const { u, posted, onClose } = await openEditor(TAB);
    // A service that says nothing refuses the defaults.
    const pageSize = screen.getByRole('radiogroup', { name: 'Page size' });
    expect(within(pageSize).getByRole('radio', { name: 'Refuses the letter' })).toBeChecked();
    const dpi = screen.getByRole('radiogroup', { name: 'Image resolution' });
    expect(within(dpi).getByRole('radio', { name: 'Warning only' })).toBeChecked();

    await u.click(within(pageSize).getByRole('radio', { name: 'Warning only' }));
    await u.click(within(dpi).getByRole('radio', { name: 'Refuses the letter' }));
    await u.click(screen.getByRole('button', { name: 'Save the service' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith('s1'));
    const parameters = await sentParameters(posted[0]!);
    expect(parameters.preflightRefusals).toEqual([
      'orientation',
      'addressWindow',
      'technicalArea',
      'fontNotSubstitutable',
      'lowResolution',
      'envelopeCapacity',
    ]);
  });

  it('goes back to the default refusals', async () => {
    const { u, posted } = await openEditor(TAB, letters({ preflightRefusals: ['type3Font'] }));
    const type3 = screen.getByRole('radiogroup', { name: 'Type 3 font' });
    expect(within(type3).getByRole('radio', { name: 'Refuses the letter' })).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Back to the defaults' }));
    expect(within(type3).getByRole('radio', { name: 'Warning only' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Back to the defaults' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Save the service' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((await sentParameters(posted[0]!)).preflightRefusals).toEqual([...DEFAULT_PREFLIGHT_REFUSALS]);
  });

  it('changes nothing for a user who may not edit services', async () => {
    useSession.getState().loggedIn('token', makeUser());
    installFakeApi({ 'GET /services/:serviceId': { result: letters() } });
    renderWithProviders(
      <ServiceEditor serviceId="s1" type={null} copyOf={null} ouId={null} onClose={vi.fn()} />,
    );
    await screen.findByRole('heading', { name: 'Letters' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: TAB }));
    const pageSize = screen.getByRole('radiogroup', { name: 'Page size' });
    expect(within(pageSize).getByRole('radio', { name: 'Warning only' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back to the defaults' })).not.toBeInTheDocument();
  });
});
