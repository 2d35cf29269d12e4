import { formatMoney } from '@platform/domain';
import type { CheckoutSessionView } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';

/** Who is paid, for what, how much. */
export function SessionHeader({ session }: { session: CheckoutSessionView }) {
  const { t, locale } = useI18n();
  return (
    <div className="head">
      <p className="muted">{t('pay.to', { merchant: session.merchant_name })}</p>
      <h1>{session.shop_name}</h1>
      {session.description ? <p>{session.description}</p> : null}
      {session.amount !== null ? <p className="amount">{formatMoney(session.amount, locale)}</p> : null}
    </div>
  );
}
