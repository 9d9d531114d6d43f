import type { ApiIssue } from '@postbridge/domain';
import type { z } from 'zod';
import { errors, schemaIssues } from '../../platform/errors';

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
