import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Locale } from '@platform/domain';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { LANDING_PAGES, type LandingPage } from '../landing-pages.ts';
import { type LandingPreloads, landingModules, withLandingPreloads } from './landing-preloads.ts';
import { preactRuntime } from './preact-runtime.ts';
import {
  type PrerenderedPage,
  pageWithFirstPaint,
  prerenderedFile,
  withThemeStyles,
} from './prerendered-page.ts';

const ENTRY = path.join(import.meta.dirname, 'prerender-pages.ts');

/** Written beside the page, as the build's compression plugin does for the assets. */
async function writeCompressed(file: string, html: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    promisify(gzip)(html, { level: 9 }),
  ]);
  await Promise.all([writeFile(file, html), writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * After the browser build: the sign-in page and the live dashboard's frame rendered per language
 * into copies of the built `index.html` (prerendered-page.ts), so that /signin and /dashboard (and
 * their /en and /es) paint before any script has run (docs/performance.md, "Web and start"). The
 * pages' modules are built once more for Node (a few seconds; no browser), with Preact in place of
 * React as in the browser build, so the markup is the one the app renders and takes over. Then
 * index.html gets the signed-in landing pages' preload script (landing-preloads.ts), with each
 * page's built files per language.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  /** The built chunks: their file, the source module they were built from, their static imports. */
  const chunks: {
    fileName: string;
    facade: string | null;
    modules: string[];
    imports: string[];
    css: string[];
  }[] = [];
  /**
   * The built files `module` (a path from the web app's root) needs: its chunk and its static
   * imports, and with `css` the styles those chunks bring.
   */
  const filesOf = (module: string, into = new Set<string>(), css = false) => {
    const id = path.join(config.root, module);
    // A page grouped into a chunk of its own name (start-chunks.ts) is in it, not its facade.
    const start =
      chunks.find((chunk) => chunk.facade === id) ?? chunks.find((chunk) => chunk.modules.includes(id));
    if (!start) throw new Error(`no chunk was built from ${module}`);
    const visit = (fileName: string) => {
      if (into.has(fileName)) return;
      into.add(fileName);
      const chunk = chunks.find((c) => c.fileName === fileName);
      if (css) for (const style of chunk?.css ?? []) into.add(style);
      for (const next of chunk?.imports ?? []) visit(next);
    };
    visit(start.fileName);
    return into;
  };
  return {
    name: 'prerender-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      chunks.length = 0;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          chunks.push({
            fileName: output.fileName,
            facade: output.facadeModuleId,
            modules: output.moduleIds,
            imports: output.imports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
          });
        }
      }
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = await mkdtemp(path.join(tmpdir(), 'page-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          // Its warnings are the browser build's, once more (and Mantine's `'use client'` per module).
          logLevel: 'error',
          plugins: [preactRuntime()],
          ssr: { noExternal: true },
          build: {
            ssr: ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            minify: false,
            rolldownOptions: {
              output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
            },
          },
        });
        const entry = (await readdir(ssrDir)).find((file) => file.startsWith('prerender-pages'));
        if (!entry) throw new Error(`the prerender build wrote no entry in ${ssrDir}`);
        const {
          PRERENDER_LOCALES: LOCALES,
          renderPages,
          themeStyles,
        } = (await import(pathToFileURL(path.join(ssrDir, entry)).href)) as {
          PRERENDER_LOCALES: readonly Locale[];
          renderPages: (locale: Locale) => Promise<PrerenderedPage[]>;
          themeStyles: () => string;
        };
        // Every page (index.html and those prerendered from it) carries the theme's styles in its head.
        const index = withThemeStyles(await readFile(path.join(outDir, 'index.html'), 'utf8'), themeStyles());
        for (const locale of LOCALES) {
          for (const page of await renderPages(locale)) {
            const preloads = new Set<string>();
            for (const module of page.modules) filesOf(module, preloads);
            const styles = new Set<string>();
            for (const module of page.styled ?? []) filesOf(module, styles, true);
            await writeCompressed(
              path.join(outDir, prerenderedFile(page.name, locale)),
              pageWithFirstPaint(
                index,
                page,
                [...preloads],
                [...styles].filter((file) => file.endsWith('.css')),
              ),
            );
          }
        }
        // The signed-in landing pages' files, asked for by index.html once the session is back.
        const inIndex = new Set([...index.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
        const table: LandingPreloads = {};
        for (const locale of LOCALES) {
          const pages = {} as LandingPreloads[string];
          for (const page of Object.keys(LANDING_PAGES) as LandingPage[]) {
            const files = new Set<string>();
            for (const module of landingModules(page, locale)) filesOf(module, files, true);
            pages[page] = [...files].filter((file) => !inIndex.has(file)).map((file) => `/${file}`);
          }
          table[locale] = pages;
        }
        await writeCompressed(path.join(outDir, 'index.html'), withLandingPreloads(index, table));
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
