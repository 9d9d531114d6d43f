import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { screenLabel, type ScreenId } from '../../app/paths';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { PrinterNav } from './PrinterNav';

/** The frame of every printer screen: the tabs, the title, a line of what the screen is for, then its content. */
export function PrinterScreen({
  screen,
  intro,
  children,
}: {
  screen: ScreenId<'printer'>;
  intro: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap="lg">
      <PrinterNav current={screen} />
      <div>
        <Title order={1}>{t(screenLabel('printer', screen))}</Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      {children}
    </Stack>
  );
}

/** Loading and refusal of a query, with a retry; the content once it answered. */
export function Loaded<T>({
  query,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  const errorText = useErrorText();
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          {errorText(query.error)}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (query.isPending || query.data === undefined) return <Text>{t('common.loading')}</Text>;
  return <>{children(query.data)}</>;
}
