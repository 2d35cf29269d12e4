import { OPERATOR_CODES, type OperatorCode } from '@platform/domain';
import type { CardAdapterConfig } from './card-adapter.ts';
import {
  GENERIC_OPERATOR_CODES,
  type GenericAdapterConfig,
  type GenericOperatorCode,
} from './generic-adapter.ts';
import type { MtnAdapterConfig } from './mtn-adapter.ts';
import { joinUrl } from './operator-http.ts';
import type { WaveAdapterConfig } from './wave-adapter.ts';

/** Where and how one operator is reached in one mode. Holds secrets: never log it (see describe…). */
export type OperatorEndpoint =
  | ({ protocol: 'mtn'; simulated: boolean } & MtnAdapterConfig)
  | ({ protocol: 'wave'; simulated: boolean } & WaveAdapterConfig)
  | ({ protocol: 'generic'; simulated: boolean } & GenericAdapterConfig);

export interface OperatorsConfig {
  simulatorUrl: string;
  endpoints: Record<OperatorCode, { sandbox: OperatorEndpoint; live: OperatorEndpoint }>;
  /** The card processor: the simulator's in sandbox; live by CARD_PROCESSOR_* (else the simulator). */
  card: { sandbox: CardEndpoint; live: CardEndpoint };
}

export type CardEndpoint = CardAdapterConfig & { simulated: boolean };

export const DEFAULT_OPERATOR_TIMEOUT_MS = 15_000;

/** Values the simulator accepts (any non-empty key) or uses by default (its secrets). */
export const SIMULATOR_DEFAULTS = {
  port: 3100,
  mtnSubscriptionKey: 'sim-subscription-key',
  waveApiKey: 'wave_sim_api_key',
  waveWebhookSecret: 'wave_sim_webhook_secret',
  genericApiKey: 'sim_api_key',
  callbackSecret: 'sim_callback_secret',
  cardApiKey: 'sim_card_key',
  cardWebhookSecret: 'card_sim_webhook_secret',
} as const;

const MTN_TARGET_ENVIRONMENTS = { mtn: 'mtnbenin', mtn_ci: 'mtnivorycoast' } as const;

export class OperatorsConfigError extends Error {
  constructor(readonly missing: string[]) {
    super(`Operator configuration incomplete: set ${missing.join(', ')}`);
    this.name = 'OperatorsConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** The environment's value, trimmed, or undefined when unset or blank. */
const read = (env: Env, ...names: string[]) => {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
};

function positiveInt(env: Env, name: string): number | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) <= 0)
    throw new OperatorsConfigError([`${name} (a positive integer)`]);
  return Number(value);
}

/** `mtn_ci` → `MTN_CI` */
const envName = (operator: OperatorCode) => operator.toUpperCase();

/**
 * Reads operator settings from the environment. Sandbox always uses the simulator; live uses
 * the real host when `OPERATOR_<CODE>_BASE_URL` is set (its credentials are then required),
 * else the simulator (development).
 */
export function loadOperatorsConfig(env: Env = process.env): OperatorsConfig {
  const simulatorUrl = (
    read(env, 'SIMULATOR_URL') ?? `http://127.0.0.1:${read(env, 'SIMULATOR_PORT') ?? SIMULATOR_DEFAULTS.port}`
  ).replace(/\/+$/, '');
  const defaultTimeout = positiveInt(env, 'OPERATOR_TIMEOUT_MS') ?? DEFAULT_OPERATOR_TIMEOUT_MS;
  const missing: string[] = [];
  const endpoints = {} as OperatorsConfig['endpoints'];

  for (const operator of OPERATOR_CODES) {
    const timeoutMs = positiveInt(env, `OPERATOR_${envName(operator)}_TIMEOUT_MS`) ?? defaultTimeout;
    const simulated = simulatedEndpoint(operator, simulatorUrl, timeoutMs, env);
    const liveUrl = read(env, `OPERATOR_${envName(operator)}_BASE_URL`, ...familyBaseUrl(operator));
    endpoints[operator] = {
      sandbox: simulated,
      live: liveUrl ? realEndpoint(operator, liveUrl, timeoutMs, env, missing) : simulated,
    };
  }
  const card = cardEndpoints(simulatorUrl, defaultTimeout, env, missing);
  if (missing.length > 0) throw new OperatorsConfigError(missing);
  return { simulatorUrl, endpoints, card };
}

