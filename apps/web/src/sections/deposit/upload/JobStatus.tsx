import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_ERROR_CODES, JOB_POLL_BUDGET_MS, JOB_POLL_INTERVAL_MS, type LabelKey } from '@postbridge/domain';
import { ApiError } from '../../../api/errors';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { fetchJob } from '../depositApi';
import { reportDepositEvent } from '../depositEvents';
import { JobProgress } from './JobProgress';
import { PackGroupsStep } from '../packgroups/PackGroupsStep';

const PENDING_STATES: readonly string[] = ['CREATED', 'PROCESSING'];

/**
 * After creation (docs/product.md §4 "Job creation flow"): polls the job every 1000 ms until it leaves the
 * pending states, showing its progress (JobProgress), within the 30000 ms budget — counted again from each new
 * figure, since a long deposit that moves is not stuck; a failed or cancelled job shows the label of its error
 * key, then the pack groups.
 */
export function JobStatus({ jobId }: { jobId: string }) {
  const t = useT();
  const { i18n } = useTranslation();
  const errorText = useErrorText();
  const [startedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const job = useQuery({
    queryKey: ['deposit', 'job', jobId],
    queryFn: () => fetchJob(jobId),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      if ((state && !PENDING_STATES.includes(state)) || timedOut) return false;
      return JOB_POLL_INTERVAL_MS;
    },
  });
  const state = job.data?.state;
  const pending = !state || PENDING_STATES.includes(state);
  const progress = job.data?.progress;
  const figure = progress ? `${progress.unit}:${progress.done}/${progress.total}` : null;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => setTimedOut(true),
      figure === null ? Math.max(0, startedAt + JOB_POLL_BUDGET_MS - Date.now()) : JOB_POLL_BUDGET_MS,
    );
    return () => clearTimeout(timer);
  }, [pending, startedAt, figure]);

  const notFound = job.error instanceof ApiError && job.error.code === API_ERROR_CODES.notFound;
  // Told to whoever follows the deposit (the embedded mode's parent page), once per state reached.
  useEffect(() => {
    if (notFound) reportDepositEvent({ type: 'jobNotFound', jobId });
    if (!state) return;
    if (PENDING_STATES.includes(state)) reportDepositEvent({ type: 'jobPending', jobId });
    else if (state === 'CANCELLED' || state === 'PROCESSING_ERROR')
      reportDepositEvent({ type: 'jobEnded', jobId, state });
    else reportDepositEvent({ type: 'packGroupsCreated', jobId });
  }, [jobId, state, notFound]);

  if (job.isError) {
    return (
      <Alert color="red" role="alert">
        {notFound ? t('deposit.upload.jobNotFound') : errorText(job.error)}
      </Alert>
    );
  }
  if (pending || !job.data) {
    return timedOut ? (
      <Alert color="orange" role="alert">
        {t('deposit.job.timeout')}
      </Alert>
    ) : (
      <JobProgress progress={progress} />
    );
  }
  if (job.data.state === 'PROCESSING_ERROR' || job.data.state === 'CANCELLED') {
    // The label of the job's error key (issue.<key>), never the server's English text.
    const key = job.data.errorKey ? `issue.${job.data.errorKey}` : null;
    const reason = key && i18n.exists(key) ? t(key as LabelKey) : t('issue.job.processingFailed');
    return (
      <Alert
        color="red"
        role="alert"
        title={t(job.data.state === 'CANCELLED' ? 'deposit.job.cancelled' : 'deposit.job.failed')}
      >
        {job.data.state === 'CANCELLED' && !job.data.errorKey ? null : reason}
      </Alert>
    );
  }
  return <PackGroupsStep jobId={jobId} />;
}
