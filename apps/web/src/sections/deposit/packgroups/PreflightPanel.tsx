import { useState } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PackGroup, PreflightFinding } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { fetchJob, packGroupKeys } from './packGroupsApi';
import { PreflightPage } from './PreflightPage';

const SEVERITY_COLOR = { refuse: 'red', warn: 'orange' } as const;

/**
 * A letter's print pre-flight, in its detail (issue 23): every finding with its severity, message, page and
 * channels; the selected one's page beside the list (under it on a phone) with the area concerned outlined.
 */
export function PreflightPanel({ jobId, group }: { jobId: string; group: Pick<PackGroup, 'preflight'> }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  // A finding names the deposited file (the job's input file); its pages are read from the file it stored.
  const job = useQuery({ queryKey: packGroupKeys.job(jobId), queryFn: () => fetchJob(jobId) });
  const findings = group.preflight;
  const finding = findings[Math.min(selected, findings.length - 1)];
  const storedFile = job.data?.inputFiles.find((file) => file.id === finding?.inputFileId)?.fileId;
  if (!finding) return <Text size="sm">{t('deposit.preflight.none')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="xs" component="ul" aria-label={t('deposit.preflight.findings')} p={0} m={0}>
        {findings.map((item, index) => (
          <FindingItem
            key={index}
            finding={item}
            selected={item === finding}
            onSelect={() => setSelected(index)}
          />
        ))}
      </Stack>
      {finding.page !== null && storedFile ? (
        <PreflightPage
          key={`${storedFile}:${finding.page}`}
          fileId={storedFile}
          page={finding.page}
          area={finding.area}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('deposit.preflight.noPage')}
        </Text>
      )}
    </SimpleGrid>
  );
}

function FindingItem({
  finding,
  selected,
  onSelect,
}: {
  finding: PreflightFinding;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useT();
  return (
    <li style={{ listStyle: 'none' }}>
      <UnstyledButton
        onClick={onSelect}
        aria-pressed={selected}
        w="100%"
        p="xs"
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          border: `${selected ? 2 : 1}px solid var(--mantine-color-${selected ? 'blue-6' : 'default-border'})`,
        }}
      >
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Badge color={SEVERITY_COLOR[finding.severity]} variant="light" tt="none">
              {t(`preflight.severity.${finding.severity}`)}
            </Badge>
            <Text size="sm" fw={600}>
              {t(`preflight.code.${finding.code}`)}
            </Text>
          </Group>
          <Text size="sm">{t(`preflight.${finding.code}`, finding.params)}</Text>
          <Text size="xs" c="dimmed">
            {finding.page === null
              ? t('deposit.preflight.wholeLetter')
              : t('deposit.preflight.page', { page: finding.page })}
          </Text>
          {finding.serviceChannels.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('deposit.preflight.channels', { channels: finding.serviceChannels.join(', ') })}
            </Text>
          )}
        </Stack>
      </UnstyledButton>
    </li>
  );
}
