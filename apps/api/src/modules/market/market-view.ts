import type {
  MarketOrderView,
  MarketProductView,
  MarketStoreView,
  PublicMarketOrderView,
} from '@platform/contracts';
import {
  type MarketFulfilmentStatus,
  type MarketPaymentStatus,
  nextFulfilmentStatuses,
} from '@platform/domain';
import type {
  MarketOrderItemRow,
  MarketOrderRow,
  MarketProductRow,
  MarketStoreRow,
} from './market-repository.ts';

export const marketPhotoUrl = (id: string) => `/api/public/market-photos/${id}`;
export const storefrontPath = (slug: string) => `/market/${slug}`;
export const orderPagePath = (id: string) => `/market/order/${id}`;

export function toStoreView(row: MarketStoreRow): MarketStoreView {
  return {
    _id: row.id,
    shop: row.shopId,
    slug: row.slug,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    path: storefrontPath(row.slug),
  };
}

export function toProductView(row: MarketProductRow): MarketProductView {
  return {
    _id: row.id,
    shop: row.shopId,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    stock: row.stock,
    active: row.active,
    categories: row.categories,
    photos: row.photos.map((id) => ({ _id: id, url: marketPhotoUrl(id) })),
    created_at: row.createdAt.toISOString(),
  };
}

const itemView = (item: MarketOrderItemRow) => ({
  product: item.productId,
  name: item.name,
  unit_price: Number(item.unitPrice),
  quantity: item.quantity,
});

export function toOrderView(
  row: MarketOrderRow,
  items: MarketOrderItemRow[],
  reference: string | null,
): MarketOrderView {
  const payment = row.paymentStatus as MarketPaymentStatus;
  const fulfilment = row.fulfilmentStatus as MarketFulfilmentStatus;
  return {
    _id: row.id,
    shop: row.shopId,
    customer_name: row.customerName,
    customer_phone: row.customerPhone,
    customer_email: row.customerEmail,
    delivery_address: row.deliveryAddress,
    total: Number(row.total),
    items: items.map(itemView),
    payment_status: payment,
    fulfilment_status: fulfilment,
    next_statuses: nextFulfilmentStatuses(fulfilment, payment),
    transaction_reference: reference,
    refund_id: row.refundId,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toPublicOrderView(
  row: MarketOrderRow,
  items: MarketOrderItemRow[],
  store: MarketStoreRow,
  payable: boolean,
): PublicMarketOrderView {
  return {
    _id: row.id,
    store: { slug: store.slug, name: store.name, mode: store.mode === 1 ? 'LIVE' : 'SANDBOX' },
    customer_name: row.customerName,
    delivery_address: row.deliveryAddress,
    total: Number(row.total),
    items: items.map(itemView),
    payment_status: row.paymentStatus as MarketPaymentStatus,
    fulfilment_status: row.fulfilmentStatus as MarketFulfilmentStatus,
    checkout_url: payable ? `/checkout?session=${encodeURIComponent(row.sessionId)}` : null,
    created_at: row.createdAt.toISOString(),
  };
}
