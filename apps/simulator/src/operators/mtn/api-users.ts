import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';

export type MtnProduct = 'collection' | 'disbursement';

export interface MtnApiUserSeed {
  readonly id: string;
  readonly apiKey: string;
  readonly providerCallbackHost?: string;
}

interface ApiUser {
  readonly id: string;
  readonly providerCallbackHost: string;
  apiKey: string | null;
}

interface Token {
  readonly apiUser: string;
  readonly product: MtnProduct;
  readonly expiresAt: number;
}

export const TOKEN_TTL_SECONDS = 3600;

/** MTN API users, their keys and the access tokens issued to them (kept across /_sim/reset). */
export class MtnApiUsers {
  readonly #users = new Map<string, ApiUser>();
  readonly #tokens = new Map<string, Token>();

  constructor(
    private readonly clock: Clock,
    seeds: readonly MtnApiUserSeed[] = [],
  ) {
    for (const seed of seeds) {
      this.#users.set(seed.id, {
        id: seed.id,
        providerCallbackHost: seed.providerCallbackHost ?? 'localhost',
        apiKey: seed.apiKey,
      });
    }
  }

  /** False when the id is taken. */
  create(id: string, providerCallbackHost: string): boolean {
    if (this.#users.has(id)) return false;
    this.#users.set(id, { id, providerCallbackHost, apiKey: null });
    return true;
  }

  get(id: string): { providerCallbackHost: string } | undefined {
    return this.#users.get(id);
  }

  /** A fresh key for the user (the previous one stops working), or null for an unknown user. */
  newKey(id: string): string | null {
    const user = this.#users.get(id);
    if (!user) return null;
    user.apiKey = randomBytes(16).toString('hex');
    return user.apiKey;
  }

  /** An access token for valid Basic credentials, or null. */
  issueToken(basicCredentials: string | undefined, product: MtnProduct): string | null {
    const match = /^Basic\s+(\S+)$/i.exec(basicCredentials ?? '');
    if (!match?.[1]) return null;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    const user = this.#users.get(decoded.slice(0, colon));
    if (!user?.apiKey || user.apiKey !== decoded.slice(colon + 1)) return null;
    const token = randomBytes(32).toString('base64url');
    this.#tokens.set(token, {
      apiUser: user.id,
      product,
      expiresAt: this.clock.now() + TOKEN_TTL_SECONDS * 1000,
    });
    return token;
  }

  /** Whether a Bearer token is live and was issued for this product. */
  verify(token: string | undefined, product: MtnProduct): boolean {
    if (!token) return false;
    const found = this.#tokens.get(token);
    if (!found || found.product !== product) return false;
    if (found.expiresAt <= this.clock.now()) {
      this.#tokens.delete(token);
      return false;
    }
    return true;
  }
}
