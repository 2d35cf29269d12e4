/** The auth pages, loaded together as one chunk (the sign-in page, a landing page, is its own). */
export { CheckMailPage } from './check-mail-page.tsx';
export { ConfirmationPage } from './confirmation-page.tsx';
export { IdentityPage } from './identity-page.tsx';
export { NewPasswordPage } from './new-password-page.tsx';
export { NoAccountPage } from './no-account-page.tsx';
export { PasswordForgotPage } from './password-forgot-page.tsx';
export { PasswordResetSentPage } from './password-reset-sent-page.tsx';
export { SigninLinkExpiredPage } from './signin-link-expired-page.tsx';
export { SignOutPage } from './signout-page.tsx';
export { SignupLinkExpiredPage } from './signup-link-expired-page.tsx';
export { SignUpPage } from './signup-page.tsx';
export { SignupPasswordPage } from './signup-password-page.tsx';
export { TermsPage } from './terms-page.tsx';
