import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { type DestinationStream, type LevelWithSilent, type LoggerOptions, stdSerializers } from 'pino';

const REDACTED = '[redacted]';

/** Fields that would carry a secret if someone logged a body or a row as is. */
const SECRET_FIELDS = [
  '*.password',
  '*.newPassword',
  '*.passwordHash',
  '*.pin',
  '*.pinCode',
  '*.directorPin',
  '*.token',
  'req.headers.cookie',
  'req.headers.authorization',
];

/**
 * The app's logger settings, for every module at once: a failed query's bound values (PINs,
 * tokens, password hashes), PostgreSQL's copy of the offending row and the reset token of a link
 * never reach the logs. JSON lines (one object per line, for the log collector) unless `readable`
 * asks for pino-pretty's coloured lines, as `npm run dev` and `npm start` do in development.
 */
export function loggerOptions(
  level: LevelWithSilent,
  output: { stream?: DestinationStream; readable?: boolean } = {},
) {
  const options: LoggerOptions = {
    level,
    serializers: { err: serializeError, req: serializeRequest },
    redact: { paths: SECRET_FIELDS, censor: REDACTED },
  };
  if (output.stream) return { ...options, stream: output.stream };
  if (output.readable && prettyPrinterInstalled()) {
    return {
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    };
  }
  return options;
}

/** pino-pretty is a development dependency: an image built with production dependencies only logs JSON. */
function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

interface QueryFailure {
  params?: unknown;
  cause?: unknown;
}

/**
 * pino's error serializer without bound values: Drizzle prints them into its message (`params: …`)
 * and keeps them in `params`; PostgreSQL's `detail` repeats the row ("Failing row contains (…)").
 */
function serializeError(error: unknown) {
  const serialized = stdSerializers.err(error as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const fields = serialized as Record<string, unknown>;
  for (const printed of printedBoundValues(error)) {
    for (const key of ['message', 'stack']) {
      const text = fields[key];
      if (typeof text === 'string') fields[key] = text.replaceAll(printed, `params: ${REDACTED}`);
    }
  }
  delete fields.params;
  delete fields.detail;
  return serialized;
}

/** How each error of the cause chain printed its bound values, as Drizzle writes them. */
function printedBoundValues(error: unknown): string[] {
  const printed: string[] = [];
  let current = error as QueryFailure | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    if (Array.isArray(current.params)) printed.push(`params: ${String(current.params)}`);
    current = current.cause as QueryFailure | undefined;
  }
  return printed;
}

const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/gi;

/** Fastify's request serializer, without the token of a password reset link opened in the browser. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(TOKEN_IN_QUERY, `$1${REDACTED}`),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
