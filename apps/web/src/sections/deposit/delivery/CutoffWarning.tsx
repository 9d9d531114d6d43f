import { Alert } from '@mantine/core';
import { useT } from '../../../i18n/useT';

/** How close a cutoff must be for the warning to show (decision: the spec says "near" without a figure). */
const CUTOFF_WARNING_MS = 3_600_000;

/**
 * The cutoff warning (docs/product.md §2 "see a cutoff warning", §5 "Cutoff"): shown once today's earliest
 * cutoff is less than an hour away, or passed (-1). `cutoffMs` null: no channel has a cutoff.
 */
export function CutoffWarning({ cutoffMs }: { cutoffMs: number | null }) {
  const t = useT();
  if (cutoffMs === null || cutoffMs >= CUTOFF_WARNING_MS) return null;
  return (
    <Alert color="orange" role="alert">
      {cutoffMs < 0
        ? t('deposit.delivery.cutoff.passed')
        : t('deposit.delivery.cutoff.soon', { minutes: Math.max(1, Math.floor(cutoffMs / 60_000)) })}
    </Alert>
  );
}
