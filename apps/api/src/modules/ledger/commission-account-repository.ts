import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { ledgerAccounts } from '../../platform/db/schema/index.ts';
import { insertAccountsIfMissing, type LedgerAccountRow } from './ledger-repository.ts';

/** Who holds a commission account: a sponsoring merchant or a commercial agent (a staff user). */
export type CommissionHolder = { merchantId: string } | { userId: string };

const kindOf = (holder: CommissionHolder) =>
  'merchantId' in holder ? ('referral_commission' as const) : ('agent_commission' as const);

function holderIs(holder: CommissionHolder) {
  return 'merchantId' in holder
    ? eq(ledgerAccounts.merchantId, holder.merchantId)
    : eq(ledgerAccounts.userId, holder.userId);
}

/** The commission account of a holder in a mode, if it was ever created. */
export async function findCommissionAccount(
  db: Db,
  mode: 0 | 1,
  holder: CommissionHolder,
): Promise<LedgerAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.mode, mode), eq(ledgerAccounts.kind, kindOf(holder)), holderIs(holder)))
    .limit(1);
  return row;
}

/**
 * The commission account of a sponsoring merchant (`referral_commission`, no shop) or of a
 * commercial agent (`agent_commission`, its user), created on first use (race-safe: one per
 * holder, kind and mode). It may go below zero: a refund can take back a commission already
 * moved out, and the next commissions make up for it.
 */
export async function commissionAccount(
  tx: Db,
  mode: 0 | 1,
  holder: CommissionHolder,
): Promise<LedgerAccountRow> {
  const found = await findCommissionAccount(tx, mode, holder);
  if (found) return found;
  await insertAccountsIfMissing(tx, [
    {
      id: newId('lac'),
      mode,
      kind: kindOf(holder),
      merchantId: 'merchantId' in holder ? holder.merchantId : null,
      userId: 'userId' in holder ? holder.userId : null,
      allowNegative: true,
    },
  ]);
  const created = await findCommissionAccount(tx, mode, holder);
  if (!created) throw new Error(`commission account of ${JSON.stringify(holder)} missing after creation`);
  return created;
}

/** The live commission balances of several agents (0 for one without an account yet). */
export async function agentCommissionBalances(db: Db, userIds: string[]): Promise<Map<string, bigint>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.mode, 1),
        eq(ledgerAccounts.kind, 'agent_commission'),
        inArray(ledgerAccounts.userId, userIds),
      ),
    );
  return new Map(rows.map((r) => [r.userId!, r.balance]));
}

/** A commission account locked until the caller's transaction ends (to move its balance). */
export async function lockCommissionAccount(
  tx: Db,
  mode: 0 | 1,
  holder: CommissionHolder,
): Promise<LedgerAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.mode, mode), eq(ledgerAccounts.kind, kindOf(holder)), holderIs(holder)))
    .for('update')
    .limit(1);
  return row;
}
