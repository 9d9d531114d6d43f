import type { BrandingIssue, LabelKey } from '@postbridge/domain';
import { AppError } from '../../platform/errors';

/** A refusal of a white label at its field (`body.<field>`), shown by the web under that field. */
export function brandingRefusal(issue: BrandingIssue): AppError {
  const field = `body.${issue.field}`;
  return new AppError(
    'badRequest',
    `${field}: ${issue.key}${issue.params ? ` ${JSON.stringify(issue.params)}` : ''}`,
    `system.brandings.error.${issue.key}` as LabelKey,
    issue.params,
    field,
  );
}
