import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PrintedFile, PrinterConfig, SavedService } from '@postbridge/domain';
import { useSession } from '../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderApp';
import { useDepositStore } from '../deposit/upload/depositStore';

const notInstalled: PrinterConfig = {
  ippUrl: 'ipp://print.example.test:631/ipp/print',
  httpUrl: 'http://print.example.test:631/ipp/print',
  mode: 'manual',
  serviceId: null,
  token: null,
};

const printed = (overrides: Partial<PrintedFile>): PrintedFile => ({
  id: '1',
  fileId: 'f1',
  name: 'Invoice 2026-11.pdf',
  pages: 3,
  size: 20480,
  printedAt: '2026-11-27T09:30:00.000Z',
  mode: 'manual',
  status: 'waiting',
  jobId: null,
  commandId: null,
  error: null,
  ...overrides,
});

const letters = { id: 's1', name: 'Letters', enabled: true, removed: false, allowJobCreation: true };

describe('virtual printer', () => {
  it('makes the printer token, shows it once, and saves automated printing with its service', async () => {
    useSession.getState().loggedIn('token', makeUser());
    let config = notInstalled;
    const api = installFakeApi({
      'GET /printer/config': () => ({ result: config }),
      'POST /printer/token': () => {
        config = {
          ...config,
          token: { prefix: 'pbp_7Kd2', createdAt: '2026-11-28T08:00:00.000Z', lastUsedAt: null },
        };
        return { result: { ...config.token!, token: 'pbp_7Kd2secret' } };
      },
      'POST /printer/config': async (request) => {
        config = { ...config, ...((await request.json()) as Partial<PrinterConfig>) };
        return { result: config };
      },
      'GET /services': { result: [letters as unknown as SavedService] },
    });
    renderRoute('/printer/config', 'printer');
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText(/You have no printer token yet/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Make my printer token' }));
    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent('shown only this once');
    expect(shown).toHaveTextContent('pbp_7Kd2secret');
    expect(await screen.findByText(/starts with pbp_7Kd2/)).toBeInTheDocument();
    // The whole address, token included, to paste into the system's printer settings.
    expect(screen.getByLabelText('Printer address')).toHaveTextContent(
      'ipp://print.example.test:631/ipp/print/pbp_7Kd2secret',
    );

    await u.click(screen.getByRole('radio', { name: /Automated/ }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Choose the service automated printing deposits into.'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.url.endsWith('/printer/config'))).toBe(false);
    await u.click(screen.getByRole('combobox', { name: /^Service/ }));
    await u.click(await screen.findByRole('option', { name: 'Letters' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(config.mode).toBe('automated'));
    expect(config.serviceId).toBe('s1');
  });

  it('lists what waits and opens the deposit with the printed file in place', async () => {
    useSession.getState().loggedIn('token', makeUser());
    useDepositStore.setState({ linkedFileId: null });
    installFakeApi({
      'GET /printer/config': {
        result: {
          ...notInstalled,
          token: { prefix: 'pbp_7Kd2', createdAt: '2026-11-28T08:00:00.000Z', lastUsedAt: null },
        },
      },
      'GET /printer/files': {
        result: [
          printed({}),
          printed({ id: '2', fileId: 'f2', name: 'Reminder.pdf', status: 'ordered', jobId: '42' }),
          printed({
            id: '3',
            fileId: 'f3',
            name: 'Scan.pdf',
            status: 'failed',
            error: 'No box of the service takes it.',
          }),
        ],
      },
      'GET /services': { result: [] },
    });
    const { router } = renderRoute('/printer/home', 'printer');
    expect(await screen.findByText('Printer mode: Manual.')).toBeInTheDocument();
    const waiting = await screen.findByRole('list', { name: 'Waiting for you' });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(1);
    const latest = screen.getByRole('list', { name: 'Latest' });
    expect(within(latest).getByText('No box of the service takes it.')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'Open its order' })).toHaveAttribute(
      'href',
      '/manage/orders/detail/42',
    );
    await userEvent
      .setup({ delay: null })
      .click(within(waiting).getByRole('button', { name: 'Deposit Invoice 2026-11.pdf' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit/home'));
    expect(useDepositStore.getState().linkedFileId).toBe('f1');
  });

  it('tells on a mode screen that the printer is in another mode now', async () => {
    useSession.getState().loggedIn('token', makeUser());
    installFakeApi({
      'GET /printer/config': { result: notInstalled },
      'GET /printer/files': { result: [printed({ mode: 'async', name: 'Later.pdf' })] },
    });
    renderRoute('/printer/async', 'printer');
    expect(
      await screen.findByText('Your printer is in Manual mode now: what you print next does not come here.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Later.pdf' })).toBeInTheDocument();
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
  });
});
