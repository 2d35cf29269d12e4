import { localizeIssue } from '@platform/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '../i18n/translate.ts';
import { AppError, isCodedError } from './app-error.ts';
import type { ErrorCode } from './error-codes.ts';

/** Fastify's and plugins' own error codes, mapped to ours. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
};

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (isCodedError(error)) return new AppError(error.errorCode);
  if (error.code && FRAMEWORK_CODES[error.code]) {
    return new AppError(FRAMEWORK_CODES[error.code]!, { params: { size: 5 } });
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError('MALFORMED_JSON');
  if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (error.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return new AppError('BAD_REQUEST');
  return new AppError('INTERNAL_ERROR');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
  return reply.status(error.status).send({
    code: error.code,
    message: translate(request.locale, 'errors', error.code, error.params),
    ...(error.details ? { details: error.details } : {}),
    ...(error.retryAfter ? { retry_after: error.retryAfter } : {}),
  });
}

/** Every error answers `{code, message}` in the request's language; 5xx hide their internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: localizeIssue({ message: v.message ?? '', code: v.keyword, ...v.params }, request.locale),
      }));
      return sendError(request, reply, new AppError('VALIDATION_ERROR', { details }));
    }
    const appError = toAppError(error);
    // A module's refusal (e.g. the ledger's) is the client's answer, but worth a trace.
    if (isCodedError(error)) request.log.warn({ err: error }, 'refused by a module');
    if (appError.status >= 500) request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, appError);
  });
});
