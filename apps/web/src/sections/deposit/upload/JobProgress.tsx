import { useState } from 'react';
import { Group, Loader, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { JobProgress as Figure } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

/** A screen reader hears the figure again each time the bar passes another tenth, not at every poll. */
const ANNOUNCE_STEP_PERCENT = 10;

/**
 * The processing of a deposit while it runs, in one polite live region: a spinner until the server gives a
 * figure, then a progress bar of the pages (records, files) done out of the total with its words ("Page 120 of
 * 400"). The bar is a `progressbar` named and valued in those units; what the region announces changes only
 * every ANNOUNCE_STEP_PERCENT.
 */
export function JobProgress({ progress }: { progress: Figure | null | undefined }) {
  const t = useT();
  const figure = progress && progress.total > 0 ? progress : null;
  const percent = figure ? Math.min(100, (figure.done / figure.total) * 100) : 0;
  const words = figure
    ? t(`deposit.job.progress.${figure.unit}`, { done: figure.done, total: figure.total })
    : t('deposit.job.processing');
  // What was last announced, by unit and tenth: derived while rendering, so a new tenth is told at once.
  const step = figure ? `${figure.unit}:${Math.floor(percent / ANNOUNCE_STEP_PERCENT)}` : 'none';
  const [announced, setAnnounced] = useState({ step, words });
  if (announced.step !== step) setAnnounced({ step, words });

  return (
    <Stack role="status" aria-live="polite" gap={6} maw={520}>
      {figure ? (
        <>
          <Progress.Root
            size="lg"
            role="progressbar"
            aria-label={t('deposit.job.progress.label')}
            aria-valuemin={0}
            aria-valuemax={figure.total}
            aria-valuenow={figure.done}
            aria-valuetext={words}
          >
            <Progress.Section value={percent} withAria={false} />
          </Progress.Root>
          {/* The same words as the bar's value, for the eyes: the region announces them by tenths below. */}
          <Text size="sm" aria-hidden="true">
            {words}
          </Text>
          <VisuallyHidden>{announced.words}</VisuallyHidden>
        </>
      ) : (
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text>{words}</Text>
        </Group>
      )}
    </Stack>
  );
}
