import type { ChangeEmailBody, UpdateProfileBody } from '@platform/contracts';
import { EMAIL_CONFIRMATION_TTL_SECONDS, type Locale } from '@platform/domain';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { verifyPassword } from '../../platform/auth/password-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { sendAccountMail } from '../../platform/mail/account-mail.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { claimEmailToken } from '../auth/email-tokens-repository.ts';
import type { ClientInfo } from '../auth/login.ts';
import { createEmailToken } from '../auth/send-link-mail.ts';
import { resolveLinkToken } from '../auth/signup-ticket.ts';
import { getUserByEmail, getUserById, updateUser } from '../auth/users-repository.ts';

export async function updateProfile(
  deps: AppDeps,
  ctx: MerchantContext,
  body: UpdateProfileBody,
  client: ClientInfo,
) {
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, ctx.userId, { firstName: body.first_name, lastName: body.last_name });
    await recordAudit(tx, {
      event: 'profile.updated',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
    });
  });
  return (await getUserById(deps.db, ctx.userId))!;
}

/**
 * Asks to move the account to a new address (after the password): the address changes only when
 * the link sent to it is followed, so nobody can take an address they do not read.
 */
export async function requestEmailChange(
  deps: AppDeps,
  ctx: MerchantContext,
  body: ChangeEmailBody,
  locale: Locale,
  client: ClientInfo,
) {
  const { user } = ctx.account;
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.password))) {
    throw new AppError('WRONG_PASSWORD');
  }
  if (body.email === user.email || (await getUserByEmail(deps.db, body.email)))
    throw new AppError('EMAIL_TAKEN');
  const token = await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { pendingEmail: body.email });
    await recordAudit(tx, {
      event: 'profile.email_change_requested',
      userId: user.id,
      merchantId: ctx.merchantId,
      ...client,
      details: { email: body.email },
    });
    return createEmailToken(tx, user.id, 'email_change', EMAIL_CONFIRMATION_TTL_SECONDS);
  });
  await sendAccountMail(
    deps,
    locale,
    'emailChange',
    body.email,
    `/profil?email_token=${encodeURIComponent(token)}`,
  );
}

/** Follows the link sent to the new address: the account now signs in with it. */
export async function confirmEmailChange(deps: AppDeps, token: string, client: ClientInfo) {
  const row = await resolveLinkToken(deps.db, token, 'email_change');
  const user = await getUserById(deps.db, row.userId);
  if (!user?.pendingEmail || !user.isActive) throw new AppError('LINK_EXPIRED');
  const email = user.pendingEmail;
  if (await getUserByEmail(deps.db, email)) throw new AppError('EMAIL_TAKEN');
  await deps.db.transaction(async (tx) => {
    if (!(await claimEmailToken(tx, row.id, new Date()))) throw new AppError('LINK_EXPIRED');
    await updateUser(tx, user.id, { email, pendingEmail: null });
    await recordAudit(tx, {
      event: 'profile.email_changed',
      userId: user.id,
      merchantId: user.merchantId,
      ...client,
      details: { from: user.email, to: email },
    });
  });
  return { email };
}
