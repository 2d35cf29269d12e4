import type { SampleDataResponse } from '@platform/contracts';
import type { Locale } from '@platform/domain';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  claimIdempotencyKey,
  getIdempotencyKey,
  reclaimIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentStatus,
} from '../../platform/http/idempotency-repository.ts';
import { createCollection } from '../collections/create-collection.ts';
import { reconcileTransaction } from '../collections/reconcile-transaction.ts';
import { createCustomer } from '../customers/create-customer.ts';
import { findExistingPhones } from '../customers/customers-repository.ts';
import { createPaymentLink } from '../payment-links/create-payment-link.ts';
import { createPayout } from '../payouts/create-payout.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { SAMPLE_TEXTS } from './sample-texts.ts';

type Ctx = { merchantId: string; mode: 0 | 1; userId: string; country: string | null };

/** The key that makes a second click a no-op (per shop and mode, in the idempotency table). */
const KEY = 'platform:sample-data';
/** How long a fill may run before another click may take over (a crashed fill). */
const LEASE_SECONDS = 120;

/**
 * The collections of the sample, on the simulator's test numbers (the last two digits choose the
 * outcome: 00 success, 01 insufficient funds, 05 pending then success): MTN, Moov and Celtiis in
 * Benin, Moov in Togo.
 */
const COLLECTIONS = [
  { network: 'mtn', phone: '0197000000', amount: 15_000n, first: 'Afi', last: 'Dossou', text: 0 },
  { network: 'moov', phone: '0195000000', amount: 8_500n, first: 'Koffi', last: 'Mensah', text: 1 },
  { network: 'celtiis_bj', phone: '0140000000', amount: 5_000n, first: 'Rachida', last: 'Bello', text: 2 },
  { network: 'moov_tg', phone: '98000000', amount: 12_000n, first: 'Aminata', last: 'Diallo', text: 3 },
  { network: 'mtn', phone: '0197000001', amount: 20_000n, first: 'Serge', last: 'Ahouansou', text: 4 },
  { network: 'mtn', phone: '0197000005', amount: 7_500n, first: 'Afi', last: 'Dossou', text: 5 },
] as const;

/**
 * Fills the caller's sandbox shop with realistic activity in one click, through the services a
 * merchant's own actions use: collections on several networks (successes settled at once by the
 * status query, a failure, one still pending that the collection checker finishes), the customers
 * those payments record plus one added by hand, a payout held from the balance they made (the
 * payout checker sends it), and a payment link. The ledger stays balanced because nothing is
 * written around the services. Refused outside the sandbox; a second click (or a concurrent one)
 * adds nothing.
 */
export async function fillSampleData(
  deps: AppDeps & { log: FastifyBaseLogger },
  ctx: Ctx,
  shopId: string,
  locale: Locale,
): Promise<SampleDataResponse> {
  if (ctx.mode !== 0) throw new AppError('SAMPLE_DATA_SANDBOX_ONLY');
  const shop = await getShopForMerchant(deps.db, shopId, ctx.merchantId, 0);
  if (shop?.status !== 'active') throw new AppError('SHOP_NOT_FOUND');
  const none = { transactions: 0, customers: 0, payouts: 0, links: 0 };

  const leaseToken = newId('lease');
  const claimed = await claimIdempotencyKey(
    deps.db,
    {
      id: newId('idk'),
      shopId: shop.id,
      mode: 0,
      key: KEY,
      requestHash: 'sample-data',
      leaseToken,
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
    },
    LEASE_SECONDS,
  );
  const key = await getIdempotencyKey(deps.db, shop.id, 0, KEY);
  if (!key) throw new Error('sample-data key vanished');
  if (!claimed) {
    // Done already, or under way in another request: nothing more. A fill that died keeps nothing
    // claimed past its lease: this click takes it over.
    const takeOver = key.leaseOver && key.row.responseStatus === null;
    if (!takeOver || !(await reclaimIdempotencyKey(deps.db, key.row.id, leaseToken, LEASE_SECONDS))) {
      return { created: false, ...none };
    }
  }

  const counts = { ...none };
  let wrote = false;
  try {
    const texts = SAMPLE_TEXTS[locale];
    const scope = {
      merchantId: ctx.merchantId,
      shopId: shop.id,
      mode: 0 as const,
      source: 'dashboard',
      shop,
    };

    const phones = new Set<string>();
    const customer = await createCustomer(
      deps.db,
      { merchantId: ctx.merchantId, mode: 0, country: ctx.country },
      {
        shop: shop.id,
        // International: the merchant's own country may not be Benin.
        phone_number: '+229 01 66 00 00 00',
        first_name: 'Yao',
        last_name: 'Agbodjan',
        email: 'yao.agbodjan@example.com',
        notes: texts.customerNote,
      },
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'CUSTOMER_EXISTS') return null;
      throw error;
    });
    if (customer) {
      wrote = true;
      phones.add(customer.phoneNumber);
    }

    for (const sample of COLLECTIONS) {
      const row = await createCollection(deps, scope, sample.network, {
        shop: shop.id,
        amount: sample.amount,
        phoneNumber: sample.phone,
        description: texts.orders[sample.text],
        first_name: sample.first,
        last_name: sample.last,
      });
      // What the collection checker would do a few seconds later: ask the operator and settle.
      await reconcileTransaction(deps.db, deps.operators, deps.config.appUrl, row.id);
      phones.add(row.phoneNumber);
      wrote = true;
      counts.transactions += 1;
    }
    // The customer added by hand and those the successful payments recorded.
    counts.customers = (await findExistingPhones(deps.db, shop.id, 0, [...phones])).size;

    try {
      await createPayout(deps, {
        merchantId: ctx.merchantId,
        shopId: shop.id,
        mode: 0,
        phoneNumber: '0197000000',
        network: 'mtn',
        amount: 10_000n,
        motif: texts.payoutMotif,
        source: { kind: 'single' },
        reference: `sample-${shop.id}`,
        createdBy: ctx.userId,
      });
      counts.payouts += 1;
    } catch (error) {
      // The balance the sample made is not there yet (an operator slower than usual): the rest stays.
      if (
        !(error instanceof AppError && ['INSUFFICIENT_BALANCE', 'PAYOUT_REFERENCE_USED'].includes(error.code))
      ) {
        throw error;
      }
      deps.log.warn({ shop: shop.id, code: error.code }, 'sample data: no payout');
    }

    await createPaymentLink(deps.db, ctx, {
      shop: shop.id,
      kind: 'link',
      title: texts.linkTitle,
      description: texts.linkDescription,
      amount: 10_000n,
      reusable: true,
      collect: { name: true, email: false, phone: true },
    });
    counts.links += 1;
  } catch (error) {
    // Refused before anything was written: the next click may try again at once.
    if (!wrote) await releaseIdempotencyKey(deps.db, key.row.id, leaseToken);
    throw error;
  }
  await saveIdempotentStatus(deps.db, key.row.id, 201);
  return { created: true, ...counts };
}
