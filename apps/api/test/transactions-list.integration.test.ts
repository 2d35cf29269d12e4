import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
beforeAll(async () => {
  h = await buildCollectionsApp();
  await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: h.liveShop.id, amount: 12_000, phoneNumber: '0197000000', description: 'Facture 9' },
    headers: { authorization: `Bearer ${h.liveKey}` },
  });
});
afterAll(() => h.close());

const readAll = async (email: string, payload: object) => {
  const { token } = json<{ token: string }>(await loginAs(h.app, email, DEMO_PASSWORD));
  return h.app.inject({
    method: 'POST',
    url: '/api/transactions/readall',
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
};

describe('POST /api/transactions/readall', () => {
  it("answers the spec's queryset and pager for the owner", async () => {
    const response = await readAll('marchand@demo.local', { shop: h.liveShop.id, mode: 1 });
    expect(response.statusCode).toBe(200);
    const body = json<{ queryset: Record<string, unknown>[]; pager: { totalItems: number } }>(response);
    expect(body.pager.totalItems).toBe(1);
    expect(body.queryset[0]).toMatchObject({
      amount: 12_000,
      commission_amount: 204,
      phoneNumber: '2290197000000',
      type: 'Paiement',
      description: 'Facture 9',
      reseau: 'mtn',
    });
    expect(body.queryset[0]?.status).toMatch(/^(PENDING|SUCCESSFUL)$/);
  });

  it('keeps a SUBADMIN with only the payout permission away from transactions', async () => {
    const response = await readAll('equipe@demo.local', { shop: h.liveShop.id, mode: 1 });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({
      code: 'FORBIDDEN',
      message: "Vous n'êtes pas autorisé à accéder à cette partie.",
    });
  });

  it("answers 404 for another merchant's shop and refuses the other mode", async () => {
    const foreign = await readAll('nouveau@demo.local', { shop: h.liveShop.id });
    expect(foreign.statusCode).toBe(404);
    const otherMode = await readAll('marchand@demo.local', { shop: h.liveShop.id, mode: 0 });
    expect(otherMode.statusCode).toBe(403);
    expect(json(otherMode)).toMatchObject({ code: 'MODE_MISMATCH' });
  });
});
