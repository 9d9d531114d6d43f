import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../app/router';
import type { LayoutKind } from '../app/startup';
import { createI18n } from '../i18n/i18n';
import { englishLabels } from '@postbridge/domain';

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders any element with the app's providers (English labels, Mantine in test mode, a fresh query cache). */
export function renderWithProviders(ui: ReactElement) {
  const i18n = createI18n(englishLabels);
  const queryClient = testQueryClient();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">{ui}</MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n, queryClient };
}

/** Renders the real route table at `path`, in memory. */
export function renderRoute(path: string, layout: LayoutKind = 'main') {
  const router = createMemoryRouter(buildRoutes(layout), { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}
