import type { ApiIssue, LabelIssueKey, LabelKey, LocaleInfo } from '@postbridge/domain';
import { LOCALES } from '@postbridge/domain';
import type { Translate } from '../../../i18n/useT';

/** The text of each refusal of a translation (labels/overrides.ts of the domain). */
const ISSUE_LABELS: Record<LabelIssueKey, LabelKey> = {
  'label.unknownKey': 'system.locales.issue.unknownKey',
  'label.unknownLocale': 'system.locales.issue.unknownLocale',
  'label.blank': 'system.locales.issue.blank',
  'label.tooLong': 'system.locales.issue.tooLong',
  'label.placeholderMissing': 'system.locales.issue.placeholderMissing',
  'label.placeholderUnknown': 'system.locales.issue.placeholderUnknown',
};

/** A refusal in words; a key this version does not know shows as the server named it. */
export function labelIssueText(t: Translate, issue: ApiIssue): string {
  const label = ISSUE_LABELS[issue.key as LabelIssueKey] as LabelKey | undefined;
  return label ? t(label, issue.params) : issue.key;
}

/** The eight languages in menu order, each with its own name (data, not labels). */
export const LANGUAGES: readonly LocaleInfo[] = LOCALES;

export function languageName(code: string): string {
  return LOCALES.find((l) => l.code === code)?.nativeName ?? code;
}
