import { useDirection } from '@mantine/core';

/**
 * Axes that read in the page's direction: in Hebrew the days run from right to left and the values stand on the
 * right, as the text does.
 */
export function useChartAxes() {
  const rtl = useDirection().dir === 'rtl';
  return {
    xAxisProps: { reversed: rtl, interval: 'preserveStartEnd' as const, minTickGap: 12 },
    yAxisProps: {
      orientation: rtl ? ('right' as const) : ('left' as const),
      allowDecimals: false,
      width: 40,
    },
  };
}
