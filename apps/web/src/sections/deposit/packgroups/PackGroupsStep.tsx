import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';
import { PackGroupsTable } from '../PackGroupsTable';

/** The pack groups of a processed deposit, then on to the delivery screen. */
export function PackGroupsStep({ jobId }: { jobId: string }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t('deposit.packGroups.title')}</Title>
        <Button component={Link} to={PATHS.deposit.delivery.replace(':jobId', encodeURIComponent(jobId))}>
          {t('deposit.order')}
        </Button>
      </Group>
      <PackGroupsTable jobId={jobId} />
    </Stack>
  );
}
