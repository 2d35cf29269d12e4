import { CardAdapter } from './card-adapter.ts';
import { GenericAdapter } from './generic-adapter.ts';
import { MtnAdapter } from './mtn-adapter.ts';
import type { AdapterCode, OperatorAdapter, OperatorRegistry } from './operator-adapter.ts';
import { type FetchLike, type HttpClient, operatorHttpClient } from './operator-http.ts';
import type { OperatorEndpoint, OperatorsConfig } from './operators-config.ts';
import { WaveAdapter } from './wave-adapter.ts';

export interface OperatorRegistryDeps {
  /** A fetch to call operators with (tests); default: the process's keep-alive client. */
  fetch?: FetchLike;
  /** Clock in ms (default Date.now): token expiry, webhook timestamps. */
  now?: () => number;
}

export function createAdapter(endpoint: OperatorEndpoint, deps: OperatorRegistryDeps = {}): OperatorAdapter {
  const httpClient: HttpClient = deps.fetch ?? operatorHttpClient;
  const now = deps.now ?? Date.now;
  switch (endpoint.protocol) {
    case 'mtn':
      return new MtnAdapter(endpoint, httpClient, now);
    case 'wave':
      return new WaveAdapter(endpoint, httpClient, now);
    case 'generic':
      return new GenericAdapter(endpoint, httpClient);
  }
}

/** One adapter per operator and mode, made on first use and kept (token caches live in it). */
export function createOperatorRegistry(
  config: OperatorsConfig,
  deps: OperatorRegistryDeps = {},
): OperatorRegistry {
  const adapters = new Map<string, OperatorAdapter>();
  return (operator: AdapterCode, mode: 0 | 1) => {
    const key = `${operator}:${mode}`;
    let adapter = adapters.get(key);
    if (!adapter) {
      if (operator === 'card') {
        const card = mode === 1 ? config.card.live : config.card.sandbox;
        adapter = new CardAdapter(card, deps.fetch ?? operatorHttpClient, deps.now ?? Date.now);
      } else {
        const endpoints = config.endpoints[operator];
        if (!endpoints) throw new Error(`unknown operator ${operator}`);
        adapter = createAdapter(mode === 1 ? endpoints.live : endpoints.sandbox, deps);
      }
      adapters.set(key, adapter);
    }
    return adapter;
  };
}
