import { Anchor, Group, Image, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { depositLettersPath } from '../../../app/paths';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Job, LabelKey } from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';
import { detailKeys, fetchJobThumbnail, type Revision } from './detailsApi';
import { FieldGrid } from './FieldGrid';
import { useFormatDate } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import { jobStatus } from '../../../ui/status/statuses';

const FLAGS = ['frozen', 'invalidated', 'filesPurged', 'locked'] as const;

/**
 * The owner's login as the history tells it: a deposit made on someone's behalf names them in its first entry
 * (docs/api.md "Deposits on behalf of another user"), else the depositor is the owner.
 */
function ownerLogin(revisions: Revision[]): string | null {
  const first = revisions[0];
  if (!first) return null;
  const onBehalfOf = first.details?.onBehalfOf;
  return typeof onBehalfOf === 'string' ? onBehalfOf : first.loggedUserLogin;
}

export function JobHeader({ job, revisions }: { job: Job; revisions: Revision[] }) {
  const t = useT();
  const { i18n } = useTranslation();
  const formatDate = useFormatDate();
  const services = useSession((state) => state.user?.services);
  const thumbnail = useQuery({
    queryKey: detailKeys.jobThumbnail(job.id),
    queryFn: () => fetchJobThumbnail(job.id),
  });
  const errorKey = job.errorKey ? `issue.${job.errorKey}` : null;
  const flags = FLAGS.filter((flag) => job.flags[flag]).map((flag) => t(`details.flag.${flag}`));

  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      {thumbnail.data && (
        <Image
          src={thumbnail.data}
          alt={t('details.thumbnail.alt', { name: job.name })}
          w={96}
          fit="contain"
          radius="sm"
          style={{ border: '1px solid var(--mantine-color-default-border)' }}
        />
      )}
      <Stack gap="sm" style={{ flex: '1 1 280px', minWidth: 0 }}>
        <Group gap="sm" wrap="wrap">
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {t('details.job.heading', { name: job.name })}
          </Title>
          <StatusBadge status={jobStatus(job.state)} />
          {job.state === 'PACK_GROUPS_CREATED' && (
            // Letters still to order: back to the Send screen to check, fix, split and order them.
            <Anchor component={Link} to={depositLettersPath(job.id)} size="sm">
              {t('deposit.upload.backToLetters')}
            </Anchor>
          )}
        </Group>
        <FieldGrid
          fields={[
            {
              label: t('details.field.service'),
              value: services?.find((s) => s.id === job.serviceId)?.name ?? job.serviceId,
            },
            { label: t('details.field.owner'), value: ownerLogin(revisions) ?? job.ownerId },
            { label: t('details.field.createdOn'), value: formatDate(job.creationDate) },
            { label: t('details.field.updatedOn'), value: formatDate(job.updateDate) },
            { label: t('details.field.letters'), value: job.packGroupCount },
            ...(flags.length ? [{ label: t('details.field.flags'), value: flags.join(', ') }] : []),
            ...(errorKey
              ? [
                  {
                    label: t('details.field.error'),
                    value: i18n.exists(errorKey) ? t(errorKey as LabelKey) : t('issue.job.processingFailed'),
                  },
                ]
              : []),
          ]}
        />
      </Stack>
    </Group>
  );
}
