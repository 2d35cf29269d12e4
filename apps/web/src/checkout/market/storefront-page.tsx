import { formatMoney } from '@platform/domain';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { Layout, LoadingPage, Problem } from '../pages/layout.tsx';
import { type Cart, cartLines, loadCart, saveCart, setQuantity } from './cart.ts';
import { MarketApiError, marketApi, type Storefront } from './market-api.ts';
import { OrderForm } from './order-form.tsx';
import { ProductCard } from './product-card.tsx';
import './market.css';

/** `/market/{slug}`: a shop's storefront — browse by category, fill the cart, order and pay. */
export function StorefrontPage({ slug }: { slug: string }) {
  const { t, locale } = useI18n();
  const [data, setData] = useState<Storefront | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cart, setCart] = useState<Cart>(() => loadCart(slug));
  const [category, setCategory] = useState<string | null>(null);
  const [step, setStep] = useState<'browse' | 'order'>('browse');

  useEffect(() => {
    let live = true;
    marketApi
      .store(locale, slug)
      .then((found) => {
        if (!live) return;
        setData(found);
        document.title = found.store.name;
      })
      .catch((error: unknown) => {
        if (!live) return;
        setProblem(
          error instanceof MarketApiError && (error.status === 404 || error.status === 400)
            ? t('market.notFound')
            : t('errors.generic'),
        );
      });
    return () => {
      live = false;
    };
  }, [slug, locale, t]);

  const categories = useMemo(
    () => [...new Set((data?.products ?? []).flatMap((p) => p.categories))].sort(),
    [data],
  );

  if (problem)
    return (
      <Layout>
        <Problem text={problem} />
      </Layout>
    );
  if (!data) return <LoadingPage />;
  const { store, products } = data;
  const update = (next: Cart) => {
    setCart(next);
    saveCart(slug, next);
  };
  const { lines, total } = cartLines(cart, products);
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const shown = category ? products.filter((p) => p.categories.includes(category)) : products;

  return (
    <Layout sandbox={store.mode === 'SANDBOX'}>
      <div
        className="head"
        style={store.brand_color ? ({ '--brand': store.brand_color } as object) : undefined}
      >
        {store.shop_logo_url ? (
          <img className="shop-logo" src={store.shop_logo_url} alt={store.shop_name} />
        ) : null}
        <h1 data-testid="store-name">{store.name}</h1>
        {store.description ? (
          <p className="muted" style={{ whiteSpace: 'pre-line' }}>
            {store.description}
          </p>
        ) : null}
      </div>
      {!store.enabled ? (
        <Problem text={t('market.closed')} />
      ) : step === 'order' ? (
        <OrderForm
          slug={slug}
          products={products}
          cart={cart}
          onCart={update}
          onBack={() => setStep('browse')}
        />
      ) : (
        <>
          {categories.length > 0 ? (
            <nav className="categories" aria-label={t('market.shop')}>
              {[null, ...categories].map((c) => (
                <button
                  key={c ?? ''}
                  type="button"
                  aria-pressed={category === c}
                  onClick={() => setCategory(c)}
                >
                  {c ?? t('market.all')}
                </button>
              ))}
            </nav>
          ) : null}
          {shown.length === 0 ? <p className="muted">{t('market.noProducts')}</p> : null}
          {shown.map((product) => (
            <ProductCard
              key={product._id}
              product={product}
              quantity={cart[product._id] ?? 0}
              onChange={(quantity) => update(setQuantity(cart, product._id, quantity, product.stock))}
            />
          ))}
          {count > 0 ? (
            <div className="cart-bar">
              <span>
                {t('market.items', { count })} · <strong>{formatMoney(total, locale)}</strong>
              </span>
              <button type="button" className="small-button primary" onClick={() => setStep('order')}>
                {t('market.order')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </Layout>
  );
}
