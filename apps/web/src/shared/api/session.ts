/**
 * The access token lives in memory only (never in storage): a reload restores it through the
 * httpOnly refresh cookie. The auth provider registers what to do when the session cannot be renewed.
 */
let accessToken: string | null = null;
let onSessionExpired: (() => void) | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function setSessionExpiredHandler(handler: (() => void) | null): void {
  onSessionExpired = handler;
}

export function notifySessionExpired(): void {
  onSessionExpired?.();
}
