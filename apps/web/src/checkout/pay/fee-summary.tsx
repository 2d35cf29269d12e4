import { applyRate, formatMoney } from '@platform/domain';
import type { CheckoutSessionView } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';

/** What the customer pays on a network (or by card, bps = card rate): the fee shown when it is theirs. */
export function totalFor(session: CheckoutSessionView, amount: number, bps: number) {
  // The platform's one rounding rule (packages/domain), as the server charges it.
  const fee = Number(applyRate(BigInt(amount), bps)) + session.fee_rule.fixed;
  return { fee, total: session.fee_paid_by === 'customer' ? amount + fee : amount };
}

export function FeeSummary({
  session,
  amount,
  bps,
}: {
  session: CheckoutSessionView;
  amount: number | null;
  bps: number;
}) {
  const { t, locale } = useI18n();
  if (amount === null) return null;
  const { fee, total } = totalFor(session, amount, bps);
  if (session.fee_paid_by !== 'customer') return <p className="muted">{t('pay.feePaidByMerchant')}</p>;
  return (
    <dl className="summary" aria-live="polite">
      <div>
        <dt>{t('pay.amount')}</dt>
        <dd>{formatMoney(amount, locale)}</dd>
      </div>
      <div>
        <dt>{t('pay.fee')}</dt>
        <dd>{formatMoney(fee, locale)}</dd>
      </div>
      <div className="total">
        <dt>{t('pay.total')}</dt>
        <dd>{formatMoney(total, locale)}</dd>
      </div>
      <p className="muted">{t('pay.feePaidByCustomer')}</p>
    </dl>
  );
}
