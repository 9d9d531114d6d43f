import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiIssue } from '@postbridge/domain';

type Params = ApiIssue['params'];

/**
 * The text of an issue key (a plan's issue, a refused value's `error`, an orphan chunk's reason): its label
 * `issue.<key>` (docs/api.md "Answers"), else null when we have no label for it.
 */
export function useIssueKeyText(): (key: string, params?: Params) => string | null {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key: string, params?: Params) => (i18n.exists(`issue.${key}`) ? t(`issue.${key}`, params ?? {}) : null),
    [t, i18n],
  );
}

/** The text of an issue of the plan: its label when we have it, else the generic message. */
export function useIssueText(): (issue: ApiIssue) => string {
  const { t } = useTranslation();
  const keyText = useIssueKeyText();
  return useCallback(
    (issue: ApiIssue) => keyText(issue.key, issue.params) ?? t('error.generic'),
    [t, keyText],
  );
}
