import { useState } from 'react';
import type { CheckoutPaymentView, CheckoutSessionView } from '../lib/api.ts';
import { PayForm } from './pay-form.tsx';
import { PaymentProgress } from './payment-progress.tsx';

type Props = {
  session: CheckoutSessionView;
  /** Called once the attempt is final (SUCCESSFUL or FAILED): show the end page. */
  onFinished: (payment: CheckoutPaymentView) => void;
  /** The card page to offer (`/checkout/carde?session=…`, `/page/card/{id}`…). */
  cardHref?: string | undefined;
};

/**
 * The reusable pay component of the public checkout: phone → network → fee → operator action →
 * end. Mount it on any public page that has a checkout session (checkout, payment links, payment
 * pages). An attempt still waiting when the page is (re)opened is followed again.
 */
export function PayPanel({ session, onFinished, cardHref }: Props) {
  const resumable =
    session.payment?.status === 'PENDING' && session.payment.method === 'mobile' ? session.payment : null;
  const [payment, setPayment] = useState<CheckoutPaymentView | null>(resumable);
  if (payment) return <PaymentProgress sessionId={session.id} payment={payment} onFinal={onFinished} />;
  return <PayForm session={session} onStarted={setPayment} cardHref={cardHref} />;
}
