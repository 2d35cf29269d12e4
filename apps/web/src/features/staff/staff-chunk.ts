/** The back-office's staff pages (audit trail, users, privileges), loaded as one chunk. */
export { AccessPage } from './pages/access-page.tsx';
export { AccessRolePage } from './pages/access-role-page.tsx';
export { ActionsPage } from './pages/actions-page.tsx';
export { UsersPage } from './pages/users-page.tsx';
