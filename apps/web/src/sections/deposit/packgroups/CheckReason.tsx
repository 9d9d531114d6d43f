import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useT } from '../../../i18n/useT';
import { useIssueKeyText } from '../delivery/issueText';
import type { LetterCheck } from './letters';
import { failureCodeOf } from './requirements';

/** The name of a country in the page's language ('DE' → 'Deutschland', 'Germany', 'Allemagne'…). */
function countryNameOf(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * What a letter's check status means, under its badge in the letters tables (issue 22): a refusal's code and
 * reason (as the letter's detail says them), a forced value's reason, an address the check rewrote, and the
 * country the letter goes to.
 */
export function CheckReason({ check }: { check: LetterCheck }) {
  const t = useT();
  const { i18n } = useTranslation();
  const issueText = useIssueKeyText();
  const { cause, status } = check;
  if (!cause || status === null) return null;
  const code = failureCodeOf(cause);
  const issue = cause.error && (status === 'BAD' || status === 'FORCED') ? issueText(cause.error) : null;
  const lines: string[] = [];
  if (code !== null) {
    lines.push(
      t('deposit.packGroups.statusCode', {
        code: cause.status,
        meaning: t(`deposit.packGroups.code.${code}`),
      }),
    );
  }
  if (issue) lines.push(issue);
  if (status === 'MODIFIED' && !check.byHand && cause.type === 'address') {
    lines.push(t('deposit.packGroups.reason.rewritten'));
  }
  if (cause.type === 'address' && cause.countryCode) {
    lines.push(
      t('deposit.packGroups.reason.destination', {
        country: countryNameOf(cause.countryCode, i18n.language),
      }),
    );
  }
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="xs" c={status === 'BAD' ? 'var(--postbridge-color-error-text)' : 'dimmed'}>
          {line}
        </Text>
      ))}
    </>
  );
}
