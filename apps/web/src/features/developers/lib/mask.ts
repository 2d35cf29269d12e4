const KNOWN_PREFIXES = ['fp_live_', 'fp_test_', 'whsec_'] as const;

/** The visible prefix of a secret (`fp_test_`, `whsec_`), or '' for an unknown shape. */
export function secretPrefix(secret: string): string {
  return KNOWN_PREFIXES.find((p) => secret.startsWith(p)) ?? '';
}

/**
 * A secret as it may stay on screen: its prefix, an ellipsis and its last `visible` characters
 * (`fp_test_…9x2a`). Secrets too short to hide anything are fully hidden.
 */
export function maskSecret(secret: string, visible = 4): string {
  const prefix = secretPrefix(secret);
  const body = secret.slice(prefix.length);
  if (body.length <= visible * 2) return `${prefix}${'•'.repeat(8)}`;
  return `${prefix}…${body.slice(-visible)}`;
}

/** True when the server sent a masked value (it never sends the ellipsis or bullets in a real secret). */
export function isMasked(secret: string): boolean {
  return /[…•*]/.test(secret);
}
