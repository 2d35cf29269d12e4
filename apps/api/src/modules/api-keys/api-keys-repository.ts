import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { apiKeys } from '../../platform/db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export async function getApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).limit(1);
  return row;
}

export function findActiveApiKeys(db: Db, shopId: string, mode: 0 | 1) {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.shopId, shopId), eq(apiKeys.mode, mode), isNull(apiKeys.revokedAt)));
}

export async function updateApiKey(db: Db, id: string, patch: Partial<typeof apiKeys.$inferInsert>) {
  await db.update(apiKeys).set(patch).where(eq(apiKeys.id, id));
}
