import { fieldLabel, errorMessage, errorStatus, isErrorCode, DEFAULT_ERROR_MESSAGE, type ErrorBody, type ErrorCode, type FieldError } from '@market/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isPoolExhausted } from '../db/database.js';

/** What services throw: a catalogue code, optionally a more specific message. Knows nothing of HTTP. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: FieldError[],
  ) {
    super(message ?? errorMessage(code) ?? code);
    this.name = 'AppError';
  }
}

export function fieldError(field: string, code: ErrorCode): FieldError {
  return { field, code, message: errorMessage(code) ?? code };
}

export function toErrorBody(code: ErrorCode, message?: string | FieldError[]): ErrorBody {
  return { statusCode: errorStatus(code), code, message: message ?? errorMessage(code) ?? DEFAULT_ERROR_MESSAGE };
}

/** Zod issues carry catalogue codes as messages; anything else becomes a generic Vietnamese hint. */
function issueToFieldError(issue: { path: PropertyKey[]; message: string; code?: string }, location: string): FieldError {
  const field = issue.path.map(String).join('.') || location;
  if (isErrorCode(issue.message)) return { field, code: issue.message, message: errorMessage(issue.message)! };
  const missing =
    (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) || (issue.code === 'too_small' && />=1 characters/.test(issue.message));
  const message = missing ? `Vui lòng nhập ${fieldLabel(field)}.` : `Giá trị ${fieldLabel(field)} không hợp lệ.`;
  return { field, code: 'INVALID_INPUT_PARAMS', message };
}

/**
 * Fastify's own refusals made before any route runs (a path parameter longer than the router takes, a malformed URL): the
 * client's fault, answered in the catalogue's shape like every other (Fastify would answer its own English body).
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send(toErrorBody('INVALID_REQUEST'));
}

/** `appShell` answers page loads the API does not know (the web app's history fallback). */
export function installErrorHandling(
  app: FastifyInstance,
  options: { appShell?: (request: FastifyRequest, reply: FastifyReply) => boolean | Promise<boolean> } = {},
): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (await options.appShell?.(request, reply)) return reply;
    return reply.status(404).send(toErrorBody('ROUTE_NOT_FOUND'));
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body = toErrorBody(error.code, error.details ?? error.message);
      if (body.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return reply.status(body.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const location = error.validationContext ?? 'body';
      const entries = error.validation.map((v) =>
        issueToFieldError({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? '', code: v.keyword }, location),
      );
      // One rule broken several ways (a weak password) is still one message for that field.
      const details = entries.filter((e, i) => entries.findIndex((o) => o.field === e.field && o.code === e.code) === i);
      return reply.status(400).send(toErrorBody('INVALID_INPUT_PARAMS', details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(toErrorBody('INTERNAL_SERVER_ERROR'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(toErrorBody('TOO_MANY_REQUESTS'));
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(toErrorBody('PAYLOAD_TOO_LARGE'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, empty body...: the client's fault, never a 500.
      return reply.status(400).send(toErrorBody('INVALID_REQUEST'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(isPoolExhausted(error) ? 'database pool exhausted; answering 503' : 'database unavailable; answering 503');
      return reply.status(503).header('retry-after', '1').send(toErrorBody('SERVICE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(toErrorBody('INTERNAL_SERVER_ERROR'));
  });
}
