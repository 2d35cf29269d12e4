/** The team pages (`/subaccount…`) and the invitee's page, loaded as their own chunk. */
export { InvitationsPage } from './pages/invitations-page.tsx';
export { InvitePage } from './pages/invite-page.tsx';
export { JoinTeamPage } from './pages/join-page.tsx';
export { MemberPage } from './pages/member-page.tsx';
export { TeamPage } from './pages/team-page.tsx';
