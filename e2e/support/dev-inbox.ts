import type { APIRequestContext } from '@playwright/test';

type DevMail = { id: string; to: string; subject: string; text: string; created_at: string };

/** The last link of the newest mail the built-in inbox holds for an address (polls briefly). */
export async function lastLinkMailedTo(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await request.get('/api/dev/mail')).json()) as DevMail[];
    const mail = mails.find((m) => m.to === to);
    const links = mail?.text.match(/https?:\/\/\S+/g);
    if (links?.length) return links[links.length - 1]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail with a link for ${to}`);
}
