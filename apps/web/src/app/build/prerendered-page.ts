import type { Locale } from '@platform/domain';
import { COLOR_SCHEME } from '../color-scheme.ts';

/** The pages the build prerenders (signin-prerender.tsx, dashboard-prerender.tsx). */
export type PrerenderedName = 'signin' | 'dashboard';

/**
 * A page rendered at build time: its markup, the source modules (from the web app's root) the app
 * fetches before it takes the page over, and those of them whose styles its first paint needs.
 */
export type PrerenderedPage = {
  name: PrerenderedName;
  path: string;
  locale: Locale;
  title: string;
  html: string;
  modules: string[];
  styled?: string[];
};

/**
 * Where the build writes the prerendered page `name` of `locale`; the API sends it for that path
 * (apps/api/src/platform/http/web-app.ts).
 */
export function prerenderedFile(name: PrerenderedName, locale: Locale): string {
  return `pages/${locale}/${name}.html`;
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
 * `#root` (marked `data-prerendered`), the early-submit guard, and the app's start once the page has
 * painted: a `modulepreload` for the entry, its static imports and each file of `preloads` (the
 * page's chunks and texts, by their built paths, fetched beside the entry instead of after it has
 * run), then the entry itself. The built styles stay, followed by `styles` (the built style files of
 * the page's own chunks, which its first paint needs before any script has run).
 */
export function pageWithFirstPaint(
  indexHtml: string,
  page: PrerenderedPage,
  preloads: readonly string[] = [],
  styles: readonly string[] = [],
): string {
  const replace = (html: string, pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
    return html.replace(pattern, () => by);
  };
  let html = replace(
    indexHtml,
    /<html[^>]*>/,
    `<html lang="${page.locale}" data-mantine-color-scheme="${COLOR_SCHEME}">`,
    '<html> tag',
  );
  html = replace(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
  // The app's scripts are fetched once the page has painted, then run: on a slow network they no
  // longer share the bandwidth with the styles the first paint waits for, nor the main thread with it.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const src = entry.exec(html)?.[1];
  if (!src) throw new Error('index.html has no module script');
  html = html.replace(entry, '');
  const files = [src];
  html = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
    files.push(href);
    return '';
  });
  for (const file of preloads) if (!files.includes(`/${file}`)) files.push(`/${file}`);
  const boot =
    `requestAnimationFrame(()=>setTimeout(()=>{for(const f of ${JSON.stringify(files)}){` +
    'const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;' +
    `document.head.append(l)}import(${JSON.stringify(src)})}))`;
  const links = styles
    .filter((file) => !html.includes(`href="/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">\n    `)
    .join('');
  html = replace(
    html,
    /<\/head>/,
    `${links}<script>${EARLY_SUBMIT_GUARD}</script>\n    <script type="module">${boot}</script>\n  </head>`,
    '</head>',
  );
  return replace(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="">${page.html}</div>`,
    'empty <div id="root">',
  );
}

/**
 * The built `index.html` with the theme's style elements (theme-styles.ts) at the end of its head,
 * after the built styles whose default variables they override, as when the app rendered them.
 */
export function withThemeStyles(indexHtml: string, styles: string): string {
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return indexHtml.replace('</head>', () => `  ${styles}\n  </head>`);
}
