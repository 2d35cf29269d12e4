import { type LookupAddress, lookup as systemLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../platform/errors/app-error.ts';

/** Why a webhook target is refused (written in the attempt log as its error). */
export type TargetRefusal = 'invalid_url' | 'invalid_scheme' | 'private_target' | 'dns_failure';

/** Resolves a host name to all its addresses (dns.lookup's shape; tests pass their own). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) =>
    systemLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d) or IPv4-compatible (::a.b.c.d). */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const parts = address.parts;
  if (parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7]! > 1)) {
    return ipaddr.IPv4.parse(`${parts[6]! >> 8}.${parts[6]! & 255}.${parts[7]! >> 8}.${parts[7]! & 255}`);
  }
  return null;
}

/**
 * Only global unicast addresses may receive webhooks. ipaddr.js names every special range:
 * loopback, private (RFC 1918), carrier-grade NAT (100.64/10), link-local (169.254/16 with the
 * cloud metadata address 169.254.169.254, fe80::/10), unique-local (fc00::/7), unspecified,
 * multicast, broadcast, reserved and documentation ranges, and the IPv6 forms that carry an IPv4
 * address (NAT64, 6to4, Teredo); the IPv4-mapped and IPv4-compatible forms are judged by the
 * IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const judged = parsed.kind() === 'ipv6' ? (embeddedIPv4(parsed as ipaddr.IPv6) ?? parsed) : parsed;
  return judged.range() === 'unicast';
}

type ParsedTarget = { refusal: TargetRefusal } | { refusal: null; url: URL; host: string };

function parseTarget(url: string): ParsedTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { refusal: 'invalid_url' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { refusal: 'invalid_scheme' };
  // The WHATWG parser has already normalised the IPv4 spellings (0x7f.1, 2130706433…).
  return { refusal: null, url: parsed, host: parsed.hostname.replace(/^\[|\]$/g, '') };
}

/**
 * The one guard of every webhook target, live and sandbox alike (docs/security.md): the host is
 * resolved once and refused when any of its addresses is not public. `allowPrivate` is the
 * development flag WEBHOOK_ALLOW_PRIVATE_TARGETS (refused at start in production).
 * Answers the refusal, or the addresses checked, which the delivery then connects to.
 */
export async function checkTarget(
  url: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<{ refusal: TargetRefusal } | { refusal: null; addresses: LookupAddress[] }> {
  const target = parseTarget(url);
  if (target.refusal) return target;
  const { host } = target;
  let addresses: LookupAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      return { refusal: 'dns_failure' };
    }
    if (addresses.length === 0) return { refusal: 'dns_failure' };
  }
  if (!options.allowPrivate && addresses.some((a) => !isPublicAddress(a.address)))
    return { refusal: 'private_target' };
  return { refusal: null, addresses };
}

/**
 * A `lookup` for http(s).request that answers the addresses already checked, so the connection
 * goes to what the guard saw: a second resolution (DNS rebinding) never happens.
 */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    return callback(null, first.address, first.family);
  };
}

/**
 * The address rule of an endpoint, on create and on update, in both modes: a public address
 * (unless the development flag lifts it); and https in live mode, always.
 */
export async function assertEndpointUrlAllowed(url: string, mode: 0 | 1, allowPrivate: boolean) {
  if (mode === 1 && !url.startsWith('https://')) throw new AppError('WEBHOOK_HTTPS_REQUIRED');
  const { refusal } = await checkTarget(url, { allowPrivate });
  if (refusal) throw new AppError('WEBHOOK_TARGET_REFUSED', { params: { reason: refusal } });
}
