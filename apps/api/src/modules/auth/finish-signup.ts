import type { SetPasswordBody } from '@platform/contracts';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { claimEmailToken } from './email-tokens-repository.ts';
import { assertStep, resolveSignupTicket } from './signup-ticket.ts';
import { updateUser } from './users-repository.ts';

export async function acceptTerms(deps: AppDeps, ticket: string) {
  const { user, step } = await resolveSignupTicket(deps.db, ticket);
  assertStep(step, 'terms');
  await updateUser(deps.db, user.id, { termsAcceptedAt: new Date() });
}

/**
 * Last step: the password. The account becomes active and can sign in; the merchant waits for
 * validation by staff (merchant_valid false) and works in the sandbox meanwhile.
 */
export async function setSignupPassword(deps: AppDeps, ticket: string, body: SetPasswordBody) {
  const { token, user, step } = await resolveSignupTicket(deps.db, ticket);
  assertStep(step, 'password');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    if (!(await claimEmailToken(tx, token.id, new Date()))) throw new AppError('LINK_EXPIRED');
    await updateUser(tx, user.id, { passwordHash, isActive: true });
    await recordAudit(tx, { event: 'signup.completed', userId: user.id, merchantId: user.merchantId });
  });
}
