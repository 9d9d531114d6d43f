import { lazy, Suspense, type ComponentProps } from 'react';

// The charts library (recharts, @mantine/charts and its styles) is a chunk of its own, fetched when a screen shows
// charts: never in the first download, nor in the chunk of the screen around them.
const DashboardCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.DashboardCharts })));

/** The dashboard charts, loaded on first use; nothing shows while their chunk arrives. */
export function LazyDashboardCharts(props: ComponentProps<typeof DashboardCharts>) {
  return (
    <Suspense fallback={null}>
      <DashboardCharts {...props} />
    </Suspense>
  );
}
