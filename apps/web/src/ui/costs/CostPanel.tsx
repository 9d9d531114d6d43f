import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { OrderCost } from '@postbridge/domain';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { OrderCostTable } from './OrderCostTable';

/** A titled cost table with its loading and error states, as each order screen shows it. */
export function CostPanel({
  title,
  cost,
  error,
  pending,
  empty,
  order = 2,
}: {
  title: string;
  cost: OrderCost | undefined;
  error: unknown;
  pending: boolean;
  /** Said instead of the table when the order has no channel (yet). */
  empty?: string;
  order?: 2 | 3;
}) {
  const t = useT();
  const errorText = useErrorText();
  const id = `cost-${title.replace(/\W+/g, '-')}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={order} id={id}>
        {title}
      </Title>
      {error ? (
        <Alert color="red" role="alert">
          {t('details.cost.loadError')} {errorText(error)}
        </Alert>
      ) : !cost ? (
        pending && (
          <Center py="xs">
            <Loader size="sm" aria-label={t('details.cost.loading')} />
          </Center>
        )
      ) : cost.channels.length === 0 && empty ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <OrderCostTable cost={cost} caption={title} />
      )}
    </Stack>
  );
}
