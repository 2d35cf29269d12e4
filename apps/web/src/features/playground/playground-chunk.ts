/** The sandbox developer playground (/test, /testpage, /test_cart, /test_today, /testcsv), one chunk. */
export { TestCartPage } from './pages/test-cart-page.tsx';
export { TestCsvPage } from './pages/test-csv-page.tsx';
export { TestIndexPage } from './pages/test-index-page.tsx';
export { TestTodayPage } from './pages/test-today-page.tsx';
