import type { Locale } from '@platform/domain';

/**
 * A page rendered at build time (signin-prerender.tsx): its markup, and the source modules (from the
 * web app's root) the app fetches before it takes the page over.
 */
export type PrerenderedPage = {
  path: string;
  locale: Locale;
  title: string;
  html: string;
  modules: string[];
};

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
 * `#root` (marked `data-prerendered`), the early-submit guard, and a `modulepreload` for each file of
 * `preloads` (the page's chunks and texts, by their built paths) that the entry does not already
 * preload: they are fetched beside the entry instead of after it has run. The rest stays as built.
 */
export function pageWithFirstPaint(
  indexHtml: string,
  page: PrerenderedPage,
  preloads: readonly string[] = [],
): string {
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
  const links = preloads
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `)
    .join('');
  html = replace(html, /<\/head>/, `${links}<script>${EARLY_SUBMIT_GUARD}</script>\n  </head>`, '</head>');
  return replace(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="">${page.html}</div>`,
    'empty <div id="root">',
  );
}
