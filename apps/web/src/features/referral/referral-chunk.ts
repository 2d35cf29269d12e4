/** Referral and sponsorship pages, loaded as their own chunk. */
export { ReferralBoardPage } from './pages/referral-board-page.tsx';
export { ReferralLinkPage } from './pages/referral-link-page.tsx';
export { ReferralPage } from './pages/referral-page.tsx';
export { ReferralViewPage } from './pages/referral-view-page.tsx';
export { SponsorshipPage } from './pages/sponsorship-page.tsx';
export { SponsorshipViewPage } from './pages/sponsorship-view-page.tsx';
