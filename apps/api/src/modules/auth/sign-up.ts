import type { SignupBody } from '@platform/contracts';
import { EMAIL_CONFIRMATION_TTL_SECONDS, type Locale } from '@platform/domain';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { ClientInfo } from './login.ts';
import { createEmailToken, sendLinkMail } from './send-link-mail.ts';
import { runSignupHooks } from './signup-hooks.ts';
import { getUserByEmail, insertMerchant, insertProfile, insertUser } from './users-repository.ts';

/**
 * Starts a merchant sign-up: the merchant, its owner profile and an inactive user, then the
 * confirmation e-mail. The answer never tells whether the address was known: a known active
 * account gets a "you already have an account" e-mail instead.
 */
export async function signUp(deps: AppDeps, body: SignupBody, locale: Locale, client: ClientInfo) {
  // A removed team member's row is history: its address signs up afresh (never reactivated).
  const found = await getUserByEmail(deps.db, body.email);
  const existing = found?.removedAt ? undefined : found;
  if (existing?.isActive) {
    await sendLinkMail(deps, existing, locale, 'existing', '/signin');
    return;
  }
  if (existing) {
    await sendConfirmation(deps, existing.id, existing, locale);
    return;
  }
  const merchantId = newId('mch');
  const profileId = newId('prf');
  const userId = newId('usr');
  const token = await deps.db.transaction(async (tx) => {
    await insertMerchant(tx, { id: merchantId, businessName: body.business_name, country: body.country });
    await insertProfile(tx, {
      id: profileId,
      merchantId,
      type: 'ADMIN',
      name: 'Administrateur',
      permissions: [],
    });
    await insertUser(tx, {
      id: userId,
      merchantId,
      profileId,
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      role: 'MERCHANT',
      locale,
    });
    // Growth: a referral or agent code of the sign-up link is recorded here, and only here.
    await runSignupHooks(tx, { merchantId, userId, body });
    await recordAudit(tx, { event: 'signup.started', userId, merchantId, ...client });
    return createEmailToken(tx, userId, 'confirm_email', EMAIL_CONFIRMATION_TTL_SECONDS);
  });
  await sendLinkMail(
    deps,
    { email: body.email, firstName: body.first_name },
    locale,
    'confirm',
    confirmPath(token),
  );
}

const confirmPath = (token: string) => `/signup/confirmation?token=${encodeURIComponent(token)}`;

/** A fresh confirmation link for an account whose sign-up is not finished. */
export async function sendConfirmation(
  deps: AppDeps,
  userId: string,
  user: { email: string; firstName: string },
  locale: Locale,
) {
  const token = await createEmailToken(deps.db, userId, 'confirm_email', EMAIL_CONFIRMATION_TTL_SECONDS);
  await sendLinkMail(deps, user, locale, 'confirm', confirmPath(token));
}

/** Resends the confirmation e-mail; silent for unknown or finished accounts. */
export async function resendConfirmation(deps: AppDeps, email: string, locale: Locale) {
  const user = await getUserByEmail(deps.db, email);
  if (user && !user.isActive && !user.removedAt) await sendConfirmation(deps, user.id, user, locale);
}
