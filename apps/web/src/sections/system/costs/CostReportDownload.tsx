import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { DownloadButton } from '../../../ui/download/DownloadButton';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The monthly cost report (GET /costs/report.csv?month=): per organisation unit and channel. */
export function CostReportDownload() {
  const t = useT();
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const valid = MONTH.test(month);
  return (
    <Stack gap="xs" component="section" aria-labelledby="cost-report-title">
      <Title order={2} size="h3" id="cost-report-title">
        {t('system.costs.report.title')}
      </Title>
      <Text size="sm">{t('system.costs.report.hint')}</Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('system.costs.report.month')}
          description={t('system.costs.report.monthHint')}
          value={month}
          onChange={(event) => setMonth(event.currentTarget.value.trim())}
          error={valid ? undefined : t('system.costs.report.monthInvalid')}
          w={{ base: '100%', xs: 220 }}
          dir="ltr"
        />
        {valid && (
          <DownloadButton
            path={`/costs/report.csv?month=${month}`}
            name={t('system.costs.report.file', { month })}
            fileName={`costs-${month}.csv`}
          />
        )}
      </Group>
    </Stack>
  );
}
