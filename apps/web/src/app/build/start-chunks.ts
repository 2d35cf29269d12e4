/**
 * The chunks a signed-in landing page waits for, grouped into a few files (docs/performance.md, "Web
 * and start"). Left to itself the bundler makes one chunk per set of route chunks sharing a module:
 * /dashboard needed 80 files, and Lighthouse's phone (HTTP/1.1, six connections, 150 ms per round
 * trip) fetched them in a dozen rounds. Here, beside the entry's own chunks (`runtime`, `app-start`):
 *
 * - `shell-chunk`: the signed-in frames and everything they import, plus what both landing pages
 *   import (every signed-in page loads the frames anyway);
 * - `dashboard-page`, `transactions-page`: each landing page with what only it (and later pages)
 *   import;
 * - `ui-shared`: what the pages before sign-in (the sign-in page's own chunk, the other auth pages)
 *   share with the frames (or with both landing pages), so the sign-in page loads no signed-in code;
 * - `dashboard-ui`, `transactions-ui`: what they share with one landing page only (the sign-up
 *   pages' selects and the transactions' filters share Mantine's combobox and the positioning
 *   library, which /dashboard must not load).
 *
 * Everything else (the other route chunks) keeps the bundler's own splitting.
 */

/** What the bundler's chunking context tells of a module. */
type ModuleFacts = { importedIds: readonly string[]; code: string | null; exports?: readonly string[] };

/** The module graph as the bundler's chunking context shows it. */
export type ModuleGraph = {
  getModuleInfo(id: string): ModuleFacts | null;
};

const ROOTS = {
  shell: /[\\/]features[\\/]shell[\\/]shell-chunk\.ts$/,
  dashboard: /[\\/]features[\\/]overview[\\/]pages[\\/]dashboard-page\.tsx$/,
  transactions: /[\\/]features[\\/]transactions[\\/]pages[\\/]transactions-page\.tsx$/,
  // The sign-in page (its own chunk) and the other pages before sign-in.
  signin: /[\\/]features[\\/]auth[\\/]pages[\\/](auth-pages-chunk\.ts|signin-page\.tsx)$/,
} as const;
type Root = keyof typeof ROOTS;

/** `import {a, b as c} from 's'`, `export {a} from 's'`, `import x from 's'`, `export * from 's'`, `import 's'`. */
const IMPORT =
  /(?:^|[;\n}])\s*(import|export)\s*(?:(type\s+)?([\w$]+\s*,?\s*)?(\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)?\s*from\s*)?["']([^"']+)["']/g;

/** An import: its target, and the names asked of it (`all`: a default, namespace or side effect). */
type Edge = { target: string; names: string[] | 'all'; reexports?: Map<string, string> };

/**
 * A module's imports as written (`code`), each matched to the resolved id among `importedIds`: the
 * graph's own edges go to every module a barrel re-exports (all of Mantine from `@mantine/core`),
 * where the bundler keeps only the ones imported by name. `reexports` maps a name the module exports
 * (`export { a as b } from`) to the name it asks of the target.
 */
function edgesOf(id: string, info: ModuleFacts): Edge[] {
  const edges: Edge[] = [];
  const code = info.code ?? '';
  for (const m of code.matchAll(IMPORT)) {
    if (m[2]) continue; // `import type`
    const target = resolveAmong(id, m[5] as string, info.importedIds);
    if (!target) continue;
    const list = m[4];
    if (!list && !m[3]) {
      edges.push({ target, names: [] }); // `import 'x'`: the module's own side effects only
      continue;
    }
    if (!list?.startsWith('{') || m[3]) {
      edges.push({ target, names: 'all' });
      continue;
    }
    const pairs = list
      .slice(1, -1)
      .split(',')
      .map((n) => n.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((n) => n.split(/\s+as\s+/) as [string, string?]);
    const reexports = new Map(pairs.map(([local, as]) => [as ?? local, local]));
    edges.push({ target, names: pairs.map(([local]) => local), ...(m[1] === 'export' ? { reexports } : {}) });
  }
  return edges;
}

function resolveAmong(from: string, spec: string, ids: readonly string[]): string | undefined {
  if (spec.startsWith('.')) {
    const dir = from.slice(0, Math.max(from.lastIndexOf('/'), from.lastIndexOf('\\')));
    const parts = `${dir}/${spec}`.split(/[\\/]/);
    const out: string[] = [];
    for (const part of parts) {
      if (part === '..') out.pop();
      else if (part !== '.') out.push(part);
    }
    const wanted = out.join('/');
    return ids.find((i) => i === wanted || i.startsWith(`${wanted}.`) || i.startsWith(`${wanted}/index.`));
  }
  const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string);
  const sub = spec.slice(pkg.length);
  const inPkg = ids.filter(
    (i) =>
      i.includes(`/node_modules/${pkg}/`) ||
      (pkg.startsWith('@platform/') && i.includes(`/packages/${pkg.slice(10)}/`)),
  );
  return inPkg.length === 1 ? inPkg[0] : inPkg.find((i) => (sub ? i.includes(sub) : true));
}

/** A module of re-exports only (its code without its import and export-from statements is empty). */
function isBarrel(code: string | null): boolean {
  return (
    (code ?? '')
      .replace(IMPORT, '')
      .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
      .replace(/[\s;]/g, '') === ''
  );
}

