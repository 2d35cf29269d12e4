import type { Db } from '../db/client.ts';
import { insertDevMail } from './dev-inbox-repository.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** Keeps messages in the database so links can be followed at /dev/mail on a bare machine. */
export function createDevInboxMailer(db: Db): Mailer {
  return {
    send: (message: MailMessage) => insertDevMail(db, message),
  };
}
