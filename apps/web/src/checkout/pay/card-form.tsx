import { amountError, formatMoney } from '@platform/domain';
import { type FormEvent, useState } from 'react';
import { CheckoutApiError, type CheckoutSessionView, checkoutApi } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';
import { FeeSummary } from './fee-summary.tsx';

type Field = 'amount' | 'first_name' | 'last_name' | 'email' | 'form';
const AMOUNT_KEYS = {
  required: 'required',
  format: 'amountFormat',
  betweenMin: 'amountMin',
  betweenMax: 'amountMax',
};

/**
 * The card step of a session: the amount when free, the details the merchant asks for, the card
 * fee when the customer pays it; then the customer leaves for the processor's hosted page (our
 * pages never see a card number). Reusable on any public page with a session.
 */
export function CardForm({ session }: { session: CheckoutSessionView }) {
  const { t, locale } = useI18n();
  const [amountText, setAmountText] = useState('');
  const [customer, setCustomer] = useState({
    first_name: session.customer.first_name ?? '',
    last_name: session.customer.last_name ?? '',
    email: session.customer.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const amount = session.amount ?? (amountError(amountText) === null ? Number(amountText.trim()) : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const problem = session.amount === null ? amountError(amountText) : null;
    if (problem)
      found.amount = t(`validation.${AMOUNT_KEYS[problem]}`, {
        ip: formatMoney(session.amount_max + 1, locale),
      });
    if (session.collect.name && !customer.first_name.trim()) found.first_name = t('validation.required');
    if (session.collect.name && !customer.last_name.trim()) found.last_name = t('validation.required');
    if (session.collect.email && !customer.email.trim()) found.email = t('validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const payment = await checkoutApi.payCard(locale, session.id, {
        ...(session.amount === null && amount !== null ? { amount } : {}),
        ...(customer.first_name ? { first_name: customer.first_name } : {}),
        ...(customer.last_name ? { last_name: customer.last_name } : {}),
        ...(customer.email ? { email: customer.email } : {}),
      });
      if (payment.action?.type === 'redirect') window.location.assign(payment.action.url);
      else setErrors({ form: t('errors.generic') });
    } catch (failure) {
      const error = failure instanceof CheckoutApiError ? failure : null;
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const detail of error?.details ?? []) fieldErrors[detail.path as Field] = detail.message;
      if (Object.keys(fieldErrors).length === 0)
        fieldErrors.form =
          error?.code === 'NETWORK' ? t('errors.network') : error?.message || t('errors.generic');
      setErrors(fieldErrors);
      setBusy(false);
    }
  }

  const text = (
    key: 'first_name' | 'last_name' | 'email',
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <div className="field">
      <label htmlFor={`cc-${key}`}>{label}</label>
      <input
        id={`cc-${key}`}
        type={type}
        autoComplete={autoComplete}
        value={customer[key]}
        aria-invalid={errors[key] ? true : undefined}
        onChange={(e) => setCustomer({ ...customer, [key]: e.target.value })}
      />
      {errors[key] ? <p className="error">{errors[key]}</p> : null}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate>
      <h2>{t('card.title')}</h2>
      <p>{t('card.text')}</p>
      {session.amount === null ? (
        <div className="field">
          <label htmlFor="cc-amount">{t('pay.amountLabel')}</label>
          <input
            id="cc-amount"
            inputMode="numeric"
            value={amountText}
            aria-invalid={errors.amount ? true : undefined}
            onChange={(e) => setAmountText(e.target.value)}
          />
          {errors.amount ? <p className="error">{errors.amount}</p> : null}
        </div>
      ) : null}
      {session.collect.name ? text('first_name', t('pay.firstName'), 'text', 'given-name') : null}
      {session.collect.name ? text('last_name', t('pay.lastName'), 'text', 'family-name') : null}
      {session.collect.email ? text('email', t('pay.email'), 'email', 'email') : null}
      <FeeSummary session={session} amount={amount} bps={session.fee_rule.card_bps} />
      {errors.form ? (
        <p className="error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button className="button primary" type="submit" disabled={busy || !session.card_enabled}>
        {busy ? t('card.redirecting') : t('pay.card')}
      </button>
    </form>
  );
}
