import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';
import { JobDetail } from '../details/JobDetail';

/** /manage/orders/detail/:jobId: one deposit, with the way back to the list. */
export function OrderDetailPage() {
  const t = useT();
  const { jobId = '' } = useParams();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PATHS.manage.orders} size="sm">
        {t('manage.backToOrders')}
      </Anchor>
      <Title order={1}>{t('screen.manage.orderDetail')}</Title>
      <JobDetail jobId={jobId} />
    </Stack>
  );
}
