import { commissionApplies, commissionsOf } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import type { TransactionRow } from '../collections/transactions-repository.ts';
import { type CommissionHolder, commissionAccount } from '../ledger/commission-account-repository.ts';
import { platformAccount, platformShard } from '../ledger/platform-account.ts';
import { postEntries } from '../ledger/post-entries.ts';
import type { PostEntryInput } from '../ledger/post-entry.ts';
import { type CommissionTermRow, findTermsOfMerchants, insertAccruals } from './commissions-repository.ts';

const ORDER = { agent: 0, referral: 1 } as const;

export const holderOf = (term: Pick<CommissionTermRow, 'kind' | 'sponsorMerchantId' | 'agentUserId'>) =>
  (term.kind === 'agent'
    ? { userId: term.agentUserId! }
    : { merchantId: term.sponsorMerchantId! }) as CommissionHolder;

/**
 * The settlement hook of commissions, in the settlement's transaction: for each successful LIVE
 * collection of a merchant with a sponsor or an agent whose period runs (from the merchant's
 * validation), the share of the platform fee (domain `commissionsOf`: agent first, never more
 * than the fee in all) moves from the platform's fee account (the shard the collection's fee
 * went to) to the beneficiary's commission account, one ledger entry per collection and
 * beneficiary (key `commission:<transaction>:<kind>`, so never twice), and an accrual row for
 * the boards. Sandbox collections earn nothing.
 */
export async function accrueCommissions(tx: Db, settled: TransactionRow[]): Promise<void> {
  const live = settled.filter((row) => row.mode === 1 && row.fee > 0n && row.status === 'SUCCESSFUL');
  if (live.length === 0) return;
  const terms = await findTermsOfMerchants(tx, [...new Set(live.map((row) => row.merchantId))]);
  if (terms.length === 0) return;
  const accounts = new Map<string, string>();
  const accountOf = async (key: string, load: () => Promise<{ id: string }>) => {
    let id = accounts.get(key);
    if (!id) {
      id = (await load()).id;
      accounts.set(key, id);
    }
    return id;
  };
  const entries: PostEntryInput[] = [];
  const accruals: Parameters<typeof insertAccruals>[1] = [];
  for (const row of live) {
    const at = row.completedAt ?? new Date();
    const mine = terms
      .filter(
        (t) => t.term.merchantId === row.merchantId && commissionApplies(t.validatedAt, t.term.months, at),
      )
      .map((t) => t.term)
      .sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
    if (mine.length === 0) continue;
    const amounts = commissionsOf(
      row.fee,
      mine.map((term) => ({ kind: term.kind, bps: term.rateBps })),
    );
    for (const [i, term] of mine.entries()) {
      const amount = amounts[i]!;
      if (amount <= 0n) continue;
      const holder = holderOf(term);
      const shard = platformShard(tx);
      const fees = await accountOf(`fees:${shard}`, () =>
        platformAccount(tx, 1, 'platform_fees', undefined, shard),
      );
      const target = await accountOf(JSON.stringify(holder), () => commissionAccount(tx, 1, holder));
      entries.push({
        kind: 'commission.accrued',
        reference: row.reference,
        idempotencyKey: `commission:${row.id}:${term.kind}`,
        mode: 1,
        merchantId: row.merchantId,
        shopId: null,
        metadata: { commission: term.kind, rate_bps: term.rateBps, fee: row.fee.toString() },
        postings: [
          { account: fees, amount: -amount },
          { account: target, amount },
        ],
      });
      accruals.push({
        id: newId('cac'),
        transactionId: row.id,
        kind: term.kind,
        merchantId: row.merchantId,
        sponsorMerchantId: term.sponsorMerchantId,
        agentUserId: term.agentUserId,
        mode: 1,
        collectionAmount: row.amount,
        fee: row.fee,
        rateBps: term.rateBps,
        amount,
        createdAt: at,
      });
    }
  }
  if (entries.length === 0) return;
  // A replayed settlement inserts no accrual and its entries answer the first ones.
  await insertAccruals(tx, accruals);
  await postEntries(tx, entries);
}
