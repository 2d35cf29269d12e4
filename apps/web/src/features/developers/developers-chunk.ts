/** The developers area, loaded as one chunk. */
export { DevelopersApiPage, DevelopersPage } from './pages/developers-page.tsx';
export { ImportantLinksPage } from './pages/important-links-page.tsx';
export { WebhookAddPage, WebhookEditPage } from './pages/webhook-form-page.tsx';
export { WebhookViewPage } from './pages/webhook-view-page.tsx';
export { WebhooksPage } from './pages/webhooks-page.tsx';
