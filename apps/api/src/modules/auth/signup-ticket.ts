import type { SignupState } from '@platform/contracts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  type EmailTokenPurpose,
  type EmailTokenRow,
  getEmailTokenByHash,
} from './email-tokens-repository.ts';
import { getUserWithAccount } from './users-repository.ts';

export type SignupStep = SignupState['step'];

/** A link token that is known, unused and not expired, else the matching refusal. */
export async function resolveLinkToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenRow> {
  const row = await getEmailTokenByHash(db, hashToken(token), purpose);
  if (!row) throw new AppError('LINK_INVALID');
  if (row.usedAt || row.expiresAt <= new Date()) throw new AppError('LINK_EXPIRED');
  return row;
}

/** The account behind a sign-up ticket, and the step it is at. */
export async function resolveSignupTicket(db: Db, ticket: string) {
  const token = await resolveLinkToken(db, ticket, 'signup');
  const account = await getUserWithAccount(db, token.userId);
  if (!account?.merchant) throw new AppError('LINK_INVALID');
  if (account.user.isActive) throw new AppError('LINK_EXPIRED');
  const step: SignupStep = !account.merchant.identitySubmittedAt
    ? 'identity'
    : !account.user.termsAcceptedAt
      ? 'terms'
      : 'password';
  return { token, account, user: account.user, merchant: account.merchant, step };
}

export function assertStep(actual: SignupStep, expected: SignupStep) {
  if (actual !== expected) throw new AppError('SIGNUP_STEP_DONE');
}
