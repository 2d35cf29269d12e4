import type { PaymentLinkView } from '@platform/contracts';
import { createPaymentLinkBody } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { emptyLinkForm, linkFormOf, toLinkPatch, toLinkPayload } from './link-form.ts';

describe('link form', () => {
  it('refuses an empty form with the spec messages', () => {
    const result = createPaymentLinkBody.safeParse(emptyLinkForm('shp_1', 'link'));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('title');
    expect(paths).toContain('amount');
  });

  it('sends a fixed amount as digits and a free amount as null', () => {
    const fixed = createPaymentLinkBody.parse({
      ...emptyLinkForm('shp_1', 'link'),
      title: 'Sac',
      amount: '5000',
    });
    expect(toLinkPayload(fixed)).toMatchObject({ amount: '5000', reusable: true, kind: 'link' });
    const free = createPaymentLinkBody.parse({
      ...emptyLinkForm('shp_1', 'link'),
      title: 'Don',
      amount: null,
    });
    expect(toLinkPayload(free).amount).toBeNull();
  });

  it('sends a quick link with its customer and no empty contact', () => {
    const quick = createPaymentLinkBody.parse({
      ...emptyLinkForm('shp_1', 'quicklink'),
      title: 'Facture',
      amount: 1200,
      customer: { name: 'Ama', phone: '', email: 'ama@example.com' },
    });
    expect(toLinkPayload(quick).customer).toEqual({
      name: 'Ama',
      phone: undefined,
      email: 'ama@example.com',
    });
  });

  const link = (payments: number): PaymentLinkView => ({
    _id: 'lnk_1',
    kind: 'link',
    shop: 'shp_1',
    title: 'Sac',
    description: null,
    amount: 5000,
    reusable: true,
    expires_at: '2020-01-01T00:00:00.000Z',
    enabled: true,
    state: 'expired',
    collect: { name: false, email: false, phone: false },
    return_url: null,
    customer: null,
    path: '/checkout/link/lnk_1',
    created_at: '2019-01-01T00:00:00.000Z',
    stats: { views: 3, payments, amount_collected: payments * 5000 },
  });

  it('edits a link: the expiry only when changed, amount and usage only while unpaid', () => {
    const unpaid = link(0);
    const values = createPaymentLinkBody.parse({
      ...linkFormOf(unpaid),
      title: 'Sac en pagne',
      amount: '6000',
    });
    expect(toLinkPatch(values, unpaid)).toEqual({
      title: 'Sac en pagne',
      description: '',
      return_url: '',
      collect: { name: false, email: false, phone: false },
      amount: '6000',
      reusable: true,
    });
    const paid = link(2);
    const patch = toLinkPatch(createPaymentLinkBody.parse(linkFormOf(paid)), paid);
    expect(patch).not.toHaveProperty('amount');
    expect(patch).not.toHaveProperty('reusable');
    expect(patch).not.toHaveProperty('expires_at');
  });
});
