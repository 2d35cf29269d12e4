import type { Locale } from '@platform/domain';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId, newSecretToken } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { buildActionMail, localizedUrl } from '../../platform/mail/templates.ts';
import { type EmailTokenPurpose, expireUserTokens, insertEmailToken } from './email-tokens-repository.ts';
import type { UserRow } from './users-repository.ts';

/** Creates a single-use token (ending the user's older ones of that purpose) and returns it. */
export async function createEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const now = new Date();
  const token = newSecretToken();
  await expireUserTokens(db, userId, purpose, now);
  await insertEmailToken(db, {
    id: newId('etk'),
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** Sends one of the link e-mails in the user's language. */
export async function sendLinkMail(
  deps: AppDeps,
  user: Pick<UserRow, 'email' | 'firstName'>,
  locale: Locale,
  kind: 'confirm' | 'existing' | 'reset',
  pathWithQuery: string,
) {
  const url = localizedUrl(deps.config.appUrl, locale, pathWithQuery);
  await deps.mailer.send(buildActionMail(locale, kind, { email: user.email, name: user.firstName }, url));
}
