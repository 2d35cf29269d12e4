import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import type { Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { payouts, transactions } from '../src/platform/db/schema/index.ts';
import { json, loginAs } from './helper.ts';

type Shop = { id: string; merchantId: string; mode: number };

/** A collection row as the write path leaves it, with a chosen creation time and final state. */
export async function insertPayment(
  db: Db,
  shop: Shop,
  p: {
    at: string | Date;
    operator?: string;
    amount: number;
    fee?: number;
    status?: string;
    phone?: string;
    firstName?: string;
  },
) {
  const fee = BigInt(p.fee ?? 0);
  const amount = BigInt(p.amount);
  const at = new Date(p.at);
  const [row] = await db
    .insert(transactions)
    .values({
      id: newId('txn'),
      reference: newId('ref'),
      merchantId: shop.merchantId,
      shopId: shop.id,
      mode: shop.mode,
      operator: p.operator ?? 'mtn',
      phoneNumber: p.phone ?? '2290197000000',
      amount,
      fee,
      customerPays: amount,
      merchantReceives: amount - fee,
      status: p.status ?? 'SUCCESSFUL',
      firstName: p.firstName ?? null,
      createdAt: at,
      updatedAt: at,
      completedAt: p.status === 'PENDING' ? null : at,
    })
    .returning();
  return row!;
}

/** A payout row with a chosen creation time and state. */
export async function insertPayout(
  db: Db,
  shop: Shop,
  p: { at: string | Date; network?: string; amount: number; fee?: number; status?: string },
) {
  const at = new Date(p.at);
  const [row] = await db
    .insert(payouts)
    .values({
      id: newId('po'),
      reference: newId('pref'),
      merchantId: shop.merchantId,
      shopId: shop.id,
      mode: shop.mode,
      sourceKind: 'single',
      phoneNumber: '2290197000011',
      network: p.network ?? 'mtn',
      amount: BigInt(p.amount),
      fee: BigInt(p.fee ?? 0),
      status: p.status ?? 'SUCCESSFUL',
      idempotencyKey: newId('idem'),
      createdAt: at,
      updatedAt: at,
      completedAt: p.status === 'PENDING' ? null : at,
    })
    .returning();
  return row!;
}

/** An access token of a demo account. */
export async function tokenOf(app: FastifyInstance, email: string) {
  return json<{ token: string }>(await loginAs(app, email, DEMO_PASSWORD)).token;
}
