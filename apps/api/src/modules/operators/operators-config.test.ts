import { describe, expect, it } from 'vitest';
import { GenericAdapter } from './generic-adapter.ts';
import { MtnAdapter } from './mtn-adapter.ts';
import { createOperatorRegistry } from './operator-registry.ts';
import {
  DEFAULT_OPERATOR_TIMEOUT_MS,
  describeOperatorsConfig,
  loadOperatorsConfig,
  OperatorsConfigError,
} from './operators-config.ts';
import { WaveAdapter } from './wave-adapter.ts';

const LIVE_MTN = {
  OPERATOR_MTN_BASE_URL: 'https://proxy.momoapi.mtn.com',
  MTN_API_USER: 'user-1',
  MTN_API_KEY: 'key-1',
  MTN_SUBSCRIPTION_KEY: 'sub-1',
};

describe('loadOperatorsConfig', () => {
  it('with nothing set, every operator in both modes talks to the simulator on port 3100', () => {
    const config = loadOperatorsConfig({});
    expect(config.simulatorUrl).toBe('http://127.0.0.1:3100');
    const mtn = config.endpoints.mtn.live;
    expect(mtn).toMatchObject({
      protocol: 'mtn',
      simulated: true,
      baseUrl: 'http://127.0.0.1:3100/mtn',
      targetEnvironment: 'mtnbenin',
      credentials: 'provision',
      timeoutMs: DEFAULT_OPERATOR_TIMEOUT_MS,
    });
    expect(config.endpoints.mtn_ci.sandbox).toMatchObject({ targetEnvironment: 'mtnivorycoast' });
    expect(config.endpoints.wave_sn.sandbox).toMatchObject({
      protocol: 'wave',
      baseUrl: 'http://127.0.0.1:3100/wave',
    });
    expect(config.endpoints.orange_ci.live).toMatchObject({
      protocol: 'generic',
      baseUrl: 'http://127.0.0.1:3100/orange_ci',
      callbackSecret: 'sim_callback_secret',
    });
  });

  it('follows SIMULATOR_PORT, SIMULATOR_URL, the simulator secrets and its pre-made MTN user', () => {
    expect(loadOperatorsConfig({ SIMULATOR_PORT: '4100' }).simulatorUrl).toBe('http://127.0.0.1:4100');
    const config = loadOperatorsConfig({
      SIMULATOR_URL: 'http://sim.local:9000/',
      SIM_CALLBACK_SECRET: 'cb',
      SIM_WAVE_WEBHOOK_SECRET: 'wh',
      SIM_MTN_API_USER: 'u',
      SIM_MTN_API_KEY: 'k',
      OPERATOR_TIMEOUT_MS: '5000',
      OPERATOR_MOOV_TIMEOUT_MS: '2000',
    });
    expect(config.endpoints.moov.sandbox).toMatchObject({
      baseUrl: 'http://sim.local:9000/moov',
      callbackSecret: 'cb',
      timeoutMs: 2000,
    });
    expect(config.endpoints.wave_ci.sandbox).toMatchObject({ webhookSecret: 'wh', timeoutMs: 5000 });
    expect(config.endpoints.mtn.sandbox).toMatchObject({
      credentials: { collection: { apiUser: 'u', apiKey: 'k' }, disbursement: { apiUser: 'u', apiKey: 'k' } },
    });
  });

  it('live goes to the real host when its base URL is set; sandbox stays on the simulator', () => {
    const config = loadOperatorsConfig({
      ...LIVE_MTN,
      MTN_DISBURSEMENT_API_USER: 'user-2',
      MTN_DISBURSEMENT_API_KEY: 'key-2',
      MTN_DISBURSEMENT_SUBSCRIPTION_KEY: 'sub-2',
    });
    expect(config.endpoints.mtn.live).toMatchObject({
      simulated: false,
      baseUrl: 'https://proxy.momoapi.mtn.com',
      targetEnvironment: 'mtnbenin',
      subscriptionKeys: { collection: 'sub-1', disbursement: 'sub-2' },
      credentials: {
        collection: { apiUser: 'user-1', apiKey: 'key-1' },
        disbursement: { apiUser: 'user-2', apiKey: 'key-2' },
      },
    });
    expect(config.endpoints.mtn.sandbox.simulated).toBe(true);
    expect(config.endpoints.mtn_ci.live.simulated).toBe(true);
  });

  it('MTN Côte d’Ivoire falls back to MTN_* credentials; Wave CI and SN share OPERATOR_WAVE_BASE_URL', () => {
    const config = loadOperatorsConfig({
      ...LIVE_MTN,
      OPERATOR_MTN_CI_BASE_URL: 'https://proxy.momoapi.mtn.com',
      MTN_CI_TARGET_ENVIRONMENT: 'sandbox',
      OPERATOR_WAVE_BASE_URL: 'https://api.wave.com',
      WAVE_API_KEY: 'wave-key',
      WAVE_WEBHOOK_SECRET: 'wave-secret',
      WAVE_SN_API_KEY: 'wave-sn-key',
    });
    expect(config.endpoints.mtn_ci.live).toMatchObject({
      targetEnvironment: 'sandbox',
      subscriptionKeys: { collection: 'sub-1' },
    });
    expect(config.endpoints.wave_ci.live).toMatchObject({ simulated: false, apiKey: 'wave-key' });
    expect(config.endpoints.wave_sn.live).toMatchObject({ simulated: false, apiKey: 'wave-sn-key' });
  });

  it('refuses a real host without its credentials, naming what is missing', () => {
    const load = () =>
      loadOperatorsConfig({
        OPERATOR_MTN_BASE_URL: 'https://x',
        OPERATOR_MOOV_BASE_URL: 'https://y',
        MTN_API_USER: 'u',
      });
    expect(load).toThrow(OperatorsConfigError);
    expect(load).toThrow(
      /MTN_API_KEY, MTN_SUBSCRIPTION_KEY, OPERATOR_MOOV_API_KEY, OPERATOR_MOOV_CALLBACK_SECRET/,
    );
    expect(() => loadOperatorsConfig({ OPERATOR_TIMEOUT_MS: 'soon' })).toThrow(OperatorsConfigError);
  });

  it('describes where each operator goes without secrets', () => {
    const text = JSON.stringify(
      describeOperatorsConfig(loadOperatorsConfig({ ...LIVE_MTN, OPERATOR_CALLBACK_SECRET: 'cb-secret' })),
    );
    expect(text).toContain('https://proxy.momoapi.mtn.com');
    for (const secret of ['key-1', 'sub-1', 'sim_callback_secret', 'wave_sim_webhook_secret']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('createOperatorRegistry', () => {
  it('gives each operator its protocol, one adapter per operator and mode', () => {
    const registry = createOperatorRegistry(loadOperatorsConfig({}));
    expect(registry('mtn', 0)).toBeInstanceOf(MtnAdapter);
    expect(registry('mtn_ci', 1)).toBeInstanceOf(MtnAdapter);
    expect(registry('wave_ci', 0)).toBeInstanceOf(WaveAdapter);
    expect(registry('celtiis_bj', 1)).toBeInstanceOf(GenericAdapter);
    expect(registry('mtn', 0)).toBe(registry('mtn', 0));
    expect(registry('mtn', 1)).not.toBe(registry('mtn', 0));
    expect(registry('free_sn', 0).operator).toBe('free_sn');
  });

  it('uses the fetch it is given', async () => {
    const urls: string[] = [];
    const registry = createOperatorRegistry(loadOperatorsConfig({}), {
      fetch: async (input) => {
        urls.push(String(input));
        return Response.json({ available: 10, currency: 'XOF' });
      },
    });
    expect(await registry('togocom_tg', 0).balance()).toEqual({ available: 10n });
    expect(urls).toEqual(['http://127.0.0.1:3100/togocom_tg/v1/balance']);
  });
});
