/** The dashboard, its sandbox sub-pages and the summary, loaded as one chunk. */
export { DashboardEventsPage } from './pages/dashboard-events-page.tsx';
export { DashboardNewsPage } from './pages/dashboard-news-page.tsx';
export { DashboardPage } from './pages/dashboard-page.tsx';
export { DashboardWeekPage } from './pages/dashboard-week-page.tsx';
export { ReservePage } from './pages/reserve-page.tsx';
export { SummaryPage } from './pages/summary-page.tsx';
