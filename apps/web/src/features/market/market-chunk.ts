/** The FeexMarket area, loaded as one chunk. */
export { MarketPage } from './pages/market-page.tsx';
export { MarketOrderPage } from './pages/order-detail-page.tsx';
