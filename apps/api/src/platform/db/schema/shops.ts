import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

/**
 * A shop of a merchant, per mode. Fee fields follow the spec's Shop entity: rates are integer
 * basis points (170 = 1.7 %), null meaning the network's default rate; amounts are integer XOF.
 */
export const shops = pgTable(
  'shops',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    mode: integer('mode').notNull(),
    name: text('name').notNull(),
    /** active, archived or deleted. */
    status: text('status').notNull().default('active'),
    withoutTaxe: boolean('without_taxe').notNull().default(false),
    reserveFound: integer('reserve_found'),
    taxeReserveFound: integer('taxe_reserve_found'),
    taxePayout: integer('taxe_payout'),
    payoutCommission: integer('payout_commission'),
    payoutCommissionAmount: bigint('payout_commission_amount', { mode: 'bigint' }),
    taxeCard: integer('taxe_card'),
    taxeCollection: integer('taxe_collection'),
    amountFixe: boolean('amount_fixe').notNull().default(false),
    fixeAmount: bigint('fixe_amount', { mode: 'bigint' }),
    /** Set on a suspended merchant's live shops (with `merchants.suspended_at`): no new money moves. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_merchant_mode_idx').on(t.merchantId, t.mode)],
);
