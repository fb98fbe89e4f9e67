import { ClientErrorCode, ERROR_MESSAGES, ErrorCode } from '@pointeo/domain/error-codes';
import type { ErrorBody } from '@pointeo/domain/errors';
import type { z } from 'zod';

export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';
export const UNEXPECTED_ANSWER_MESSAGE = 'Réponse inattendue du serveur. Veuillez réessayer.';

/** An error answered by our API: its message is French text meant for the person. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Facts the server adds to some refusals, such as `lockedUntil` for a locked kiosk. */
    readonly details: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/** A 401 from a route that needs the company signed in: the session-expiry handler speaks for it. */
export const isSessionExpired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ErrorCode.UNAUTHENTICATED;

async function send(path: string, init: RequestInit & { json?: unknown }, accept: string): Promise<Response> {
  const { json, headers, ...rest } = init;
  try {
    return await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept,
        ...(json !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(json !== undefined && { body: JSON.stringify(json) }),
    });
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
  }
}

/** Our API's refusal (every one, better-auth's included, has the shape of ErrorBody), or a stand-in. */
function errorFrom(response: Response, body: unknown): ApiError {
  const error = (body as Partial<ErrorBody> | undefined)?.error;
  return new ApiError(
    response.status,
    error?.code ?? ClientErrorCode.HTTP_ERROR,
    error?.message ?? ERROR_MESSAGES.unexpected,
    error?.fields ?? {},
    error?.details ?? {},
  );
}

/**
 * The schema of a route's answer (from `@pointeo/domain`), or a loader of it. A module of the home
 * page's chunk passes a loader, `() => import('@pointeo/domain/…').then((module) => module.schema)`,
 * so that zod loads beside the request instead of with the page.
 */
export type AnswerSchema<S extends z.ZodType> = S | (() => Promise<S>);

async function load<S extends z.ZodType>(schema: AnswerSchema<S>): Promise<S> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch (cause) {
    throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, NETWORK_ERROR_MESSAGE, {}, {}, { cause });
  }
}

/** Calls our API and parses its answer with the route's schema: what the server did not promise is an error. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: AnswerSchema<S>,
  init: RequestInit & { json?: unknown } = {},
): Promise<z.output<S>> {
  const [response, answerSchema] = await Promise.all([send(path, init, 'application/json'), load(schema)]);
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (!response.ok) throw errorFrom(response, body);
  const answer = answerSchema.safeParse(body);
  if (!answer.success) {
    throw new ApiError(
      response.status,
      ClientErrorCode.UNEXPECTED_ANSWER,
      UNEXPECTED_ANSWER_MESSAGE,
      {},
      {},
      { cause: answer.error },
    );
  }
  return answer.data;
}

/**
 * A file the API sends as an attachment, with the name it gives in Content-Disposition; with `json`,
 * asked by a POST carrying it (a file computed from what the page holds, not yet saved).
 */
export async function apiDownload(
  path: string,
  accept: string,
  json?: unknown,
): Promise<{ blob: Blob; fileName: string | null }> {
  const init = json === undefined ? {} : { method: 'POST', json };
  const response = await send(path, init, `${accept}, application/json`);
  if (!response.ok) throw errorFrom(response, await response.json().catch(() => undefined));
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** `attachment; filename="facture-FAC-20261122-0001.pdf"` (or RFC 5987 `filename*=UTF-8''…`) → the name. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1].trim());
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}
