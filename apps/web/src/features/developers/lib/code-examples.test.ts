import { describe, expect, it } from 'vitest';
import { collectExample, payoutExample, statusExample } from './code-examples.ts';

const context = { origin: 'https://pay.example', shopId: 'shp_123', sandbox: true };

describe('API examples', () => {
  it('fill the payout example with the shop, the payout path, an idempotency key and the status call', () => {
    const { curl, node } = payoutExample(context);
    for (const text of [curl, node]) {
      expect(text).toContain('https://pay.example/api/payouts/public/transfer/global');
      expect(text).toContain('shp_123');
      expect(text).toContain('Idempotency-Key');
      expect(text).toContain('/api/payouts/status/public/');
      expect(text).toContain('0197000000');
    }
    expect(curl).toContain('fp_test_');
    expect(payoutExample({ ...context, sandbox: false }).curl).toContain('fp_live_');
  });

  it('give collect and status examples on the merchant API paths', () => {
    expect(collectExample(context).curl).toContain('/api/transactions/public/requesttopay/mtn');
    expect(statusExample(context).node).toContain('/api/transactions/public/single/status/');
  });
});
