import { Group, Text, TextInput } from '@mantine/core';
import type { ApiIssue, OrderPlan } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { useFormatDay } from '../../../ui/format';
import { useIssueText } from './issueText';
import { postDateLimits, postDateProblem } from './postDate';

interface PostDateFieldProps {
  value: string;
  onChange: (value: string) => void;
  plan: OrderPlan | undefined;
  /** The plan's issues about the expected post date (a day a channel does not work, say). */
  issues: ApiIssue[];
}

/** The expected post date, within what every channel of the plan allows, and the post date the plan gives. */
export function PostDateField({ value, onChange, plan, issues }: PostDateFieldProps) {
  const t = useT();
  const issueText = useIssueText();
  const formatDay = useFormatDay();
  const limits = postDateLimits(plan);
  // The limits in the user's language; the field itself keeps the picker's own format.
  const between = limits && { earliest: formatDay(limits.earliest), latest: formatDay(limits.latest) };
  const problem = postDateProblem(value.trim(), limits);
  const error =
    problem === 'format'
      ? t('deposit.delivery.postDate.invalid')
      : problem === 'range' && between
        ? t('deposit.delivery.postDateRange', between)
        : issues.map(issueText).join(' ') || undefined;
  return (
    <Group align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t('deposit.delivery.postDate.label')}
        description={
          between ? t('deposit.delivery.postDateHint', between) : t('deposit.delivery.postDate.description')
        }
        placeholder="yyyy-MM-dd"
        min={limits?.earliest}
        max={limits?.latest}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        w={{ base: '100%', xs: 300 }}
      />
      {plan?.postDate && (
        <Text mt={{ base: 0, xs: 28 }} size="sm">
          {t('deposit.delivery.postDate.planned', { date: formatDay(plan.postDate) })}
        </Text>
      )}
    </Group>
  );
}
