import { DocumentError } from '@postbridge/documents';
import { API_ERROR_CODES, type ApiError, type ApiErrorName } from '@postbridge/domain';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** The one place that maps an error name to an HTTP status (STYLE.md habit 5). */
function httpStatusOf(kind: ApiErrorName): number {
  switch (kind) {
    case 'badRequest':
    case 'passwordPolicy':
    case 'passwordUnchanged':
    case 'invalidResetToken':
      return 400;
    case 'invalidCredentials':
    case 'sessionTimeout':
      return 401;
    case 'unauthorized':
    case 'passwordExpired':
      return 403;
    case 'notFound':
      return 404;
    case 'editionConflict':
    case 'idempotencyKeyInProgress':
      return 409;
    case 'idempotencyKeyReused':
      return 422;
    case 'tooManyRequests':
      return 429;
    case 'payloadTooLarge':
      return 413;
    case 'generic':
      return 500;
  }
}

function envelope(error: ApiError) {
  return { error };
}

/** Turns every thrown thing into the spec's `{ error: { code, message } }` envelope; never leaks a stack. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const status = httpStatusOf(error.kind);
      if (status >= 500) request.log.error({ err: error }, error.message);
      // A refusal that says when to come back says it to HTTP clients and proxies too (RFC 9110 §10.2.3).
      const seconds = error.params?.seconds;
      if (status === 429 && typeof seconds === 'number') void reply.header('retry-after', String(seconds));
      return reply.status(status).send(envelope(error.toApiError()));
    }
    // A stored document that cannot be read (a PDF accepted before a check was added, a file damaged in the
    // store): the document is at fault, not the server; said with its code, as a deposit refusal says it.
    if (error instanceof DocumentError) {
      request.log.warn({ err: error }, 'unreadable document');
      return reply.status(400).send(
        envelope({
          code: API_ERROR_CODES.badRequest,
          message: `document: ${error.message}`,
          labelId: 'error.badRequest',
          params: { field: 'document', reason: error.message, code: error.code },
          field: 'document',
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const where = error.validationContext ?? 'request';
      const path = String(first.instancePath ?? '')
        .split('/')
        .filter(Boolean)
        .join('.');
      const field = path ? `${where}.${path}` : where;
      const reason = first.message ?? 'is not valid';
      return reply.status(400).send(
        envelope({
          code: API_ERROR_CODES.badRequest,
          message: `${field}: ${reason}`,
          labelId: 'error.badRequest',
          params: { field, reason },
          field,
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(envelope({ code: API_ERROR_CODES.tooManyRequests, message: error.message }));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large…: the framework's message names the problem.
      const field = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'content-type' : 'body';
      return reply.status(status).send(
        envelope({
          code: API_ERROR_CODES.badRequest,
          message: `${field}: ${error.message}`,
          labelId: 'error.badRequest',
          params: { field, reason: error.message },
          field,
        }),
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(
      envelope({
        code: API_ERROR_CODES.generic,
        message: 'An unexpected error occurred.',
        labelId: 'error.generic',
      }),
    );
  });
}

/**
 * Errors the router raises before any route runs (an undecodable URL, a path parameter over its maximum length:
 * 400, 414): the same envelope as every other refusal (Fastify's `frameworkErrors`).
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  void reply.status(status).send(
    envelope({
      code: API_ERROR_CODES.badRequest,
      message: `url: ${error.message}`,
      labelId: 'error.badRequest',
      params: { field: 'url', reason: error.message },
      field: 'url',
    }),
  );
}

/**
 * A request Node's HTTP parser refuses before Fastify sees it (headers too large: 431; malformed: 400): answered
 * on the socket with the envelope too (Fastify's `clientErrorHandler`), then the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const reason = tooLarge ? 'the request headers are too large' : 'the request cannot be read';
  const body = JSON.stringify(
    envelope({
      code: API_ERROR_CODES.badRequest,
      message: `headers: ${reason}`,
      labelId: 'error.badRequest',
      params: { field: 'headers', reason },
      field: 'headers',
    }),
  );
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
