/**
 * The weight of the public checkout's first load: the JavaScript checkout.html loads before the
 * page works (its module script and every modulepreload it lists, i.e. the static import graph),
 * gzipped at level 9 as a server would send it. Builds the web app first unless
 * `--no-build` is given (then reads WEB_DIST_DIR or apps/web/dist). Budget: 80 KB; the FeexMarket
 * storefront (`/market/{slug}`, same entry, same first load) aims at 50 KB.
 *
 *   npm run bench:checkout            # build, then measure
 *   npm run bench:checkout -- --no-build
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 80 * 1024;
/** FeexMarket's storefront (`/market/{slug}`) is a page of the same entry; its own target (issue 20). */
const STOREFRONT_BUDGET_BYTES = 50 * 1024;
const root = path.join(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.resolve(webDir, process.env.WEB_DIST_DIR ?? 'dist');

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
}
const htmlPath = path.join(distDir, 'checkout.html');
if (!existsSync(htmlPath)) {
  console.error(`No ${htmlPath}: build the web app first (npm run build).`);
  process.exit(1);
}
const html = readFileSync(htmlPath, 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => m[1]!);
const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

const sizeOf = (url: string) => {
  const bytes = readFileSync(path.join(distDir, url.replace(/^\//, '')));
  return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const js = [...new Set(scripts)].map(sizeOf);
const css = [...new Set(styles)].map(sizeOf);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

console.log('First load of a public payment page (checkout.html):');
for (const file of [...js, ...css])
  console.log(`  ${file.url.padEnd(44)} ${kb(file.raw).padStart(9)} raw  ${kb(file.gzip).padStart(8)} gzip`);
const totalJs = js.reduce((sum, f) => sum + f.gzip, 0);
const totalCss = css.reduce((sum, f) => sum + f.gzip, 0);
console.log(`JavaScript, gzipped: ${totalJs} bytes (${kb(totalJs)}) — budget ${kb(BUDGET_BYTES)}`);
console.log(`CSS, gzipped: ${totalCss} bytes (${kb(totalCss)})`);
console.log(
  `FeexMarket storefront (/market/{slug}, same entry): ${totalJs} bytes (${kb(totalJs)}) — target ${kb(STOREFRONT_BUDGET_BYTES)}`,
);
if (totalJs > BUDGET_BYTES || totalJs > STOREFRONT_BUDGET_BYTES) {
  console.error('Over budget.');
  process.exit(1);
}
