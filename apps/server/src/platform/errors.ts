import { API_ERROR_CODES, type ApiError, type ApiErrorName, type LabelKey } from '@postbridge/domain';

type Params = Record<string, string | number>;

/**
 * The one error type features throw. `name` is a code from the API catalogue; the HTTP layer maps it to the
 * envelope and status in one place (platform/http/errors.ts). Messages are English log text; the browser
 * shows the label.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ApiErrorName,
    message: string,
    readonly labelId?: LabelKey,
    readonly params?: Params,
    readonly field?: string,
  ) {
    super(message);
  }

  toApiError(): ApiError {
    return {
      code: API_ERROR_CODES[this.kind],
      message: this.message,
      ...(this.labelId ? { labelId: this.labelId } : {}),
      ...(this.params ? { params: this.params } : {}),
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

export const errors = {
  notFound: (what: string) => new AppError('notFound', `${what} could not be found.`, 'error.notFound'),
  unauthorized: (why = 'You are not allowed to perform this operation.') =>
    new AppError('unauthorized', why, 'error.unauthorized'),
  sessionTimeout: () =>
    new AppError(
      'sessionTimeout',
      'Your session has timed out... Please re-connect.',
      'error.sessionTimeout',
    ),
  editionConflict: () =>
    new AppError(
      'editionConflict',
      'This item has been updated by another user. Please retry to edit it.',
      'error.editionConflict',
    ),
  badRequest: (field: string, reason: string) =>
    new AppError('badRequest', `${field}: ${reason}`, 'error.badRequest', { field, reason }, field),
};
