/** The customers area, loaded as one chunk. */
export { CustomerDetailPage } from './pages/customer-detail-page.tsx';
export { CustomerAddPage, CustomerEditPage } from './pages/customer-form-pages.tsx';
export { CustomerImportPage } from './pages/customer-import-page.tsx';
export { CustomersPage } from './pages/customers-page.tsx';
