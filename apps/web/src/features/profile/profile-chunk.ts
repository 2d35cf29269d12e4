/** The profile pages (`/profil`, `/profil/new`, `/sandbox/profil`), loaded as their own chunk. */
export { NewPasswordProfilePage, ProfilePage } from './pages/profile-page.tsx';
