import { addSignupHook } from '../auth/signup-hooks.ts';
import { recordSignupCodes } from './record-signup-codes.ts';

/** Plugs referral into sign-ups (called once by the composition root). */
export function registerReferralHooks(): void {
  addSignupHook(recordSignupCodes);
}
