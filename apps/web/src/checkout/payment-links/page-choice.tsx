import { amountError, formatMoney } from '@platform/domain';
import { type CSSProperties, type FormEvent, useState } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { PublicApiError } from './public-api.ts';
import './payment-links.css';
import { type PublicPage, publicPagesApi } from './public-page-api.ts';
import { usePublicText } from './public-texts.ts';

const AMOUNT_KEYS = {
  required: 'required',
  format: 'amountFormat',
  betweenMin: 'amountMin',
  betweenMax: 'amountMax',
};

/** The customer picks one of the page's amounts or products, or types an amount on a free page. */
export function PageChoice({ page, onOpened }: { page: PublicPage; onOpened: (session: string) => void }) {
  const { t, locale } = useI18n();
  const text = usePublicText();
  const [item, setItem] = useState(page.items.length === 1 ? page.items[0]!._id : '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const free = page.amount_type === 'free';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (free) {
      const rule = amountError(amount);
      if (rule)
        return setError(t(`validation.${AMOUNT_KEYS[rule]}`, { ip: formatMoney(7_000_000_000, locale) }));
    } else if (!item) return setError(text('chooseFirst'));
    setBusy(true);
    try {
      const { session } = await publicPagesApi.open(
        locale,
        page._id,
        free ? { amount: amount.trim() } : { item },
      );
      onOpened(session.id);
    } catch (failure) {
      setError(failure instanceof PublicApiError && failure.message ? failure.message : t('errors.generic'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate style={{ '--brand': page.brand_color } as CSSProperties}>
      {free ? (
        <div className="field">
          <label htmlFor="page-amount">{text('yourAmount')}</label>
          <input
            id="page-amount"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            aria-invalid={error ? 'true' : undefined}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
        </div>
      ) : (
        <fieldset className="field choices">
          <legend>{text(page.amount_type === 'products' ? 'chooseProduct' : 'chooseAmount')}</legend>
          {page.items.map((option) => (
            <label key={option._id} className="choice">
              <input
                type="radio"
                name="item"
                value={option._id}
                checked={item === option._id}
                onChange={() => setItem(option._id)}
              />
              <span>{option.name ?? formatMoney(option.price, locale)}</span>
              {option.name ? <strong>{formatMoney(option.price, locale)}</strong> : null}
            </label>
          ))}
        </fieldset>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        className="button primary"
        type="submit"
        disabled={busy}
        style={{ background: page.brand_color }}
      >
        {text('continue')}
      </button>
    </form>
  );
}
