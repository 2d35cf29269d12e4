import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type CheckoutPaymentView, checkoutApi } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';

// Loaded only when an operator asks for a QR code: not part of the page's first load.
const QrCode = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** After this long without a final answer, the page says "still waiting" (never a failure). */
const STILL_WAITING_MS = 45_000;

function nextDelay(elapsedMs: number): number {
  if (elapsedMs < 60_000) return 3_000;
  if (elapsedMs < 5 * 60_000) return 6_000;
  return 15_000;
}

type Props = {
  sessionId: string;
  payment: CheckoutPaymentView;
  onFinal: (payment: CheckoutPaymentView) => void;
};

/**
 * Follows an attempt until it is final: what the operator asks the customer to do (approve the
 * USSD push, go to the wallet's page, scan a QR), with a live status that polls the API. A
 * timeout stays "still waiting"; a late success is picked up whenever it comes.
 */
export function PaymentProgress({ sessionId, payment: initial, onFinal }: Props) {
  const { t, locale } = useI18n();
  const [payment, setPayment] = useState(initial);
  const [offline, setOffline] = useState(false);
  // Once the operator has not answered in time, the page keeps saying "still waiting" until the end.
  const [late, setLate] = useState(initial.waiting);
  const started = useRef(Date.now());
  const finalRef = useRef(onFinal);
  finalRef.current = onFinal;

  useEffect(() => {
    if (payment.status !== 'PENDING') {
      finalRef.current(payment);
      return;
    }
    const timer = window.setTimeout(
      async () => {
        try {
          const next = await checkoutApi.payment(locale, sessionId, payment.reference);
          setOffline(false);
          if (next.waiting) setLate(true);
          setPayment(next);
        } catch {
          setOffline(true);
          setPayment((p) => ({ ...p }));
        }
      },
      nextDelay(Date.now() - started.current),
    );
    return () => window.clearTimeout(timer);
  }, [payment, sessionId, locale]);

  const still = late || payment.waiting || Date.now() - started.current > STILL_WAITING_MS;
  const action = payment.action;
  return (
    <section className="progress" aria-live="polite" aria-busy={payment.status === 'PENDING'}>
      {action?.type === 'redirect' ? (
        <>
          <p>{t('wait.redirect')}</p>
          <a className="button" href={action.url}>
            {t('wait.redirectButton')}
          </a>
        </>
      ) : action?.type === 'qr' ? (
        <>
          <p>{t('wait.qr')}</p>
          <Suspense fallback={<code className="qr-data">{action.data}</code>}>
            <QrCode value={action.data} size={220} title={t('wait.qr')} />
          </Suspense>
        </>
      ) : action?.type === 'otp' ? (
        <p>{t('wait.otp')}</p>
      ) : (
        <p>{t('wait.ussd')}</p>
      )}
      <p className="status">
        <span className="spinner" aria-hidden="true" /> {still ? t('wait.stillWaiting') : t('wait.live')}
      </p>
      {offline ? <p className="error">{t('errors.network')}</p> : null}
    </section>
  );
}
