import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Job, SavedService } from '@postbridge/domain';
import { PATHS } from '../../app/paths';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { useTranslation } from 'react-i18next';
import { BoxDropZone } from './BoxDropZone';
import { createJob, fetchJob, fetchService, type BoxFiles } from './depositApi';
import { PackGroupsStep } from './packgroups/PackGroupsStep';

export const POLL_INTERVAL_MS = 1000;
export const POLL_LIMIT_MS = 30000;

const FAILED_STATES = ['PROCESSING_ERROR', 'CANCELLED'];
const PENDING_STATES = ['CREATED', 'PROCESSING'];

/** The boxes a person fills on this screen: visible PDF boxes that are not appositions. */
export function depositBoxes(service: SavedService) {
  return service.boxes.filter((b) => b.boxType === 'box.PDF' && !b.appositions && !b.hidden);
}

/** Polls the job every second until it leaves CREATED/PROCESSING, for at most 30 s. */
function JobStatus({ jobId }: { jobId: string }) {
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
      return POLL_INTERVAL_MS;
    },
  });
  const state = job.data?.state;
  const pending = !state || PENDING_STATES.includes(state);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, startedAt + POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pending, startedAt]);

  if (job.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(job.error)}
      </Alert>
    );
  if (pending) {
    return timedOut ? (
      <Alert color="orange" role="alert">
        {t('deposit.job.timeout')}
      </Alert>
    ) : (
      <Group role="status" gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('deposit.job.processing')}</Text>
      </Group>
    );
  }
  const data = job.data as Job;
  if (FAILED_STATES.includes(data.state)) {
    const reason =
      data.errorKey && i18n.exists(data.errorKey) ? t(data.errorKey as 'error.generic') : data.errorMessage;
    return (
      <Alert
        color="red"
        role="alert"
        title={t(data.state === 'CANCELLED' ? 'deposit.job.cancelled' : 'deposit.job.failed')}
      >
        {reason ?? t('error.generic')}
      </Alert>
    );
  }
  return <PackGroupsStep jobId={jobId} />;
}

/** The `split` and `unique` deposit screens: fill the service's boxes with PDF files, send, see the pack groups. */
export function DepositUpload() {
  const t = useT();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const serviceId = params.get('serviceId') ?? '';
  const service = useQuery({
    queryKey: ['deposit', 'service', serviceId],
    queryFn: () => fetchService(serviceId),
    enabled: serviceId !== '',
  });
  const [files, setFiles] = useState<BoxFiles>({});
  const [jobName, setJobName] = useState('');
  const [progress, setProgress] = useState(0);
  const send = useMutation({
    mutationFn: () =>
      createJob({ serviceId, ...(jobName.trim() ? { jobName: jobName.trim() } : {}) }, files, setProgress),
  });

  if (!serviceId)
    return (
      <Alert color="orange" role="alert">
        {t('deposit.noServiceChosen')}
      </Alert>
    );
  if (service.isPending)
    return (
      <Center role="status" aria-label={t('common.loading')}>
        <Loader aria-hidden="true" />
      </Center>
    );
  if (service.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(service.error)}
      </Alert>
    );

  const boxes = depositBoxes(service.data);
  const missing = boxes.some((b) => (files[b.name]?.length ?? 0) < Math.max(1, b.minElements));
  const locked = send.isPending || send.isSuccess;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{service.data.name}</Title>
        {service.data.description ? <Text c="dimmed">{service.data.description}</Text> : null}
        <Text size="sm">
          <Link to={PATHS.deposit.home}>{t('deposit.backToServices')}</Link>
        </Text>
      </Stack>
      {boxes.map((box) => (
        <BoxDropZone
          key={box.name}
          label={box.label || box.name}
          files={files[box.name] ?? []}
          maxFiles={box.maxElements}
          disabled={locked}
          onChange={(list) => setFiles((current) => ({ ...current, [box.name]: list }))}
        />
      ))}
      {service.data.jobNameEditable ? (
        <TextInput
          label={t('deposit.jobName')}
          value={jobName}
          maxLength={200}
          disabled={locked}
          onChange={(e) => setJobName(e.currentTarget.value)}
        />
      ) : null}
      <Group>
        <Button onClick={() => send.mutate()} disabled={missing || locked} loading={send.isPending}>
          {t('deposit.send')}
        </Button>
        {missing && !locked ? (
          <Text size="sm" c="dimmed">
            {t('deposit.filesMissing')}
          </Text>
        ) : null}
      </Group>
      {send.isPending ? (
        <Stack gap={4}>
          <Text size="sm">{t('deposit.uploading', { percent: Math.round(progress * 100) })}</Text>
          <Progress value={progress * 100} aria-label={t('deposit.uploadProgress')} />
        </Stack>
      ) : null}
      {send.isError ? (
        <Alert color="red" role="alert">
          {errorText(send.error)}
        </Alert>
      ) : null}
      {send.data ? <JobStatus jobId={send.data.id} /> : null}
    </Stack>
  );
}
