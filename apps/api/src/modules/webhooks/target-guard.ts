import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../../platform/errors/app-error.ts';

/** Loopback, private, link-local, carrier-grade NAT, unspecified and unique-local addresses. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = address.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

/**
 * Refuses webhook targets on private or loopback addresses (SSRF), checked on every attempt so
 * a DNS change cannot point a live endpoint inward. Sandbox endpoints, and development setups
 * with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, may target them.
 */
export async function targetRefusal(url: string, allowPrivate: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid_url';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'invalid_scheme';
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  try {
    const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
    return addresses.some((a) => isPrivateAddress(a.address)) ? 'private_target' : null;
  } catch {
    return 'dns_failure';
  }
}

/**
 * The address rule of an endpoint, on create and on update: live endpoints must use https and may
 * not target private or loopback addresses (unless WEBHOOK_ALLOW_PRIVATE_TARGETS=true in
 * development); sandbox endpoints may target anything http(s).
 */
export async function assertEndpointUrlAllowed(url: string, mode: 0 | 1) {
  if (mode !== 1) return;
  const allowPrivate = process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true';
  if (!url.startsWith('https://') && !allowPrivate) throw new AppError('WEBHOOK_HTTPS_REQUIRED');
  if (await targetRefusal(url, allowPrivate)) throw new AppError('WEBHOOK_TARGET_REFUSED');
}
