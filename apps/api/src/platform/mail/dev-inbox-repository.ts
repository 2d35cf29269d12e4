import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { devMails } from '../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

export async function insertDevMail(db: Db, message: MailMessage) {
  await db.insert(devMails).values({ id: newId('mail'), ...message });
}

export function findDevMails(db: Db, limit = 100) {
  return db.select().from(devMails).orderBy(desc(devMails.createdAt), desc(devMails.id)).limit(limit);
}
