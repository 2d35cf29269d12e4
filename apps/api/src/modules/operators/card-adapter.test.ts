import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CardAdapter, mapCardPayment, verifyCardSignature } from './card-adapter.ts';

const config = { baseUrl: 'http://card.test/card', apiKey: 'k', webhookSecret: 'secret', timeoutMs: 500 };
const sign = (body: string, t: number) =>
  `t=${t},v1=${createHmac('sha256', 'secret').update(`${t}.${body}`).digest('hex')}`;

describe('card processor adapter', () => {
  it('maps the processor statuses and keeps only token, brand and last 4', () => {
    const card = { token: 'tok_1', brand: 'VISA', last4: '4242', number: '4242424242424242' };
    expect(mapCardPayment({ id: 'cpay_1', status: 'succeeded', card })).toEqual({
      status: 'SUCCESSFUL',
      operatorReference: 'cpay_1',
      card: { token: 'tok_1', brand: 'VISA', last4: '4242' },
    });
    expect(
      mapCardPayment({ id: 'cpay_1', status: 'requires_payment', hosted_url: 'http://x/pay' }),
    ).toMatchObject({
      status: 'PENDING',
      action: { type: 'redirect', url: 'http://x/pay' },
    });
    expect(mapCardPayment({ id: 'cpay_1', status: 'requires_action' }).status).toBe('PENDING');
    for (const [code, ours] of [
      ['card_declined', 'CARD_DECLINED'],
      ['insufficient_funds', 'INSUFFICIENT_FUNDS'],
      ['authentication_failed', 'AUTHENTICATION_FAILED'],
      ['cancelled', 'REFUSED_BY_CUSTOMER'],
      ['something_else', 'OPERATOR_ERROR'],
    ]) {
      expect(mapCardPayment({ id: 'cpay_1', status: 'failed', failure: { code } }).reason?.code).toBe(ours);
    }
    expect(mapCardPayment({ status: 'weird' }).status).toBe('UNKNOWN');
  });

  it('answers UNKNOWN, never FAILED, when the processor cannot be reached', async () => {
    const adapter = new CardAdapter(config, async () => {
      throw new TypeError('fetch failed');
    });
    const result = await adapter.collect({
      reference: 'txn_1',
      amount: 1000n,
      msisdn: '',
      description: 'x',
      callbackUrl: 'http://app/cb',
      returnUrl: 'http://app/checkout/card/txn_1',
    });
    expect(result.status).toBe('UNKNOWN');
    expect((await adapter.collectionStatus('txn_1')).status).toBe('UNKNOWN');
  });

  it('accepts a notification only with a fresh, valid Card-Signature', () => {
    const body = JSON.stringify({ type: 'payment.succeeded', data: { reference: 'txn_1' } });
    const now = 1_800_000_000_000;
    const t = now / 1000;
    expect(verifyCardSignature('secret', sign(body, t), body, now)).toBe(true);
    expect(verifyCardSignature('secret', sign(body, t), `${body} `, now)).toBe(false);
    expect(verifyCardSignature('secret', sign(body, t - 600), body, now)).toBe(false);
    expect(verifyCardSignature('secret', undefined, body, now)).toBe(false);
    const adapter = new CardAdapter(config, fetch, () => now);
    expect(adapter.readCallback({ 'card-signature': sign(body, t) }, body)).toEqual({
      reference: 'txn_1',
      kind: 'collection',
    });
    expect(adapter.readCallback({ 'card-signature': 't=1,v1=00' }, body)).toBeNull();
  });
});
