/** The commercial agents' pages, loaded as their own chunk. */

export { AdminAgentsPage } from './pages/admin-agents-page.tsx';
export { CommercialCustomerBalancePage } from './pages/commercial-customer-balance-page.tsx';
export { CommercialCustomerPayoutsPage } from './pages/commercial-customer-payouts-page.tsx';
export { CommercialCustomerViewPage } from './pages/commercial-customer-view-page.tsx';
export { CommercialCustomersPage } from './pages/commercial-customers-page.tsx';
export { CommercialDashboardPage } from './pages/commercial-dashboard-page.tsx';
export { CommercialNewPasswordPage } from './pages/commercial-new-password-page.tsx';
export { CommercialSigninPage } from './pages/commercial-signin-page.tsx';
