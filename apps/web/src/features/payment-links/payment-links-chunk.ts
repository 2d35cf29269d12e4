/** The payment links and quick links area, loaded as one chunk. */
export { LinkAddPage, QuickLinkAddPage } from './pages/link-add-page.tsx';
export { LinkChoicePage } from './pages/link-choice-page.tsx';
export { LinkDetailPage, QuickLinkDetailPage } from './pages/link-detail-page.tsx';
export { LinkEditPage, QuickLinkEditPage } from './pages/link-edit-page.tsx';
export { PaymentLinksPage, QuickLinksPage } from './pages/links-page.tsx';
