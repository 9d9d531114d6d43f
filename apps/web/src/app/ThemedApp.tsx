import { useMemo } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { AppErrorBoundary } from '../ui/AppErrorBoundary';
import { AppBoot } from './AppBoot';
import { DirectionSync } from './DirectionSync';
import type { Startup } from './startup';
import { brandingTheme, themeCssVariables } from './theme/branding';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME } from './theme/colorScheme';
import { useBranding } from './theme/useBranding';
import { ToastHost } from './ToastHost';

/** Mantine with the white label's theme and the language's direction, around start-up and the routes. */
export function ThemedApp({ startup }: { startup: Startup }) {
  const branding = useBranding();
  const theme = useMemo(() => brandingTheme(branding), [branding]);
  return (
    <DirectionProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={themeCssVariables}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={DEFAULT_COLOR_SCHEME}
      >
        <DirectionSync />
        <AppErrorBoundary>
          <AppBoot startup={startup} />
        </AppErrorBoundary>
        <ToastHost />
      </MantineProvider>
    </DirectionProvider>
  );
}
