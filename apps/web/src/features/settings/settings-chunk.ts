/** `/settings` and `/choicePage`, loaded as their own chunk. */
export { OnboardingChecklist } from './components/onboarding-checklist.tsx';
export { ChoicePage } from './pages/choice-page.tsx';
export { SettingsPage } from './pages/settings-page.tsx';
