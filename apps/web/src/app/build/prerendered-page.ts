import type { Locale } from '@platform/domain';

/** A page rendered at build time (signin-prerender.tsx). */
export type PrerenderedPage = { path: string; locale: Locale; title: string; html: string };

/** Where the build writes the prerendered sign-in page of `locale`; the API sends it for that path. */
export function prerenderedFile(locale: Locale): string {
  return `pages/${locale}/signin.html`;
}

/**
 * Until the app has taken the page over (main.tsx, `takeOverPrerendered`), a form sent from the
 * prerendered page is held back (it would go out as a GET with the password in the address) and
 * remembered: the app sends it once it runs, with what was typed.
 */
export const EARLY_SUBMIT_GUARD =
  'addEventListener("submit",function(e){var r=document.querySelector("#root[data-prerendered]");' +
  'if(r){e.preventDefault();r.setAttribute("data-prerendered","submitted")}},true)';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built `index.html` with the page's first paint in it: its language (and Mantine's light colour
 * scheme, which the app would otherwise set only once it runs), its title, the rendered page inside
 * `#root` (marked `data-prerendered`) and the early-submit guard. The scripts and styles stay as built.
 */
export function pageWithFirstPaint(indexHtml: string, page: PrerenderedPage): string {
  const replace = (html: string, pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
    return html.replace(pattern, () => by);
  };
  let html = replace(
    indexHtml,
    /<html[^>]*>/,
    `<html lang="${page.locale}" data-mantine-color-scheme="light">`,
    '<html> tag',
  );
  html = replace(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
  html = replace(html, /<\/head>/, `<script>${EARLY_SUBMIT_GUARD}</script>\n  </head>`, '</head>');
  return replace(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="">${page.html}</div>`,
    'empty <div id="root">',
  );
}
