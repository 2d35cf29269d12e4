import { formatMoney } from '@platform/domain';
import { useEffect, useState } from 'react';
import type { CheckoutSessionView } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';
import { localizedPath, navigate } from '../lib/router.ts';
import { PaymentProgress } from '../pay/payment-progress.tsx';

/** Seconds before the customer is sent back to the merchant's return_url after a success. */
export const RETURN_COUNTDOWN_SECONDS = 5;

/** The merchant's return address, with what happened (the merchant checks it by API or webhook). */
export function returnUrlOf(session: CheckoutSessionView, status: 'successful' | 'failed'): string | null {
  const raw = status === 'successful' ? session.return_url : (session.cancel_url ?? session.return_url);
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('checkout_session', session.id);
    url.searchParams.set('status', status);
    if (session.payment) url.searchParams.set('reference', session.payment.reference);
    return url.toString();
  } catch {
    return null;
  }
}

function Success({ session }: { session: CheckoutSessionView }) {
  const { t, locale } = useI18n();
  const target = returnUrlOf(session, 'successful');
  const [seconds, setSeconds] = useState(RETURN_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (!target) return;
    if (seconds <= 0) {
      window.location.assign(target);
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, target]);
  const payment = session.payment;
  const amount = payment?.customer_pays ?? session.amount ?? 0;
  return (
    <section className="end success" role="status">
      <p className="big" aria-hidden="true">
        ✓
      </p>
      <h1>{t('end.successTitle')}</h1>
      <p>{t('end.successText', { amount: formatMoney(amount, locale), merchant: session.merchant_name })}</p>
      {payment ? <p className="muted">{t('end.reference', { reference: payment.reference })}</p> : null}
      {payment?.card ? <p className="muted">{t('end.paidWithCard', payment.card)}</p> : null}
      {target ? (
        <>
          <p aria-live="polite">{t('end.redirectIn', { seconds: Math.max(seconds, 0) })}</p>
          <a className="button primary" href={target}>
            {t('end.redirectNow')}
          </a>
        </>
      ) : null}
    </section>
  );
}

/** The end of a session: success (then back to the merchant), failure (retry), waiting, expired. */
export function EndView({ session, onRetry }: { session: CheckoutSessionView; onRetry: () => void }) {
  const { t, locale } = useI18n();
  if (session.status === 'paid') return <Success session={session} />;
  if (session.payment?.status === 'PENDING')
    return <PaymentProgress sessionId={session.id} payment={session.payment} onFinal={onRetry} />;
  if (session.status === 'expired')
    return (
      <section className="end" role="alert">
        <h1>{t('end.failTitle')}</h1>
        <p>{t('errors.expired')}</p>
      </section>
    );
  const reason = session.payment?.reason;
  const cancel = returnUrlOf(session, 'failed');
  const retry = localizedPath(locale, `/checkout?session=${encodeURIComponent(session.id)}`);
  return (
    <section className="end failure" role="alert">
      <p className="big" aria-hidden="true">
        ✕
      </p>
      <h1>{t('end.failTitle')}</h1>
      {reason ? (
        <p>
          {t(`reasons.${reason}`) === `reasons.${reason}`
            ? t('reasons.OPERATOR_ERROR')
            : t(`reasons.${reason}`)}
        </p>
      ) : null}
      <p className="muted">{t('end.failText')}</p>
      <a
        className="button primary"
        href={retry}
        onClick={(e) => {
          e.preventDefault();
          navigate(retry);
        }}
      >
        {t('end.retry')}
      </a>
      {cancel ? (
        <a className="button secondary" href={cancel}>
          {t('end.cancel')}
        </a>
      ) : null}
    </section>
  );
}
