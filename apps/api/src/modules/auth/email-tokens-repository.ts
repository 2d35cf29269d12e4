import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { emailTokens } from '../../platform/db/schema/index.ts';

export type EmailTokenPurpose = 'confirm_email' | 'signup' | 'reset_password' | 'email_change';
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export async function insertEmailToken(
  db: Db,
  values: { id: string; userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailTokens).values(values);
}

export async function getEmailTokenByHash(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks a token used; false when it was used already (by a concurrent request). */
export async function claimEmailToken(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: at })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

/** Ends every pending token of a purpose, so only the newest link works. */
export async function expireUserTokens(db: Db, userId: string, purpose: EmailTokenPurpose, at: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: at })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
