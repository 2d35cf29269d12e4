import { formatMoney } from '@platform/domain';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { localizedPath, navigate } from '../lib/router.ts';
import { type Cart, cartLines, saveCart, setQuantity } from './cart.ts';
import { MarketApiError, marketApi, type StoreProduct } from './market-api.ts';

type Props = {
  slug: string;
  products: StoreProduct[];
  cart: Cart;
  onCart: (cart: Cart) => void;
  onBack: () => void;
};
type Field = 'name' | 'phone' | 'address' | 'email';
const FIELDS: readonly Field[] = ['name', 'phone', 'address', 'email'];

/** The cart and the customer's details; ordering holds the stock and goes to the hosted checkout. */
export function OrderForm({ slug, products, cart, onCart, onBack }: Props) {
  const { t, locale } = useI18n();
  const { lines, total } = cartLines(cart, products);
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    phone: '',
    address: '',
    email: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    for (const field of ['name', 'phone', 'address'] as const)
      if (!values[field].trim()) missing[field] = t('market.required');
    setErrors(missing);
    setProblem(null);
    if (Object.keys(missing).length > 0 || lines.length === 0) return;
    setBusy(true);
    try {
      const placed = await marketApi.order(locale, slug, {
        items: lines.map((l) => ({ product: l.product._id, quantity: l.quantity })),
        name: values.name,
        phone: values.phone,
        address: values.address,
        email: values.email,
        locale,
      });
      saveCart(slug, {});
      const [path, query] = placed.checkout_url.split('?');
      navigate(`${localizedPath(locale, path ?? '/checkout')}${query ? `?${query}` : ''}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof MarketApiError) {
        const byField: Partial<Record<Field, string>> = {};
        for (const d of error.details) {
          const field = d.path.replace(/^body\./, '') as Field;
          if (FIELDS.includes(field)) byField[field] = d.message;
        }
        setErrors(byField);
        setProblem(Object.keys(byField).length ? null : error.message || t('errors.generic'));
      } else setProblem(t('errors.generic'));
    }
  };

  const input = (field: Field, type: string, autoComplete: string, hint?: string) => (
    <div className="field">
      <label htmlFor={`mk-${field}`}>{t(`market.${field}`)}</label>
      {field === 'address' ? (
        <textarea
          id={`mk-${field}`}
          rows={3}
          autoComplete={autoComplete}
          value={values[field]}
          aria-invalid={errors[field] ? true : undefined}
          onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        />
      ) : (
        <input
          id={`mk-${field}`}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          aria-invalid={errors[field] ? true : undefined}
          onChange={(e) => setValues({ ...values, [field]: e.target.value })}
          {...(type === 'tel' ? { inputMode: 'tel' as const, placeholder: '+229 01 97 00 00 00' } : {})}
        />
      )}
      {hint ? <small>{hint}</small> : null}
      {errors[field] ? <p className="error">{errors[field]}</p> : null}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate>
      <h2>{t('market.cart')}</h2>
      {lines.length === 0 ? <p className="muted">{t('market.cartEmpty')}</p> : null}
      <ul className="lines">
        {lines.map(({ product, quantity }) => (
          <li key={product._id}>
            <span>
              {quantity} × {product.name}
            </span>
            <span className="stepper">
              <button
                type="button"
                aria-label={t('market.less')}
                onClick={() => onCart(setQuantity(cart, product._id, quantity - 1, product.stock))}
              >
                −
              </button>
              <button
                type="button"
                aria-label={t('market.more')}
                disabled={product.stock !== null && quantity >= product.stock}
                onClick={() => onCart(setQuantity(cart, product._id, quantity + 1, product.stock))}
              >
                +
              </button>
            </span>
            <strong>{formatMoney(product.price * quantity, locale)}</strong>
          </li>
        ))}
      </ul>
      <div className="summary">
        <div>
          <span>{t('market.total')}</span>
          <strong data-testid="cart-total">{formatMoney(total, locale)}</strong>
        </div>
      </div>
      <h2>{t('market.details')}</h2>
      {input('name', 'text', 'name')}
      {input('phone', 'tel', 'tel', t('market.phoneHint'))}
      {input('address', 'text', 'street-address')}
      {input('email', 'email', 'email', t('market.emailHint'))}
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button primary" disabled={busy || lines.length === 0}>
        {t('market.pay', { amount: formatMoney(total, locale) })}
      </button>
      <p className="muted">{t('market.payHint')}</p>
      <button type="button" className="button secondary" onClick={onBack}>
        {t('market.back')}
      </button>
    </form>
  );
}
