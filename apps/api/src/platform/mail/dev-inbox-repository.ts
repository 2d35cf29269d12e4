import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { devMails } from '../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

/** Keeps a message; its attachments are not stored, only named at the end of the text. */
export async function insertDevMail(db: Db, message: MailMessage) {
  const { attachments, ...content } = message;
  const named = attachments?.length ? `\n\n[${attachments.map((a) => a.filename).join(', ')}]` : '';
  await db.insert(devMails).values({ id: newId('mail'), ...content, text: content.text + named });
}

export function findDevMails(db: Db, limit = 100) {
  return db.select().from(devMails).orderBy(desc(devMails.createdAt), desc(devMails.id)).limit(limit);
}
