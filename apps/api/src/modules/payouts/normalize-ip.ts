import { isIP } from 'node:net';

/**
 * One spelling per address, so an allow-list compares what it stores with what a socket reports:
 * an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is its IPv4 address; IPv6 is lower-cased.
 * Null for anything that is not an IP address.
 */
export function normalizeIp(input: string): string | null {
  const value = input.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) return mapped[1]!;
  const kind = isIP(value);
  if (kind === 4) return value;
  if (kind === 6) return value.toLowerCase();
  return null;
}
