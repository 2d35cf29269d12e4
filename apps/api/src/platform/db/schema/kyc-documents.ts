import { bigint, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * Identity documents uploaded at sign-up or on /validation; the file lives under the uploads
 * directory. Staff review each one: SUBMITTED → ACCEPTED or REFUSED (with the reason the merchant
 * sees); a re-sent document REPLACES the refused one.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** SUBMITTED, ACCEPTED, REFUSED or REPLACED (by a newer document of the same kind). */
    status: text('status').notNull().default('SUBMITTED'),
    refusalReason: text('refusal_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** The date an identity document stops being valid (conformity re-review before it). */
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_documents_merchant_idx').on(t.merchantId)],
);
