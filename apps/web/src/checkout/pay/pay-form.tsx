import { amountError, type Country, formatMoney, phoneMatchesOperator } from '@platform/domain';
import { type FormEvent, useState } from 'react';
import {
  CheckoutApiError,
  type CheckoutPaymentView,
  type CheckoutSessionView,
  checkoutApi,
} from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';
import { FeeSummary, totalFor } from './fee-summary.tsx';
import { PhoneFields, type PhoneValue, validPhone } from './phone-fields.tsx';

type Props = {
  session: CheckoutSessionView;
  onStarted: (payment: CheckoutPaymentView) => void;
  /** Where the card button goes (the card page of the entry); hidden when absent or cards are off. */
  cardHref?: string | undefined;
};

type Errors = Partial<
  Record<'amount' | 'phone' | 'otp' | 'first_name' | 'last_name' | 'email' | 'form', string>
>;

const AMOUNT_KEYS = {
  required: 'required',
  format: 'amountFormat',
  betweenMin: 'amountMin',
  betweenMax: 'amountMax',
};

/** The customer's form: amount when free, requested details, phone, network, fee, OTP when needed. */
export function PayForm({ session, onStarted, cardHref }: Props) {
  const { t, locale } = useI18n();
  const firstCountry = (session.networks[0]?.country ?? 'BJ') as Country;
  const [phone, setPhone] = useState<PhoneValue>({
    country: firstCountry,
    number: '',
    network: session.networks[0]?.code ?? '',
    networkChosen: false,
  });
  const [amountText, setAmountText] = useState('');
  const [customer, setCustomer] = useState({
    first_name: session.customer.first_name ?? '',
    last_name: session.customer.last_name ?? '',
    email: session.customer.email ?? '',
  });
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const network = session.networks.find((n) => n.code === phone.network);
  const typed = /^\d+$/.test(amountText.trim()) ? Number(amountText.trim()) : null;
  const amount = session.amount ?? (typed !== null && amountError(amountText) === null ? typed : null);
  const bps = network?.rate_bps ?? 0;

  function validate(): Errors {
    const found: Errors = {};
    if (session.amount === null) {
      const problem = amountError(amountText);
      if (problem)
        found.amount = t(`validation.${AMOUNT_KEYS[problem]}`, {
          ip: formatMoney(session.amount_max + 1, locale),
        });
    }
    if (session.collect.name && !customer.first_name.trim()) found.first_name = t('validation.required');
    if (session.collect.name && !customer.last_name.trim()) found.last_name = t('validation.required');
    if (session.collect.email && !customer.email.trim()) found.email = t('validation.required');
    else if (customer.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customer.email))
      found.email = t('validation.email');
    if (!phone.number.trim()) found.phone = t('validation.required');
    else if (!validPhone(phone)) found.phone = t('validation.phone');
    else if (network && !phoneMatchesOperator(phone.number, network.code))
      found.phone = t('validation.network');
    if (network?.action === 'otp' && !/^\d{4,8}$/.test(otp)) found.otp = t('validation.otp');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !network) return;
    setSending(true);
    try {
      const payment = await checkoutApi.payMobile(locale, session.id, {
        network: network.code,
        phoneNumber: phone.number,
        ...(session.amount === null && amount !== null ? { amount } : {}),
        ...(network.action === 'otp' ? { otp } : {}),
        ...(customer.first_name ? { first_name: customer.first_name } : {}),
        ...(customer.last_name ? { last_name: customer.last_name } : {}),
        ...(customer.email ? { email: customer.email } : {}),
      });
      onStarted(payment);
    } catch (error) {
      const failure = error instanceof CheckoutApiError ? error : null;
      const fieldErrors: Errors = {};
      for (const detail of failure?.details ?? []) {
        const key = detail.path === 'phoneNumber' ? 'phone' : detail.path;
        fieldErrors[key as keyof Errors] = detail.message;
      }
      if (failure?.code === 'INVALID_PHONE_NUMBER' || failure?.code === 'NETWORK_MISMATCH')
        fieldErrors.phone = failure.message;
      else if (failure?.code === 'INVALID_AMOUNT') fieldErrors.amount = failure.message;
      else if (Object.keys(fieldErrors).length === 0)
        fieldErrors.form =
          failure?.code === 'NETWORK' ? t('errors.network') : failure?.message || t('errors.generic');
      setErrors(fieldErrors);
      setSending(false);
    }
  }

  const text = (
    key: 'first_name' | 'last_name' | 'email',
    label: string,
    type = 'text',
    autoComplete = 'on',
  ) => (
    <div className="field">
      <label htmlFor={`co-${key}`}>{label}</label>
      <input
        id={`co-${key}`}
        type={type}
        autoComplete={autoComplete}
        value={customer[key]}
        aria-invalid={errors[key] ? true : undefined}
        onChange={(e) => setCustomer({ ...customer, [key]: e.target.value })}
      />
      {errors[key] ? <p className="error">{errors[key]}</p> : null}
    </div>
  );

  const total = amount !== null ? totalFor(session, amount, bps).total : null;
  return (
    <form className="pay-form" onSubmit={submit} noValidate>
      {session.amount === null ? (
        <div className="field">
          <label htmlFor="co-amount">{t('pay.amountLabel')}</label>
          <input
            id="co-amount"
            inputMode="numeric"
            value={amountText}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby="co-amount-hint"
            onChange={(e) => setAmountText(e.target.value)}
          />
          <small id="co-amount-hint">
            {t('pay.amountHint', {
              min: formatMoney(session.amount_min, locale),
              max: formatMoney(session.amount_max, locale),
            })}
          </small>
          {errors.amount ? <p className="error">{errors.amount}</p> : null}
        </div>
      ) : null}
      {session.collect.name ? text('first_name', t('pay.firstName'), 'text', 'given-name') : null}
      {session.collect.name ? text('last_name', t('pay.lastName'), 'text', 'family-name') : null}
      {session.collect.email ? text('email', t('pay.email'), 'email', 'email') : null}
      <PhoneFields session={session} value={phone} onChange={setPhone} error={errors.phone} />
      {network?.action === 'otp' ? (
        <div className="field">
          <label htmlFor="co-otp">{t('pay.otp')}</label>
          <input
            id="co-otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={otp}
            aria-describedby="co-otp-hint"
            onChange={(e) => setOtp(e.target.value.trim())}
          />
          <small id="co-otp-hint">{t('pay.otpHint', { code: network.ussd_code ?? '#144#' })}</small>
          {errors.otp ? <p className="error">{errors.otp}</p> : null}
        </div>
      ) : null}
      <FeeSummary session={session} amount={amount} bps={bps} />
      {errors.form ? (
        <p className="error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button className="button primary" type="submit" disabled={sending}>
        {sending
          ? t('pay.sending')
          : t('pay.submit', { amount: total !== null ? formatMoney(total, locale) : '' }).trim()}
      </button>
      {cardHref && session.card_enabled ? (
        <>
          <p className="or">{t('pay.or')}</p>
          <a className="button secondary" href={cardHref}>
            {t('pay.card')}
          </a>
        </>
      ) : null}
    </form>
  );
}
