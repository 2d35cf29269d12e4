import { SIGNUP_TICKET_TTL_SECONDS } from '@platform/domain';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getEmailTokenByHash } from './email-tokens-repository.ts';
import { createEmailToken } from './send-link-mail.ts';
import { resolveSignupTicket } from './signup-ticket.ts';
import { getUserById, updateUser } from './users-repository.ts';

/**
 * Follows the confirmation link: marks the address verified and opens a sign-up ticket for the
 * next steps. The link keeps working until it expires or the sign-up is finished, so opening it
 * twice (or on another device) does not strand the merchant.
 */
export async function confirmEmail(deps: AppDeps, token: string) {
  const row = await getEmailTokenByHash(deps.db, hashToken(token), 'confirm_email');
  if (!row) throw new AppError('LINK_INVALID');
  // A newer confirmation link ends this one (usedAt is set when a newer one is made).
  if (row.usedAt || row.expiresAt <= new Date()) throw new AppError('LINK_EXPIRED');
  const user = await getUserById(deps.db, row.userId);
  if (!user || user.isActive) throw new AppError('LINK_EXPIRED');
  const ticket = await deps.db.transaction(async (tx) => {
    if (!user.emailVerifiedAt) {
      await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
      await recordAudit(tx, {
        event: 'signup.email_confirmed',
        userId: user.id,
        merchantId: user.merchantId,
      });
    }
    return createEmailToken(tx, user.id, 'signup', SIGNUP_TICKET_TTL_SECONDS);
  });
  const { step } = await resolveSignupTicket(deps.db, ticket);
  return { ticket, step };
}
