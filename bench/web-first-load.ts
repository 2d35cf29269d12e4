/**
 * The merchant app's first load per page: the gzipped JavaScript a browser needs before the page
 * shows, read from a build already on disk (it builds nothing: run `npx tsx scripts/build-web.ts`
 * first; WEB_DIST_DIR or apps/web/dist). For each page: the static-import closure of index.html's
 * entry, plus the closure of the page's own route chunks and of the texts it shows (the language's
 * shared texts and the texts its route chunks wait for), each file counted once, gzipped at level 9.
 * Target (issue 22 item 1): 170 KB per page.
 *
 *   npm run bench:web-first-load
 *   npm run bench:web-first-load -- --files     # also list each file of each page
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANDING_PAGES, SHELL_CHUNK } from '../apps/web/src/app/landing-pages.ts';
import { FEATURE_TEXT_FOLDERS } from '../apps/web/src/shared/i18n/feature-text-folders.ts';

const TARGET_KB = 170;
const root = path.join(import.meta.dirname, '..');
const distDir = path.resolve(root, 'apps/web', process.env.WEB_DIST_DIR ?? 'dist');
const assetsDir = path.join(distDir, 'assets');

/**
 * The route chunks each page loads on top of the entry, by the source file's name (Vite names a chunk
 * after its first module). The texts each route chunk waits for are read from the build itself (the
 * namespaces its `withTexts` loader lists in routes.tsx), plus the language's shared texts.
 */
const PAGES: Record<string, string[]> = {
  '/signin': ['signin-page'],
  '/dashboard': ['shell-chunk', 'dashboard-page'],
  '/transactions': ['shell-chunk', 'transactions-page'],
};
const LANGUAGE = 'fr';

const htmlPath = path.join(distDir, 'index.html');
if (!existsSync(htmlPath)) {
  console.error(`No ${htmlPath}: build the web app first (npx tsx scripts/build-web.ts).`);
  process.exit(1);
}
const files = readdirSync(assetsDir).filter((f) => f.endsWith('.js'));
const entry = /<script[^>]*type="module"[^>]*src="\/assets\/([^"]+)"/.exec(
  readFileSync(htmlPath, 'utf8'),
)?.[1];
if (!entry) throw new Error('index.html has no module script');

/** The chunk built from the source file `name` (name, a dash, an 8-character hash), if any. */
function chunkNamed(name: string): string | undefined {
  return files.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
}

const code = files.map((f) => readFileSync(path.join(assetsDir, f), 'utf8')).join('\n');
/** The chunk of a texts file, from the build's import.meta.glob table (`"<path>":()=>…import(`./x.js`)`). */
function textsChunk(jsonPath: string): string | undefined {
  const quoted = jsonPath.replace(/[./]/g, (c) => `\\${c}`);
  return new RegExp(`"${quoted}":\\(\\)=>\\w+\\(\\(\\)=>import\\(\`\\./([^\`]+)\``).exec(code)?.[1];
}
/** The texts of the frame's and the landing pages' chunks, as routes.tsx takes them (landing-pages.ts). */
const LANDING_TEXTS: Record<string, readonly string[]> = {
  'shell-chunk': SHELL_CHUNK.texts,
  'dashboard-page': LANDING_PAGES.dashboard.texts,
  'transactions-page': LANDING_PAGES.transactions.texts,
};
/**
 * The namespaces the route loader of `chunk` waits for: a landing page's from landing-pages.ts, else
 * as its loader lists them in the build (`withTexts([…],()=>…import(`./chunk-…`))`).
 */
function namespacesOf(chunk: string): string[] {
  if (LANDING_TEXTS[chunk]) return [...LANDING_TEXTS[chunk]];
  const list = new RegExp(`\\[([^\\]]*)\\],\\(\\)=>\\w+\\(\\(\\)=>import\\(\`\\./${chunk}-`).exec(code)?.[1];
  return list ? [...list.matchAll(/`(\w+)`/g)].map((m) => m[1]!) : [];
}
const folderOf = (ns: string) => (FEATURE_TEXT_FOLDERS as Record<string, string>)[ns];

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g;
const gzipCache = new Map<string, number>();
const gzipOf = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(assetsDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

/** Every file `start` needs before it runs: itself and its static imports, transitively. */
function closure(start: string, into: Set<string>): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  const code = readFileSync(path.join(assetsDir, start), 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) closure(m[1]!, into);
  return into;
}

const kb = (n: number) => (n / 1024).toFixed(1);
const entryFiles = closure(entry, new Set());
console.log(`Merchant app, first load (gzipped JS, level 9) from ${path.relative(root, distDir)}:`);
console.log(`  entry ${entry} and its static imports: ${kb(sum(entryFiles))} KB`);
let over = 0;
for (const [page, names] of Object.entries(PAGES)) {
  const set = new Set(entryFiles);
  const used: string[] = [];
  const texts = new Set<string>();
  for (const name of names) {
    const file = chunkNamed(name);
    if (!file) {
      console.error(`  no chunk named ${name}-*.js in the build`);
      continue;
    }
    closure(file, set);
    used.push(name);
    for (const ns of namespacesOf(name)) texts.add(ns);
  }
  const textFiles = [
    textsChunk(`./locales/${LANGUAGE}.json`),
    ...[...texts].map((ns) => textsChunk(`../../features/${folderOf(ns)}/locales/${LANGUAGE}.json`)),
  ];
  for (const file of textFiles) if (file) closure(file, set);
  const total = sum(set);
  if (total > TARGET_KB * 1024) over++;
  console.log(
    `${page.padEnd(14)} ${kb(total).padStart(6)} KB  target ≤ ${TARGET_KB} KB  ${total <= TARGET_KB * 1024 ? 'met' : 'missed'}  (${set.size} files; route chunks: ${used.join(', ')}; texts: shared${[...texts].map((ns) => `, ${ns}`).join('')})`,
  );
  if (process.argv.includes('--files')) {
    for (const f of [...set].sort((a, b) => gzipOf(b) - gzipOf(a)))
      console.log(`    ${kb(gzipOf(f)).padStart(6)} KB  ${f}`);
  }
}
function sum(set: Set<string>) {
  let total = 0;
  for (const f of set) total += gzipOf(f);
  return total;
}
if (over) process.exitCode = 1;
