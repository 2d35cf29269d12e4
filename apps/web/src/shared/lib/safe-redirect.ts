/**
 * The `redirect` target after sign-in when it is a local path of this app, else the fallback.
 * Refuses absolute and protocol-relative URLs (`//evil.com`, `/\evil.com`), schemes and control characters,
 * and the auth pages themselves (to avoid loops).
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || typeof target !== 'string') return fallback;
  if (target.length > 2048) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(target, 'http://local.invalid');
  } catch {
    return fallback;
  }
  if (parsed.origin !== 'http://local.invalid') return fallback;
  if (/^\/(?:(?:en|es)\/)?(?:signin|signup)(?:\/|$)/.test(parsed.pathname)) return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
