import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiIssue } from '@postbridge/domain';

/** The text of an issue of the plan: its label when we have it, else the generic message. */
export function useIssueText(): (issue: ApiIssue) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (issue: ApiIssue) => (i18n.exists(issue.key) ? t(issue.key, issue.params ?? {}) : t('error.generic')),
    [t, i18n],
  );
}
