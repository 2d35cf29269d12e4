import type { OperatorCode } from '@platform/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorRegistry } from './operator-registry.ts';
import { callbackUrlFor, newReference, startSimulator, type TestSim } from './operators.test-support.ts';
import { loadOperatorsConfig } from './operators-config.ts';

let sim: TestSim;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

/** A number of each network ending 00 (success). */
const NUMBERS: Record<OperatorCode, string> = {
  mtn: '2290197000000',
  moov: '2290155000000',
  celtiis_bj: '2290140000000',
  togocom_tg: '22890000000',
  moov_tg: '22898000000',
  mtn_ci: '2250700000000',
  moov_ci: '2250100000000',
  orange_ci: '2250708000000',
  wave_ci: '2250708000000',
  orange_sn: '221770000000',
  free_sn: '221760000000',
  wave_sn: '221770000000',
};

const ACTIONS: Record<OperatorCode, string> = {
  mtn: 'ussd_push',
  moov: 'ussd_push',
  celtiis_bj: 'ussd_push',
  togocom_tg: 'ussd_push',
  moov_tg: 'ussd_push',
  mtn_ci: 'ussd_push',
  moov_ci: 'ussd_push',
  orange_ci: 'otp',
  wave_ci: 'redirect',
  orange_sn: 'otp',
  free_sn: 'ussd_push',
  wave_sn: 'redirect',
};

describe('the registry from configuration, against the simulator (sandbox mode)', () => {
  it.each(Object.keys(NUMBERS) as OperatorCode[])(
    '%s: collect, status, payout, balance',
    async (operator) => {
      const config = loadOperatorsConfig({
        SIMULATOR_URL: sim.url,
        SIM_CALLBACK_SECRET: 'test_callback_secret',
      });
      const adapter = createOperatorRegistry(config, { now: () => sim.now() })(operator, 0);
      const reference = newReference();
      const created = await adapter.collect({
        reference,
        amount: 1000n,
        msisdn: NUMBERS[operator],
        description: 'Smoke',
        callbackUrl: callbackUrlFor(reference),
        returnUrl: 'https://shop.example/done',
      });
      expect(created.status).toBe('PENDING');
      expect(created.action?.type).toBe(ACTIONS[operator]);
      expect((await adapter.collectionStatus(reference, created.operatorReference)).status).not.toBe(
        'UNKNOWN',
      );

      const payoutReference = newReference('po');
      const payout = await adapter.payout({
        reference: payoutReference,
        idempotencyKey: `key-${payoutReference}`,
        amount: 500n,
        msisdn: NUMBERS[operator],
        description: 'Smoke payout',
        callbackUrl: callbackUrlFor(payoutReference),
      });
      expect(['PENDING', 'SUCCESSFUL']).toContain(payout.status);
      expect((await adapter.payoutStatus(payoutReference, payout.operatorReference)).status).toBe(
        'SUCCESSFUL',
      );
      expect((await adapter.balance())?.available).toBeTypeOf('bigint');
    },
  );
});
