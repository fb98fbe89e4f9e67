import { ERROR_MESSAGES, type ErrorCode, type FrameworkErrorCode } from '@pointeo/domain/error-codes';
import type { ErrorBody } from '@pointeo/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { snakeCase } from './snake-case';

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
  // The public API's answers are RFC 9457 problems (decision 076): the same codes and French words, in
  // the shape its clients' libraries read. Whatever answered the error (a guard, a limit, a route).
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 && isPublicApi(request.url) && isErrorBody(payload)
      ? asProblem(reply, payload)
      : payload,
  );
}

/** The public API's addresses: every one of them answers its errors as problem details. */
export const PUBLIC_API_PREFIX = '/api/v1/';
const isPublicApi = (url: string) => url.startsWith(PUBLIC_API_PREFIX);

/** Where a validation refusal was found, as the problem's `errors` name it. */
type ProblemLocation = 'body' | 'query' | 'path' | 'header';

/** An RFC 9457 problem, with Pointeo's `code` and, for a refused input, each refusal (decision 076). */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  errors?: { detail: string; pointer: string; location: ProblemLocation }[];
  details?: Record<string, string>;
}

/** The French title of each status: the kind of refusal, the `detail` says this one. */
const PROBLEM_TITLES: Record<number, string> = {
  400: 'Requête invalide',
  401: 'Authentification requise',
  403: 'Accès refusé',
  404: 'Ressource introuvable',
  405: 'Méthode non autorisée',
  406: 'Format de réponse non disponible',
  409: 'Conflit',
  413: 'Requête trop volumineuse',
  415: 'Type de contenu non pris en charge',
  422: 'Requête impossible à traiter',
  429: 'Trop de requêtes',
  500: 'Erreur interne',
  503: 'Service indisponible',
};

/** A problem type per code: a URN, since no page is published per code (the codes are in the document). */
export const problemType = (code: ErrorCode) =>
  `urn:pointeo:problem:${code.toLowerCase().replaceAll('_', '-')}`;

export function problemTitle(status: number): string {
  return PROBLEM_TITLES[status] ?? (status >= 500 ? PROBLEM_TITLES[500]! : PROBLEM_TITLES[400]!);
}

/** The refusals a validation kept on the request for its problem, by location (set by answerError). */
const refusals = new WeakMap<FastifyRequest, NonNullable<Problem['errors']>>();

function asProblem(reply: FastifyReply, { error }: ErrorBody): Problem {
  const status = reply.statusCode;
  reply.type('application/problem+json; charset=utf-8');
  const problem: Problem = {
    type: problemType(error.code),
    title: problemTitle(status),
    status,
    detail: error.message,
    code: error.code,
  };
  const errors =
    refusals.get(reply.request) ??
    (error.fields &&
      Object.entries(error.fields).map(([field, detail]) => ({
        detail,
        pointer: pointerOf(field.split('.')),
        location: 'body' as const,
      })));
  if (errors?.length) problem.errors = errors;
  if (error.details) problem.details = error.details;
  return problem;
}

/** A JSON pointer to the field, in the API's snake_case (`siteId` is `/site_id`). */
function pointerOf(path: readonly string[]): string {
  return path.map((part) => `/${snakeCase(part).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

const isErrorBody = (payload: unknown): payload is ErrorBody =>
  typeof payload === 'object' &&
  payload !== null &&
  'error' in payload &&
  typeof (payload as ErrorBody).error?.code === 'string' &&
  typeof (payload as ErrorBody).error?.message === 'string';

const LOCATIONS: Record<string, ProblemLocation> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

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
    if (isPublicApi(request.url)) {
      const location = LOCATIONS[error.validationContext ?? 'body'] ?? 'body';
      refusals.set(
        request,
        error.validation.map((issue) => ({
          detail: issue.message ?? MALFORMED_REQUEST,
          pointer: pointerOf(issue.instancePath.split('/').slice(1)),
          location,
        })),
      );
    }
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
