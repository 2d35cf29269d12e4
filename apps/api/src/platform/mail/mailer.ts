export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends e-mail: over SMTP when configured, else into the built-in dev inbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