/**
 * The card processor: sandbox always the simulator's (`/card`); live the real processor when
 * CARD_PROCESSOR_BASE_URL is set (then CARD_PROCESSOR_API_KEY and CARD_PROCESSOR_WEBHOOK_SECRET are
 * required), else the simulator (development).
 */
function cardEndpoints(simulatorUrl: string, timeoutMs: number, env: Env, missing: string[]) {
  const simulated: CardEndpoint = {
    simulated: true,
    baseUrl: joinUrl(simulatorUrl, 'card'),
    apiKey: SIMULATOR_DEFAULTS.cardApiKey,
    webhookSecret: read(env, 'SIM_CARD_WEBHOOK_SECRET') ?? SIMULATOR_DEFAULTS.cardWebhookSecret,
    timeoutMs,
  };
  const liveUrl = read(env, 'CARD_PROCESSOR_BASE_URL');
  if (!liveUrl) return { sandbox: simulated, live: simulated };
  const need = (name: string) => {
    const value = read(env, name);
    if (value === undefined) missing.push(name);
    return value ?? '';
  };
  const live: CardEndpoint = {
    simulated: false,
    baseUrl: liveUrl,
    apiKey: need('CARD_PROCESSOR_API_KEY'),
    webhookSecret: need('CARD_PROCESSOR_WEBHOOK_SECRET'),
    timeoutMs,
  };
  return { sandbox: simulated, live };
}

/** Wave CI and SN are one API: OPERATOR_WAVE_BASE_URL serves both unless one has its own. */
const familyBaseUrl = (operator: OperatorCode) =>
  operator === 'wave_ci' || operator === 'wave_sn' ? ['OPERATOR_WAVE_BASE_URL'] : [];

const isGeneric = (operator: OperatorCode): operator is GenericOperatorCode =>
  (GENERIC_OPERATOR_CODES as readonly string[]).includes(operator);

function simulatedEndpoint(
  operator: OperatorCode,
  simulatorUrl: string,
  timeoutMs: number,
  env: Env,
): OperatorEndpoint {
  if (operator === 'mtn' || operator === 'mtn_ci') {
    const apiUser = read(env, 'SIM_MTN_API_USER');
    const apiKey = read(env, 'SIM_MTN_API_KEY');
    const credentials = apiUser && apiKey ? { apiUser, apiKey } : null;
    return {
      protocol: 'mtn',
      simulated: true,
      operator,
      baseUrl: joinUrl(simulatorUrl, 'mtn'),
      subscriptionKeys: {
        collection: SIMULATOR_DEFAULTS.mtnSubscriptionKey,
        disbursement: SIMULATOR_DEFAULTS.mtnSubscriptionKey,
      },
      // The simulator's pre-made user when both run with SIM_MTN_API_USER/KEY, else one provisioned.
      credentials: credentials ? { collection: credentials, disbursement: credentials } : 'provision',
      targetEnvironment: MTN_TARGET_ENVIRONMENTS[operator],
      currency: 'XOF',
      timeoutMs,
    };
  }
  if (operator === 'wave_ci' || operator === 'wave_sn') {
    return {
      protocol: 'wave',
      simulated: true,
      operator,
      baseUrl: joinUrl(simulatorUrl, 'wave'),
      apiKey: SIMULATOR_DEFAULTS.waveApiKey,
      webhookSecret: read(env, 'SIM_WAVE_WEBHOOK_SECRET') ?? SIMULATOR_DEFAULTS.waveWebhookSecret,
      defaultReturnUrl: read(env, 'WAVE_RETURN_URL'),
      timeoutMs,
    };
  }
  if (!isGeneric(operator)) throw new Error(`no protocol for ${operator}`);
  return {
    protocol: 'generic',
    simulated: true,
    operator,
    baseUrl: joinUrl(simulatorUrl, operator),
    apiKey: SIMULATOR_DEFAULTS.genericApiKey,
    callbackSecret: read(env, 'SIM_CALLBACK_SECRET') ?? SIMULATOR_DEFAULTS.callbackSecret,
    timeoutMs,
  };
}

