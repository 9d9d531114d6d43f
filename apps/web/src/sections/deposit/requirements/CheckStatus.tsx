import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  isRequirementValueAccepted,
  requirementFailureKey,
  type SimpleJobRequirementValue,
} from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

const STATUS_COLOR: Record<string, string> = { GOOD: 'green', MODIFIED: 'blue', FORCED: 'orange' };

/**
 * The check of a requirement value (docs/product.md §3 Requirement value, §8): GOOD, MODIFIED or FORCED when
 * accepted; otherwise Invalid with the meaning of its status code (100, 150, 151, 200, 300, error or another
 * value) and the text of its error key (label `issue.<error>`) when we have one.
 */
export function CheckStatus({ value }: { value: SimpleJobRequirementValue }) {
  const t = useT();
  const { t: translate, i18n } = useTranslation();
  const accepted = isRequirementValueAccepted(value.status);
  const failure = requirementFailureKey(value.status);
  const issueKey = value.error ? `issue.${value.error}` : null;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('deposit.requirements.status.label')}
        </Text>
        <Badge color={accepted ? (STATUS_COLOR[value.status] ?? 'green') : 'red'} variant="light">
          {accepted
            ? t(`deposit.status.${value.status as 'GOOD' | 'MODIFIED' | 'FORCED'}`)
            : t('deposit.status.BAD')}
        </Badge>
      </Group>
      {accepted ? null : (
        <Text size="sm" c="var(--postbridge-color-error-text)">
          {t(`deposit.requirements.failure.${failure}`, { status: value.status })}
        </Text>
      )}
      {!accepted && issueKey && i18n.exists(issueKey) ? <Text size="sm">{translate(issueKey)}</Text> : null}
    </Stack>
  );
}
