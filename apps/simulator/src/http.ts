import type { FastifyRequest } from 'fastify';

/** One request header as a string (the first value when repeated). */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string field, trimmed; undefined when absent or not a string. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let lastHttpUrl = '';

/** Whether `value` is an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  // Clients send the same callback URL again and again: parse it once.
  if (value === lastHttpUrl) return true;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') return false;
  lastHttpUrl = value;
  return true;
}

/** The simulator's own base URL as the client sees it. */
export function publicBaseUrl(request: FastifyRequest, configured: string | null): string {
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

export const toIso = (ms: number) => new Date(ms).toISOString();
