/** The payout lists and the corporate flow, loaded as one chunk. */
export { AddListPage, FileListPage, NewListPage, SameNetworkListPage } from './pages/build-page.tsx';
export { ChoicePage, ListChoicePage } from './pages/choice-page.tsx';
export { ListsPage, OldListPage } from './pages/lists-page.tsx';
export { PreviewPage } from './pages/preview-page.tsx';
export { RunPage } from './pages/run-page.tsx';
export { SummaryPage } from './pages/summary-page.tsx';
