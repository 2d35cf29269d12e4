import type { Db } from '../../platform/db/client.ts';
import { kycDocuments } from '../../platform/db/schema/index.ts';

export async function insertKycDocuments(db: Db, values: (typeof kycDocuments.$inferInsert)[]) {
  await db.insert(kycDocuments).values(values);
}
