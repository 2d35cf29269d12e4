import { formatMoney, MARKET_FULFILMENT_STATUSES } from '@platform/domain';
import { useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { localizedPath, navigate } from '../lib/router.ts';
import { Layout, LoadingPage, Problem } from '../pages/layout.tsx';
import { MarketApiError, type MarketOrder, marketApi } from './market-api.ts';
import './market.css';

const TRACK = MARKET_FULFILMENT_STATUSES.filter((s) => s !== 'cancelled');

/**
 * `/market/order/{id}`: the order confirmation (the hosted checkout's return address). Reloads
 * while the payment is pending, offers to pay again after a failure, then follows the delivery.
 */
export function MarketOrderPage({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const [order, setOrder] = useState<MarketOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      marketApi
        .getOrder(locale, id)
        .then(({ order: found }) => {
          if (!live) return;
          setOrder(found);
          if (found.payment_status === 'pending') timer = setTimeout(load, 4000);
        })
        .catch((error: unknown) => {
          if (!live) return;
          setProblem(
            error instanceof MarketApiError && (error.status === 404 || error.status === 400)
              ? t('market.orderNotFound')
              : t('errors.generic'),
          );
        });
    void load();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [id, locale, t]);

  if (problem)
    return (
      <Layout>
        <Problem text={problem} />
      </Layout>
    );
  if (!order) return <LoadingPage />;
  const shop = localizedPath(locale, `/market/${encodeURIComponent(order.store.slug)}`);
  const pay = order.checkout_url;
  const reached = TRACK.indexOf(order.fulfilment_status as (typeof TRACK)[number]);
  return (
    <Layout sandbox={order.store.mode === 'SANDBOX'}>
      <p className="muted">{order.store.name}</p>
      <h1>{t('market.orderTitle', { id: order._id })}</h1>
      <div aria-live="polite" data-testid="order-state">
        {order.payment_status === 'paid' ? (
          <p className="big">{t('market.thanks', { name: order.customer_name })}</p>
        ) : order.payment_status === 'pending' ? (
          <p>{t('market.pending')}</p>
        ) : order.payment_status === 'failed' ? (
          <p className="error">{t('market.failed')}</p>
        ) : order.payment_status === 'expired' ? (
          <p className="error">{t('market.expired')}</p>
        ) : (
          <p>{t('market.refunded')}</p>
        )}
      </div>
      {pay ? (
        <button
          type="button"
          className="button primary"
          onClick={() => {
            const [path, query] = pay.split('?');
            navigate(`${localizedPath(locale, path ?? '/checkout')}${query ? `?${query}` : ''}`);
          }}
        >
          {t('market.payNow')}
        </button>
      ) : null}
      <ul className="lines">
        {order.items.map((item) => (
          <li key={item.product}>
            <span>
              {item.quantity} × {item.name}
            </span>
            <strong>{formatMoney(item.unit_price * item.quantity, locale)}</strong>
          </li>
        ))}
      </ul>
      <div className="summary">
        <div>
          <span>{t('market.total')}</span>
          <strong>{formatMoney(order.total, locale)}</strong>
        </div>
      </div>
      <p>
        <strong>{t('market.deliverTo')}</strong>
        <br />
        <span style={{ whiteSpace: 'pre-line' }}>{order.delivery_address}</span>
      </p>
      {order.payment_status === 'paid' || order.payment_status === 'refunded' ? (
        <>
          <h2>{t('market.status')}</h2>
          {order.fulfilment_status === 'cancelled' ? (
            <p>{t('market.statuses.cancelled')}</p>
          ) : (
            <ol className="track">
              {TRACK.map((s, i) => (
                <li
                  key={s}
                  aria-current={i === reached ? 'step' : undefined}
                  className={i <= reached ? 'done' : ''}
                >
                  {t(`market.statuses.${s}`)}
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
      <a className="button secondary" href={shop}>
        {t('market.backToShop')}
      </a>
    </Layout>
  );
}
