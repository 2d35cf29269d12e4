import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { findDevMails } from '../../platform/mail/dev-inbox-repository.ts';

const linkify = (text: string) =>
  escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

/** The built-in inbox (no SMTP configured, outside production): JSON and a readable page. */
export async function devMailRoutes(app: FastifyInstance) {
  app.get('/api/dev/mail', { schema: { hide: true } }, async () => {
    const mails = await findDevMails(app.deps.db);
    return mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      created_at: m.createdAt,
    }));
  });

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await findDevMails(app.deps.db);
    const items = mails
      .map(
        (m) => `<article data-testid="mail" data-to="${escapeHtml(m.to)}">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">À : <strong>${escapeHtml(m.to)}</strong> · ${m.createdAt.toISOString()}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boîte de réception de développement</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;color:#112c56}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h1{color:#d45d00}pre{white-space:pre-wrap}.meta{color:#555}</style>
</head><body><h1>Boîte de réception de développement</h1><p>${mails.length} message(s). Aucun serveur SMTP n'est configuré (SMTP_URL) : les e-mails arrivent ici.</p>${items || '<p>Aucun message.</p>'}</body></html>`;
  });
}