/**
 * The modules `start` runs once bundled: its static imports, transitively, through barrels only to
 * the modules that export the names imported (`kept`: the modules the bundler kept).
 */
function closure(graph: ModuleGraph, start: string, kept: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const barrelNames = new Map<string, Set<string>>();
  const stack: Edge[] = [{ target: start, names: 'all' }];
  while (stack.length) {
    const { target, names } = stack.pop() as Edge;
    const info = graph.getModuleInfo(target);
    if (!info) continue;
    if (kept.has(target) && !isBarrelOnce(info)) {
      // Reached through `export *` with names it does not export: not needed.
      if (names !== 'all' && info.exports && !names.some((n) => info.exports?.includes(n))) continue;
      if (seen.has(target)) continue;
      seen.add(target);
      stack.push(...edgesOnce(target, info));
      continue;
    }
    // A module the bundler dropped (a barrel, or one whose exports are all unused): follow only the
    // re-exports of the names asked for (every one for a default or namespace import).
    const asked = barrelNames.get(target) ?? new Set<string>();
    barrelNames.set(target, asked);
    for (const edge of edgesOnce(target, info)) {
      let wanted: string[] | 'all';
      if (names === 'all') wanted = edge.names;
      else if (edge.reexports) wanted = names.flatMap((n) => edge.reexports?.get(n) ?? []);
      else if (edge.names === 'all')
        wanted = names; // `export * from`
      else continue; // a plain import of a dropped module
      const fresh = wanted === 'all' ? ['*'] : wanted;
      const key = (n: string) => `${edge.target}:${n}`;
      if (fresh.every((n) => asked.has(key(n)))) continue;
      for (const n of fresh) asked.add(key(n));
      stack.push({ target: edge.target, names: wanted });
    }
  }
  return seen;
}

/**
 * The graph with each module's facts, imports and barrel test worked out once. The bundler builds a
 * fresh copy of a module's facts (its whole code) at every `getModuleInfo`, and a barrel such as
 * `@mantine/core`'s is reached once per name asked of it: without this the walk took 290 s of a
 * 5-minute build on a 2-core machine.
 */
function remembered(graph: ModuleGraph): ModuleGraph {
  const infos = new Map<string, ModuleFacts | null>();
  return {
    getModuleInfo(id) {
      let info = infos.get(id);
      if (info === undefined) {
        const facts = graph.getModuleInfo(id);
        info = facts && { importedIds: facts.importedIds, code: facts.code, exports: facts.exports };
        infos.set(id, info);
      }
      return info;
    },
  };
}

const edgesCache = new WeakMap<ModuleFacts, Edge[]>();
const barrelCache = new WeakMap<ModuleFacts, boolean>();

/** `edgesOf`, once per module's facts. */
function edgesOnce(id: string, info: ModuleFacts): Edge[] {
  let edges = edgesCache.get(info);
  if (!edges) {
    edges = edgesOf(id, info);
    edgesCache.set(info, edges);
  }
  return edges;
}

/** `isBarrel`, once per module's facts. */
function isBarrelOnce(info: ModuleFacts): boolean {
  let barrel = barrelCache.get(info);
  if (barrel === undefined) {
    barrel = isBarrel(info.code);
    barrelCache.set(info, barrel);
  }
  return barrel;
}

/**
 * The group of each module reached from the landing pages' roots, or null (the bundler decides).
 * `ids` are the graph's module ids (to find the roots); modules of the entry's own chunks are taken
 * by higher-priority groups first.
 */
export function startChunkGroups(bundlerGraph: ModuleGraph, ids: Iterable<string>): Map<string, string> {
  const graph = remembered(bundlerGraph);
  const kept = new Set(ids);
  const closures = {} as Record<Root, Set<string>>;
  for (const root of Object.keys(ROOTS) as Root[]) {
    closures[root] = new Set();
    for (const id of kept)
      if (ROOTS[root].test(id)) for (const m of closure(graph, id, kept)) closures[root].add(m);
  }
  const groups = new Map<string, string>();
  const signedIn = new Set([...closures.shell, ...closures.dashboard, ...closures.transactions]);
  for (const id of signedIn) {
    const inDashboard = closures.dashboard.has(id);
    const inTransactions = closures.transactions.has(id);
    const everyPage = closures.shell.has(id) || (inDashboard && inTransactions);
    const page = inDashboard ? 'dashboard' : 'transactions';
    if (closures.signin.has(id)) groups.set(id, everyPage ? 'ui-shared' : `${page}-ui`);
    else groups.set(id, everyPage ? 'shell-chunk' : `${page}-page`);
  }
  return groups;
}

/**
 * The `test` and `name` of a `codeSplitting` group applying `startChunkGroups`: the bundler calls
 * `test` for every candidate module before the first `name`, so `name` works the groups out once,
 * over every module seen.
 */
export function startChunksGroup(): {
  test: (id: string) => boolean;
  name: (id: string, ctx: ModuleGraph) => string | null;
} {
  const ids: string[] = [];
  let groups: Map<string, string> | undefined;
  return {
    test: (id) => {
      ids.push(id);
      return true;
    },
    name: (id, ctx) => {
      groups ??= startChunkGroups(ctx, ids);
      return groups.get(id) ?? null;
    },
  };
}
