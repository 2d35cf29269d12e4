/** The back-office dashboard, loaded as its own chunk (with the charts). */
export { AdminDashboardPage } from './pages/admin-dashboard-page.tsx';
