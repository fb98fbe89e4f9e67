export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';
const GENERIC_ERROR_MESSAGE = 'Une erreur inattendue est survenue. Veuillez réessayer.';

/** An error answered by our API: its message is French text meant for the person. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Our API answers `{ error: {...} }`; better-auth's endpoints answer `{ code, message }`. */
interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
  code?: string;
}

export async function apiRequest<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(json !== undefined && { body: JSON.stringify(json) }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as ErrorBody | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? (body as ErrorBody | undefined)?.code ?? 'HTTP_ERROR',
      error?.message ?? GENERIC_ERROR_MESSAGE,
      error?.fields ?? {},
    );
  }
  return body as T;
}
