import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';
import { fetchJob } from '../depositApi';
import { JobStatus } from './JobStatus';

/** The deposit screen opened on a deposit made before (`?jobId=`): its letters, to check, fix and order. */
export function ResumeDeposit({ jobId }: { jobId: string }) {
  const t = useT();
  // The same cache entry JobStatus polls.
  const job = useQuery({ queryKey: ['deposit', 'job', jobId], queryFn: () => fetchJob(jobId) });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{job.data?.name ?? t('deposit.upload.resumeTitle')}</Title>
        <Text size="sm">
          <Anchor component={Link} to={PATHS.deposit.home}>
            {t('deposit.backToServices')}
          </Anchor>
        </Text>
      </Stack>
      <JobStatus jobId={jobId} />
    </Stack>
  );
}
