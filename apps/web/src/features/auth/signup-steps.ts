import type { SignupStep } from './api/auth-api.ts';

/** Where each sign-up step lives (spec routes): identity takes the ticket as a query parameter. */
export function signupStepPath(step: SignupStep, ticket: string): string {
  const t = encodeURIComponent(ticket);
  switch (step) {
    case 'identity':
      return `/signup/identity?ticket=${t}`;
    case 'terms':
      return `/signup/terms/${t}`;
    case 'password':
      return `/signup/password/${t}`;
  }
}
