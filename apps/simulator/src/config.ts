import type { SimulatorConfig } from './engine/state.ts';

/** Defaults, overridden by environment variables, overridden by buildSimulator options. */
export const DEFAULT_HANG_MS = 30_000;
export const DEFAULT_WAVE_SESSION_TTL_MS = 30 * 60_000;
export const DEFAULT_CALLBACK_SECRET = 'sim_callback_secret';
export const DEFAULT_WAVE_WEBHOOK_SECRET = 'wave_sim_webhook_secret';

/** X-Target-Environment values MTN accepts here, and the network each one means. */
export const DEFAULT_MTN_ENVIRONMENTS: SimulatorConfig['mtn']['environments'] = {
  sandbox: null,
  mtnbenin: 'mtn',
  mtnivorycoast: 'mtn_ci',
};

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

/** Settings read from the environment (SIM_*), each optional. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    hangMs: positiveInt(env.SIM_TIMEOUT_MS),
    pendingDelayMs: positiveInt(env.SIM_PENDING_DELAY_MS),
    callbackSecret: env.SIM_CALLBACK_SECRET || undefined,
    waveWebhookUrl: env.SIM_WAVE_WEBHOOK_URL || undefined,
    waveWebhookSecret: env.SIM_WAVE_WEBHOOK_SECRET || undefined,
    cardWebhookSecret: env.SIM_CARD_WEBHOOK_SECRET || undefined,
    publicUrl: env.SIM_PUBLIC_URL || undefined,
    callbackTimeoutMs: positiveInt(env.SIM_CALLBACK_TIMEOUT_MS),
    mtnApiUser: env.SIM_MTN_API_USER || undefined,
    mtnApiKey: env.SIM_MTN_API_KEY || undefined,
  };
}
