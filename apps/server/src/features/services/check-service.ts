import type { ApiIssue } from '@postbridge/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors';

/** The key of an issue about a value of the wrong shape (the zod schema refused it before any rule ran). */
export const SCHEMA_ISSUE_KEY = 'schema.invalid';

/** `['boxes', 0, 'name']` → `boxes[0].name`, the path style of the domain validators. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

export function schemaIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    key: SCHEMA_ISSUE_KEY,
    path: issuePath(issue.path),
    severity: 'error',
    params: { reason: issue.message },
  }));
}

/** Parses a JSON text field with a zod schema; every shape problem at once. */
export function parseJsonField<T extends z.ZodType>(
  field: string,
  text: string | undefined,
  schema: T,
): { value: z.infer<T>; issues: [] } | { value: null; issues: ApiIssue[] } {
  if (text === undefined) throw errors.badRequest(field, 'is required');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw errors.badRequest(field, 'is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { value: parsed.data, issues: [] }
    : { value: null, issues: schemaIssues(parsed.error) };
}