function realEndpoint(
  operator: OperatorCode,
  baseUrl: string,
  timeoutMs: number,
  env: Env,
  missing: string[],
): OperatorEndpoint {
  const need = (...names: string[]) => {
    const value = read(env, ...names);
    if (value === undefined) missing.push(names[0] ?? '?');
    return value ?? '';
  };
  if (operator === 'mtn' || operator === 'mtn_ci') {
    // MTN_CI_* for Côte d'Ivoire, falling back to MTN_*; disbursement settings to collection ones.
    const p = operator === 'mtn_ci' ? ['MTN_CI_', 'MTN_'] : ['MTN_'];
    const names = (suffix: string) => p.map((prefix) => `${prefix}${suffix}`);
    const collection = { apiUser: need(...names('API_USER')), apiKey: need(...names('API_KEY')) };
    const subscription = need(...names('SUBSCRIPTION_KEY'));
    return {
      protocol: 'mtn',
      simulated: false,
      operator,
      baseUrl,
      subscriptionKeys: {
        collection: subscription,
        disbursement: read(env, ...names('DISBURSEMENT_SUBSCRIPTION_KEY')) ?? subscription,
      },
      credentials: {
        collection,
        disbursement: {
          apiUser: read(env, ...names('DISBURSEMENT_API_USER')) ?? collection.apiUser,
          apiKey: read(env, ...names('DISBURSEMENT_API_KEY')) ?? collection.apiKey,
        },
      },
      targetEnvironment:
        read(env, `${envName(operator)}_TARGET_ENVIRONMENT`) ?? MTN_TARGET_ENVIRONMENTS[operator],
      currency: read(env, `${envName(operator)}_CURRENCY`, 'MTN_CURRENCY') ?? 'XOF',
      timeoutMs,
    };
  }
  if (operator === 'wave_ci' || operator === 'wave_sn') {
    const own = envName(operator);
    return {
      protocol: 'wave',
      simulated: false,
      operator,
      baseUrl,
      apiKey: need(`${own}_API_KEY`, 'WAVE_API_KEY'),
      webhookSecret: need(`${own}_WEBHOOK_SECRET`, 'WAVE_WEBHOOK_SECRET'),
      defaultReturnUrl: read(env, 'WAVE_RETURN_URL'),
      timeoutMs,
    };
  }
  if (!isGeneric(operator)) throw new Error(`no protocol for ${operator}`);
  const own = `OPERATOR_${envName(operator)}`;
  return {
    protocol: 'generic',
    simulated: false,
    operator,
    baseUrl,
    apiKey: need(`${own}_API_KEY`),
    callbackSecret: need(`${own}_CALLBACK_SECRET`, 'OPERATOR_CALLBACK_SECRET'),
    timeoutMs,
  };
}

/** What may be logged at start: where each operator goes, no secrets. */
export function describeOperatorsConfig(config: OperatorsConfig) {
  return OPERATOR_CODES.map((operator) => {
    const { live, sandbox } = config.endpoints[operator];
    return {
      operator,
      live: live.simulated ? `simulator ${live.baseUrl}` : live.baseUrl,
      sandbox: `simulator ${sandbox.baseUrl}`,
    };
  });
}
