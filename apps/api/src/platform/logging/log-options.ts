import type { DestinationStream, LoggerOptions } from 'pino';
import { stdSerializers } from 'pino';

/**
 * Secret shapes no log line may carry, whatever logged them: webhook signing secrets, API keys,
 * JWTs (access tokens, signed tickets). The last guard: the shapes are replaced in the written line.
 */
const SECRET_SHAPES = [
  /whsec_[A-Za-z0-9+/=_-]+/g,
  /fp_(?:live|test)_[A-Za-z0-9_-]+/g,
  /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g,
];

export function redactSecretShapes(line: string): string {
  let out = line;
  for (const shape of SECRET_SHAPES) out = out.replace(shape, '[REDACTED]');
  return out;
}

type QueryError = Error & { query: string; params: unknown; cause?: unknown };
type DatabaseErrorFields = {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
};

function isQueryError(error: unknown): error is QueryError {
  return (
    error instanceof Error && typeof (error as { query?: unknown }).query === 'string' && 'params' in error
  );
}

/** The stack's frames only: its first line repeats the message, which may carry values. */
function framesOf(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** What may be logged of a database error: its code and the names it cites, never values. */
function databaseFields(error: unknown) {
  const e = (error ?? {}) as DatabaseErrorFields;
  return Object.fromEntries(
    Object.entries({
      code: e.code,
      constraint: e.constraint,
      table: e.table,
      column: e.column,
      routine: e.routine,
    }).filter(([, v]) => typeof v === 'string'),
  );
}

/**
 * Errors as pino writes them, minus what may hold personal data or secrets: a failed query is
 * logged with its statement and the database's error code, never its parameters, the database's
 * `detail` (which quotes values) or its message (which may too).
 */
export function serializeError(error: unknown): Record<string, unknown> {
  const queryError = isQueryError(error)
    ? error
    : error instanceof Error && isQueryError(error.cause)
      ? error.cause
      : undefined;
  if (queryError) {
    return {
      type: queryError.name,
      message: `Failed query: ${queryError.query}`,
      query: queryError.query,
      ...databaseFields(queryError.cause),
      stack: framesOf(queryError.stack),
    };
  }
  if (!(error instanceof Error)) return { message: String(error) };
  const out = stdSerializers.err(error) as unknown as Record<string, unknown>;
  for (const key of ['detail', 'params', 'parameters', 'where', 'hint', 'internalQuery']) delete out[key];
  if (typeof (error as DatabaseErrorFields).code === 'string' && 'severity' in error) {
    // A raw database error (pg, PGlite): its message may quote a value.
    out.message = `database error ${String((error as DatabaseErrorFields).code)}`;
    out.stack = framesOf(error.stack);
  }
  return out;
}

/** The API's logger: level, header redaction, safe errors, and the secret shapes struck from every line. */
export function logOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { err: serializeError, error: serializeError },
    hooks: { streamWrite: redactSecretShapes },
    ...(stream ? { stream } : {}),
  };
}
