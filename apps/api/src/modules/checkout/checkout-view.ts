import type { CheckoutPaymentView, CheckoutSessionView } from '@platform/contracts';
import {
  collectionRateBps,
  DEFAULT_BRAND_COLOR,
  MAX_AMOUNT_EXCLUSIVE,
  MIN_AMOUNT,
  OPERATOR_CODES,
  OPERATORS,
} from '@platform/domain';
import { publicStatus } from '../collections/collection-states.ts';
import type { TransactionRow } from '../collections/transactions-repository.ts';
import type { ShopRow } from '../shops/shops-repository.ts';
import type { CheckoutPaymentRow, CheckoutSessionRow } from './checkout-repository.ts';

/** USSD codes the customer dials to get a one-time code on OTP networks. */
export const OTP_USSD_CODES: Readonly<Partial<Record<string, string>>> = {
  orange_ci: '#144*82#',
  orange_sn: '#144#391#',
};

/** The status a session shows now: an open one past its expiry is expired. */
export function sessionStatus(session: CheckoutSessionRow, now = new Date()): 'open' | 'paid' | 'expired' {
  if (session.status === 'paid') return 'paid';
  if (session.status === 'expired') return 'expired';
  if (session.expiresAt && session.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

const ACTIONS = new Set(['ussd_push', 'redirect', 'otp', 'qr']);

export function toPaymentView(
  row: TransactionRow,
  payment: CheckoutPaymentRow | undefined,
): CheckoutPaymentView {
  const action = row.action && ACTIONS.has(String(row.action.type)) ? row.action : null;
  return {
    reference: row.reference,
    method: row.type === 'CARD' ? 'card' : 'mobile',
    network: row.operator,
    status: publicStatus(row.status),
    waiting: row.status === 'UNKNOWN' || row.status === 'CREATED',
    amount: Number(row.amount),
    fee: Number(row.fee),
    customer_pays: Number(row.customerPays),
    action: action as CheckoutPaymentView['action'],
    reason: row.status === 'FAILED' ? (row.reasonCode ?? 'OPERATOR_ERROR') : null,
    card:
      payment?.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
  };
}

/** A session as the public page shows it: names, amount, fee rule, networks, card, last attempt. */
export function toSessionView(
  session: CheckoutSessionRow,
  shop: ShopRow,
  merchant: { name: string; cardEnabled: boolean },
  latest: { transaction: TransactionRow; payment: CheckoutPaymentRow } | undefined,
  business?: { tradeName: string | null; supportPhone: string | null; supportEmail: string | null } | null,
): CheckoutSessionView {
  const feeShop = { taxe_collection: shop.taxeCollection, taxe_card: shop.taxeCard };
  return {
    id: session.id,
    status: sessionStatus(session),
    mode: session.mode === 1 ? 'LIVE' : 'SANDBOX',
    merchant_name: business?.tradeName ?? merchant.name,
    shop_name: shop.name,
    // The shop's look and the business's contact (settings page, issue 18).
    branding: {
      color: shop.brandColor ?? DEFAULT_BRAND_COLOR,
      logo_url: shop.logoKey ? `/api/public/shop-logos/${shop.id}?v=${shop.updatedAt.getTime()}` : null,
      support_phone: business?.supportPhone ?? null,
      support_email: business?.supportEmail ?? null,
    },
    currency: 'XOF',
    amount: session.amount === null ? null : Number(session.amount),
    amount_min: Number(MIN_AMOUNT),
    amount_max: Number(MAX_AMOUNT_EXCLUSIVE - 1n),
    description: session.description,
    collect: {
      name: session.collect?.name === true,
      email: session.collect?.email === true,
      phone: session.collect?.phone === true,
    },
    customer: {
      first_name: session.customer?.firstName ?? null,
      last_name: session.customer?.lastName ?? null,
      email: session.customer?.email ?? null,
    },
    fee_paid_by: shop.withoutTaxe ? 'customer' : 'merchant',
    fee_rule: {
      fixed: shop.amountFixe && shop.fixeAmount ? Number(shop.fixeAmount) : 0,
      card_bps: collectionRateBps('card', feeShop),
    },
    networks: OPERATOR_CODES.map((code) => {
      const info = OPERATORS[code];
      return {
        code,
        name: info.displayName,
        country: info.country,
        dial_code: info.dialCode,
        action: info.action,
        ussd_code: OTP_USSD_CODES[code] ?? null,
        rate_bps: collectionRateBps(code, feeShop),
      };
    }),
    card_enabled: merchant.cardEnabled,
    return_url: session.returnUrl,
    cancel_url: session.cancelUrl,
    expires_at: session.expiresAt?.toISOString() ?? null,
    paid_at: session.paidAt?.toISOString() ?? null,
    payment: latest ? toPaymentView(latest.transaction, latest.payment) : null,
  };
}
