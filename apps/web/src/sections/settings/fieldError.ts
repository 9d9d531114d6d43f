import { ApiError } from '../../api/errors';

/**
 * The refusal of a call as one field's error: the server names the field it refused (`body.emailAddress`); the
 * form shows the text under that field rather than above the form.
 */
export function fieldOfError(error: unknown): string | null {
  return error instanceof ApiError && error.field?.startsWith('body.') ? error.field.slice(5) : null;
}
