import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { createQueryClient } from './queries';
import type { Startup } from './startup';
import { ThemedApp } from './ThemedApp';

/** The application: labels, server state, white-label theme, then start-up and routes. */
export function App({ startup }: { startup: Startup }) {
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(createI18n);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp startup={startup} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
