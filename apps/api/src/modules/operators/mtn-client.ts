import { randomUUID } from 'node:crypto';
import { TokenCache, type TokenFetch } from './mtn-token-cache.ts';
import {
  callOperator,
  type HttpAnswer,
  type HttpClient,
  isRecord,
  joinUrl,
  stringOf,
} from './operator-http.ts';

export type MtnProduct = 'collection' | 'disbursement';

export interface MtnCredentials {
  apiUser: string;
  apiKey: string;
}

export interface MtnClientConfig {
  /** e.g. https://proxy.momoapi.mtn.com or http://127.0.0.1:3100/mtn */
  baseUrl: string;
  /** Ocp-Apim-Subscription-Key of each product. */
  subscriptionKeys: Record<MtnProduct, string>;
  /**
   * API user and key per product, or 'provision': create one through /v1_0/apiuser and
   * /apikey (MTN's sandbox and our simulator only), again if the operator forgets it.
   */
  credentials: Record<MtnProduct, MtnCredentials> | 'provision';
  providerCallbackHost?: string;
  targetEnvironment: string;
  timeoutMs: number;
}

/** A product call's outcome: the HTTP answer, or no token (refused credentials or no answer). */
export type MtnAnswer = HttpAnswer | { kind: 'no-token'; rejected: boolean; message: string };

/** MTN MoMo Open API transport: tokens per product (cached), subscription key, target environment. */
export class MtnClient {
  readonly #tokens: Record<MtnProduct, TokenCache>;
  #provisioned: Promise<MtnCredentials | null> | null = null;

  constructor(
    private readonly config: MtnClientConfig,
    private readonly httpClient: HttpClient,
    now: () => number,
  ) {
    this.#tokens = {
      collection: new TokenCache(() => this.#fetchToken('collection'), now),
      disbursement: new TokenCache(() => this.#fetchToken('disbursement'), now),
    };
  }

  /** A call with a Bearer token; a 401 drops the token and retries once with a fresh one. */
  async call(
    product: MtnProduct,
    method: 'GET' | 'POST',
    path: string,
    options: { headers?: Record<string, string>; json?: unknown } = {},
  ): Promise<MtnAnswer> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.#tokens[product].get();
      if (!token.ok) return { kind: 'no-token', rejected: token.rejected, message: token.message };
      const answer = await callOperator(this.httpClient, {
        method,
        url: joinUrl(this.config.baseUrl, path),
        headers: {
          authorization: `Bearer ${token.token}`,
          'ocp-apim-subscription-key': this.config.subscriptionKeys[product],
          'x-target-environment': this.config.targetEnvironment,
          ...options.headers,
        },
        json: options.json,
        timeoutMs: this.config.timeoutMs,
      });
      if (answer.kind === 'answer' && answer.status === 401 && attempt === 1) {
        this.#tokens[product].invalidate(token.token);
        continue;
      }
      return answer;
    }
  }

  async #fetchToken(product: MtnProduct, retried = false): Promise<TokenFetch> {
    const credentials = await this.#credentials(product);
    if (!credentials) return { ok: false, rejected: false, message: 'no MTN API user could be provisioned' };
    const basic = Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64');
    const answer = await callOperator(this.httpClient, {
      method: 'POST',
      url: joinUrl(this.config.baseUrl, `${product}/token/`),
      headers: {
        authorization: `Basic ${basic}`,
        'ocp-apim-subscription-key': this.config.subscriptionKeys[product],
      },
      timeoutMs: this.config.timeoutMs,
    });
    if (answer.kind === 'failure') return { ok: false, rejected: false, message: answer.message };
    if (answer.status === 401 || answer.status === 403) {
      // A provisioned user the simulator forgot (restart): make a new one, once.
      if (this.config.credentials === 'provision' && !retried) {
        this.#provisioned = null;
        return this.#fetchToken(product, true);
      }
      return { ok: false, rejected: true, message: `token refused (${answer.status})` };
    }
    const body = answer.body;
    const token = isRecord(body) ? stringOf(body.access_token) : undefined;
    const expiresIn = isRecord(body) ? Number(body.expires_in) : Number.NaN;
    if (answer.status !== 200 || !token) {
      return { ok: false, rejected: false, message: `token request answered ${answer.status}` };
    }
    return {
      ok: true,
      token,
      expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 300,
    };
  }

  async #credentials(product: MtnProduct): Promise<MtnCredentials | null> {
    if (this.config.credentials !== 'provision') return this.config.credentials[product];
    this.#provisioned ??= this.#provision().then((credentials) => {
      if (!credentials) this.#provisioned = null;
      return credentials;
    });
    return this.#provisioned;
  }

  /** MTN sandbox provisioning: POST /v1_0/apiuser then /v1_0/apiuser/{id}/apikey. */
  async #provision(): Promise<MtnCredentials | null> {
    const apiUser = randomUUID();
    const subscriptionKey = this.config.subscriptionKeys.collection;
    const created = await callOperator(this.httpClient, {
      method: 'POST',
      url: joinUrl(this.config.baseUrl, 'v1_0/apiuser'),
      headers: { 'x-reference-id': apiUser, 'ocp-apim-subscription-key': subscriptionKey },
      json: { providerCallbackHost: this.config.providerCallbackHost ?? 'localhost' },
      timeoutMs: this.config.timeoutMs,
    });
    if (created.kind !== 'answer' || created.status !== 201) return null;
    const key = await callOperator(this.httpClient, {
      method: 'POST',
      url: joinUrl(this.config.baseUrl, `v1_0/apiuser/${apiUser}/apikey`),
      headers: { 'ocp-apim-subscription-key': subscriptionKey },
      timeoutMs: this.config.timeoutMs,
    });
    const apiKey = key.kind === 'answer' && isRecord(key.body) ? stringOf(key.body.apiKey) : undefined;
    return key.kind === 'answer' && key.status === 201 && apiKey ? { apiUser, apiKey } : null;
  }
}
