import { FEATURE_TEXT_FOLDERS } from '../../shared/i18n/feature-text-folders.ts';
import { LANDING_PAGES, type LandingPage, SHELL_CHUNK } from '../landing-pages.ts';

/** Per language, per landing page: the built files (paths from the site's root) its first render waits for. */
export type LandingPreloads = Record<string, Record<LandingPage, string[]>>;

/**
 * The source modules (from the web app's root) a landing page waits for in `locale` beside the
 * entry: the frames' chunk, the page's chunk, the language's shared texts and both chunks' texts.
 */
export function landingModules(page: LandingPage, locale: string): string[] {
  const texts = new Set([...SHELL_CHUNK.texts, ...LANDING_PAGES[page].texts]);
  return [
    SHELL_CHUNK.module,
    LANDING_PAGES[page].module,
    `src/shared/i18n/locales/${locale}.json`,
    ...[...texts].map((ns) => `src/features/${FEATURE_TEXT_FOLDERS[ns]}/locales/${locale}.json`),
  ];
}

/**
 * The inline script index.html runs after its early session refresh: on a landing page's path (any
 * language, live or sandbox), once the refresh says the visitor is signed in, a `modulepreload` for
 * each script of the page in that language and a style `preload` for each of its style sheets (the
 * app links them itself, at once from the cache). The app's scripts would ask for them only once they have
 * arrived and run (a round trip and a phone's script time later); a signed-out visitor, sent to
 * sign in, fetches none of them.
 */
export function landingPreloadScript(table: LandingPreloads): string {
  // French has no prefix (locale-path.ts); every other language of the table has its own.
  const prefixes = Object.keys(table)
    .filter((locale) => locale !== 'fr')
    .join('|');
  const pages = Object.keys(Object.values(table)[0] ?? {}).join('|');
  const path = `/^\\/(?:(${prefixes})\\/)?(?:sandbox\\/)?(${pages})\\/?$/i`;
  return (
    `((t,m,e)=>{const f=m&&t[(m[1]||"fr").toLowerCase()]?.[m[2].toLowerCase()];` +
    'if(f&&e)e.then((r)=>{if(r.ok)for(const h of f){const l=document.createElement("link"),c=h.endsWith(".css");' +
    'l.rel=c?"preload":"modulepreload";if(c)l.as="style";l.crossOrigin="";l.href=h;document.head.append(l)}},()=>{})})' +
    `(${JSON.stringify(table)},${path}.exec(location.pathname),window.__earlyRefresh)`
  );
}

/** The built index.html with the landing pages' preload script after its early refresh script. */
export function withLandingPreloads(indexHtml: string, table: LandingPreloads): string {
  const entry = /<script type="module"/;
  if (!entry.test(indexHtml)) throw new Error('index.html has no module script');
  return indexHtml.replace(
    entry,
    () => `<script>${landingPreloadScript(table)}</script>\n    <script type="module"`,
  );
}
