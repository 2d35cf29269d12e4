/** A file sent with a message (a receipt's PDF). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** Sends e-mail: over SMTP when configured, else into the built-in dev inbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
