import { createPaymentLinkBody } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { emptyLinkForm, toLinkPayload } from './link-form.ts';

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
});
