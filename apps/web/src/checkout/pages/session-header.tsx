import { formatMoney } from '@platform/domain';
import { useEffect } from 'react';
import type { CheckoutSessionView } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';

/** Who is paid, for what, how much: in the shop's colour, with its logo and support contact. */
export function SessionHeader({ session }: { session: CheckoutSessionView }) {
  const { t, locale } = useI18n();
  const { color, logo_url, support_phone, support_email } = session.branding;
  useEffect(() => {
    document.documentElement.style.setProperty('--brand', color);
  }, [color]);
  return (
    <div className="head">
      {logo_url ? <img className="shop-logo" src={logo_url} alt={session.shop_name} /> : null}
      <p className="muted">{t('pay.to', { merchant: session.merchant_name })}</p>
      <h1>{session.shop_name}</h1>
      {session.description ? <p>{session.description}</p> : null}
      {session.amount !== null ? <p className="amount">{formatMoney(session.amount, locale)}</p> : null}
      {support_phone || support_email ? (
        <p className="muted support" data-testid="support-contact">
          {t('pay.support')} {[support_phone, support_email].filter(Boolean).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
