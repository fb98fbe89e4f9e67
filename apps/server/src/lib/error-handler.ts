import { ERROR_MESSAGES, type ErrorCode, type FrameworkErrorCode } from '@pointeo/domain/error-codes';
import type { ErrorBody } from '@pointeo/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

export const MALFORMED_REQUEST = 'La requête est invalide.';

/** Fastify's own refusals of an address or a body, before any schema sees it. */
const FASTIFY_REFUSALS: Record<string, string> = {
  FST_ERR_BAD_URL: "L'adresse demandée est mal encodée.",
  FST_ERR_MAX_PARAM_LENGTH: "L'adresse demandée est trop longue.",
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas un JSON valide.",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide\u202f: un objet JSON est attendu.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Type de contenu non pris en charge\u202f: envoyez du JSON (application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH:
    'La taille annoncée du corps de la requête ne correspond pas à son contenu.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La requête est trop volumineuse.',
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/**
 * One shape for every error: `{ error: { code, message, fields? } }`, with French messages and no
 * stack. Also Fastify's `frameworkErrors`, for the addresses its router refuses before any route.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    // A 5xx AppError wraps a failure of ours or of a provider: the person gets the French message, we the cause.
    if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
    const payload = body(error.code, error.message, error.fields);
    if (error.details) payload.error.details = error.details;
    return reply.status(error.statusCode).send(payload);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      if (!(field in fields)) fields[field] = issue.message ?? MALFORMED_REQUEST;
    }
    const first = error.validation[0]?.message ?? MALFORMED_REQUEST;
    // A malformed id names nothing: the same 404 as an id that exists nowhere, worded by the params schema.
    if (error.validationContext === 'params') return reply.status(404).send(body('NOT_FOUND', first));
    return reply.status(400).send(body('VALIDATION_FAILED', first, fields));
  }
  if (error.statusCode === 429) {
    return reply
      .status(429)
      .send(body('RATE_LIMITED', 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.'));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const message = FASTIFY_REFUSALS[error.code] ?? MALFORMED_REQUEST;
    return reply
      .status(error.statusCode)
      .send(body(isFrameworkCode(error.code) ? error.code : 'BAD_REQUEST', message));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(body('INTERNAL_ERROR', ERROR_MESSAGES.unexpected));
}

const isFrameworkCode = (code: string | undefined): code is FrameworkErrorCode =>
  code?.startsWith('FST_ERR_') ?? false;

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
