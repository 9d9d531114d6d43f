import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { EmptyState } from '../../ui/empty/EmptyState';
import { useDepositNextStep } from '../../ui/empty/useDepositNextStep';

interface HomePanelProps {
  id: string;
  title: string;
  /** The query behind the panel: its loading, error and empty states are shown here. */
  state: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  emptyText: string;
  /** The empty panel offers depositing a file (to users who may). */
  offerDeposit?: boolean;
  /** A link under the list ("see all"). */
  footer?: ReactNode;
  children: ReactNode;
}

/** A titled region of home with its loading, error (with retry) and empty states. */
export function HomePanel(props: HomePanelProps) {
  const { id, title, state, empty, emptyText, footer, children } = props;
  const t = useT();
  const depositStep = useDepositNextStep();
  const next = props.offerDeposit ? depositStep : null;
  const errorText = useErrorText();
  let body: ReactNode;
  if (state.isPending && !state.isError) {
    body = <Loader size="sm" role="img" aria-label={t('common.loading')} />;
  } else if (state.isError) {
    body = (
      <Alert color="red" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorText(state.error)}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void state.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (empty) {
    body = <EmptyState text={emptyText} hint={next?.hint} action={next?.action} />;
  } else {
    body = children;
  }
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={id} miw={0}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {body}
        {footer}
      </Stack>
    </Paper>
  );
}
