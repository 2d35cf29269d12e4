import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { ledgerAccounts } from './ledger.ts';
import { shops } from './shops.ts';

/**
 * What the dashboards read instead of summing raw rows (docs/performance.md, "Dashboards at
 * scale"): per shop, mode, UTC day of creation, kind (collection, payout, refund), network and
 * final state (SUCCESSFUL or FAILED only), the count and integer sums of the rows in that state.
 * Maintained by the triggers of migration 0034 in the transaction that changes a row's state (at
 * its commit: see `dashboard_rollup_row`), never by application code; `ledger:check` proves they
 * equal the raw sums. Net: collections what the merchant received, payouts −(amount + fee),
 * refunds −amount.
 */
export const dashboardRollups = pgTable(
  'dashboard_rollups',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    network: text('network').notNull(),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'bigint' }).notNull().default(sql`0`),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    fee: bigint('fee', { mode: 'bigint' }).notNull().default(sql`0`),
    net: bigint('net', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({
      name: 'dashboard_rollups_pk',
      columns: [t.shopId, t.mode, t.day, t.kind, t.network, t.status],
    }),
    // The back-office's totals over every shop of a mode.
    index('dashboard_rollups_mode_day_idx').on(t.mode, t.day),
  ],
);

/**
 * What the platform's fee accounts earned per UTC day and hour (of the ledger entries), one row
 * per fee account shard: the sum of their postings. Kept by a trigger on the accounts' cached
 * balance, under the lock the posting already holds on that shard.
 */
export const platformFeeRollups = pgTable(
  'platform_fee_rollups',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    mode: integer('mode').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /**
     * The UTC hour of the day (0–23), migration 0035: the back-office's rolling periods read the
     * whole hours of their partial first and last days from here, only their partial hours from
     * the postings.
     */
    hour: smallint('hour').notNull().default(0),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ name: 'platform_fee_rollups_pk', columns: [t.accountId, t.day, t.hour] }),
    index('platform_fee_rollups_mode_day_idx').on(t.mode, t.day),
  ],
);
