/** The validation pages (merchant and back-office), loaded as one chunk. */
export { ConformityFilePage, ValidationFilePage } from './pages/validation-file-page.tsx';
export { ValidationPage } from './pages/validation-page.tsx';
export { ConformityQueuePage, ValidationQueuePage } from './pages/validation-queue-page.tsx';
export { ValidationSuccessPage } from './pages/validation-success-page.tsx';
