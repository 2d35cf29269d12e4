import { formatMoney } from '@platform/domain';
import { useI18n } from '../lib/i18n.ts';
import type { StoreProduct } from './market-api.ts';

type Props = { product: StoreProduct; quantity: number; onChange: (quantity: number) => void };

/** One product of the storefront: photo, name, price, what is left, and its quantity in the cart. */
export function ProductCard({ product, quantity, onChange }: Props) {
  const { t, locale } = useI18n();
  const soldOut = product.stock === 0;
  const atMax = product.stock !== null && quantity >= product.stock;
  return (
    <article className="product" data-testid="product">
      {product.photos[0] ? (
        <img src={product.photos[0]} alt="" loading="lazy" width={96} height={96} className="product-photo" />
      ) : (
        <div className="product-photo placeholder" aria-hidden="true" />
      )}
      <div className="product-body">
        <h2>{product.name}</h2>
        {product.description ? <p className="muted product-text">{product.description}</p> : null}
        <p className="product-price">{formatMoney(product.price, locale)}</p>
        {soldOut ? (
          <p className="muted">{t('market.soldOut')}</p>
        ) : product.stock !== null && product.stock <= 5 ? (
          <p className="muted">{t('market.left', { count: product.stock })}</p>
        ) : null}
        {soldOut ? null : quantity === 0 ? (
          <button type="button" className="small-button primary" onClick={() => onChange(1)}>
            {t('market.add')}
          </button>
        ) : (
          <div className="stepper">
            <button type="button" aria-label={t('market.less')} onClick={() => onChange(quantity - 1)}>
              −
            </button>
            <output aria-live="polite">{quantity}</output>
            <button
              type="button"
              aria-label={t('market.more')}
              disabled={atMax}
              onClick={() => onChange(quantity + 1)}
            >
              +
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
