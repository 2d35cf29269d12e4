/** The sign-in form's contract, fetched when the form is first checked (signin-page.tsx). */
export { loginBody } from '@platform/contracts';
