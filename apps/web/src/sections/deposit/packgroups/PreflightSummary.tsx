import { Badge, Group, Text } from '@mantine/core';
import { PREFLIGHT_CODES, type PackGroup, type PreflightCode } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { DownloadButton } from '../../../ui/download/DownloadButton';

/**
 * The deposit's print pre-flight above the letters (issue 23): how many findings of each kind its letters have
 * (a rejected letter is not printed, so it is not counted, as in the check counts), and the whole report as CSV
 * (GET /jobs/{id}/preflight.csv).
 */
export function PreflightSummary({ groups }: { groups: readonly PackGroup[] }) {
  const t = useT();
  const jobId = groups[0]?.jobId;
  if (jobId === undefined) return null;
  const counts = new Map<PreflightCode, { n: number; refuses: boolean }>();
  for (const group of groups) {
    if (group.state === 'REJECTED') continue;
    for (const finding of group.preflight) {
      const count = counts.get(finding.code) ?? { n: 0, refuses: false };
      counts.set(finding.code, { n: count.n + 1, refuses: count.refuses || finding.severity === 'refuse' });
    }
  }
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('deposit.preflight.summary')}>
      <Text fw={600}>{t('deposit.preflight.summary')}</Text>
      {counts.size === 0 && <Text size="sm">{t('deposit.preflight.nothingFound')}</Text>}
      {PREFLIGHT_CODES.flatMap((code) => {
        const count = counts.get(code);
        return count
          ? [
              <Badge key={code} color={count.refuses ? 'red' : 'orange'} variant="light" tt="none">
                {t('deposit.preflight.count', { name: t(`preflight.code.${code}`), n: count.n })}
              </Badge>,
            ]
          : [];
      })}
      <DownloadButton
        path={`/jobs/${encodeURIComponent(jobId)}/preflight.csv`}
        name={t('deposit.preflight.report')}
        fileName={`preflight-${jobId}.csv`}
      />
    </Group>
  );
}
