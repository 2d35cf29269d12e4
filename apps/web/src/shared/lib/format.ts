/**
 * The display forms of the signed-in app: the one home of each is packages/domain/src/format.ts
 * (money with one label in every language, phone numbers, dates), shared with the checkout, the
 * API's e-mails and receipts.
 */
export {
  formatDate,
  formatDateTime,
  formatMoney as formatAmount,
  formatNumber,
  formatPhone,
} from '@platform/domain';
