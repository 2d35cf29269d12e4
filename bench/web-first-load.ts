/**
 * The merchant app's first load per page: the gzipped JavaScript a browser needs before the page
 * shows, read from a build already on disk (it builds nothing: run `npx tsx scripts/build-web.ts`
 * first; WEB_DIST_DIR or apps/web/dist). For each page: the static-import closure of index.html's
 * entry, plus the closure of the page's own route chunks and of the texts it shows (the language's
 * shell catalog and the page's area catalog), each file counted once, gzipped at level 9.
 * Target (issue 22 item 1): 170 KB per page.
 *
 *   npm run bench:web-first-load
 *   npm run bench:web-first-load -- --files     # also list each file of each page
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 170;
const root = path.join(import.meta.dirname, '..');
const distDir = path.resolve(root, 'apps/web', process.env.WEB_DIST_DIR ?? 'dist');
const assetsDir = path.join(distDir, 'assets');

/**
 * The chunks each page loads on top of the entry, by the source file's name (Vite names a chunk
 * after its first module). `catalog-fr` is the French shell catalog; `texts-<area>-fr` the area's.
 */
const PAGES: Record<string, string[]> = {
  '/signin': ['auth-pages-chunk', 'catalog-fr', 'texts-auth-fr'],
  '/dashboard': ['shell-chunk', 'overview-chunk', 'catalog-fr', 'texts-shell-fr', 'texts-overview-fr'],
  '/transactions': [
    'shell-chunk',
    'transactions-page',
    'catalog-fr',
    'texts-shell-fr',
    'texts-transactions-fr',
  ],
};

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
  for (const name of names) {
    const file = chunkNamed(name);
    if (file) {
      closure(file, set);
      used.push(name);
    }
  }
  const total = sum(set);
  if (total > TARGET_KB * 1024) over++;
  console.log(
    `${page.padEnd(14)} ${kb(total).padStart(6)} KB  target ≤ ${TARGET_KB} KB  ${total <= TARGET_KB * 1024 ? 'met' : 'missed'}  (${set.size} files; page chunks: ${used.join(', ')})`,
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
