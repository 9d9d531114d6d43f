import { useState, type ReactNode } from 'react';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';

interface ChartCardProps {
  /** Unique on the page: the ids of the title, the summary and the figures derive from it. */
  id: string;
  title: string;
  /** The list behind the whole chart, or null where the user may not open it. */
  to: string | null;
  /** The figures in a sentence: the chart's accessible description, also shown to everyone. */
  summary: string;
  /** Nothing to draw: the empty text replaces the drawing and the figures. */
  empty: boolean;
  /** The drawing (an image for assistive technology, named by the title and the summary). */
  chart: ReactNode;
  /** The figures as a table with their links, shown on demand. */
  figures: ReactNode;
}

/**
 * One chart of a dashboard: its title (a link to the list behind it), a sentence with its figures, the drawing,
 * and the figures as a table behind a toggle, so that screen readers and keyboards get every number and every
 * link the bars offer to a mouse.
 */
export function ChartCard({ id, title, to, summary, empty, chart, figures }: ChartCardProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={`${id}-title`} miw={0}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={`${id}-title`}>
          {to ? (
            <Anchor component={Link} to={to} inherit>
              {title}
            </Anchor>
          ) : (
            title
          )}
        </Title>
        <Text size="sm" id={`${id}-summary`}>
          {summary}
        </Text>
        {empty ? (
          <Text size="sm">{t('monitoring.charts.empty')}</Text>
        ) : (
          <>
            <div role="img" aria-labelledby={`${id}-title ${id}-summary`} data-chart={id}>
              {chart}
            </div>
            <div>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-expanded={open}
                aria-controls={`${id}-figures`}
                onClick={() => setOpen((was) => !was)}
              >
                {open ? t('monitoring.charts.figures.hide') : t('monitoring.charts.figures.show')}
              </Button>
            </div>
            <div id={`${id}-figures`} hidden={!open}>
              {figures}
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
