import { screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { JobProgress as Figure } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { makeJob } from '../../manage/details/testData';
import { JobProgress } from './JobProgress';
import { JobStatus } from './JobStatus';

const pages = (done: number, total = 400): Figure => ({ done, total, unit: 'pages' });

function renderProgress(progress: Figure | null) {
  const view = renderWithProviders(<JobProgress progress={progress} />);
  const rerender = (next: Figure | null) =>
    // The same tree as renderWithProviders, so that the component keeps its state.
    view.rerender(
      <I18nextProvider i18n={view.i18n}>
        <QueryClientProvider client={view.queryClient}>
          <MantineProvider env="test">
            <JobProgress progress={next} />
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  return { ...view, rerender };
}

/** What the polite region would read: its text, less what is hidden from screen readers. */
const announced = () =>
  [...screen.getByRole('status').querySelectorAll('*')]
    .filter((el) => el.children.length === 0 && !el.closest('[aria-hidden="true"]'))
    .map((el) => el.textContent)
    .join(' ')
    .trim();

describe('deposit processing progress', () => {
  it('spins without a bar until the server gives a figure', () => {
    renderProgress(null);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Your documents are being processed…')).toBeVisible();
  });

  it('shows the pages done out of the total as a named progress bar, in words', () => {
    renderProgress(pages(120));
    const bar = screen.getByRole('progressbar', { name: 'Processing of the deposit' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '400');
    expect(bar).toHaveAttribute('aria-valuenow', '120');
    expect(bar).toHaveAttribute('aria-valuetext', 'Page 120 of 400');
    // The bar is filled to 30 %.
    expect(bar.firstElementChild).toHaveStyle({ '--progress-section-size': '30%' });
    expect(screen.getByText('Page 120 of 400', { selector: 'p' })).toBeVisible();
    // One live region only, holding the bar and its words.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toContainElement(bar);
  });

  it('announces the figure again only when it passes another tenth', () => {
    const { rerender } = renderProgress(pages(120));
    expect(announced()).toBe('Page 120 of 400');
    rerender(pages(150));
    // The eyes see every figure; the region still holds the one announced (30 % → 37.5 %: same tenth).
    expect(screen.getByText('Page 150 of 400', { selector: 'p' })).toBeVisible();
    expect(announced()).toBe('Page 120 of 400');
    rerender(pages(161));
    expect(announced()).toBe('Page 161 of 400');
    rerender(pages(400));
    expect(announced()).toBe('Page 400 of 400');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '400');
  });

  it('names the unit the server counts', () => {
    renderProgress({ done: 1, total: 3, unit: 'files' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'File 1 of 3 read');
  });

  it("follows the job's figure from GET /jobs/{id} while it is processed", async () => {
    installFakeApi({
      'GET /jobs/:jobId': { result: makeJob({ id: 'j7', state: 'PROCESSING', progress: pages(40, 160) }) },
    });
    renderWithProviders(<JobStatus jobId="j7" />);
    const bar = await screen.findByRole('progressbar', { name: 'Processing of the deposit' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', 'Page 40 of 160');
  });
});
