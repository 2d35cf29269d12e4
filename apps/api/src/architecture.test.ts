import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of the API's layout (docs/ARCHITECTURE.md, "Layout rules"), read from the
 * source's imports: no cycle between modules, platform/ imports no module (nor the composition
 * root), modules do not import the composition root, and SQL only in `*-repository.ts`.
 * One file is allow-listed, below, with its reason.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

type Source = { path: string; rel: string; text: string; imports: { spec: string; target?: string }[] };

function readSource(path: string): Source {
  const text = readFileSync(path, 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const imports = info.importedFiles.map(({ fileName: spec }) => ({
    spec,
    target: spec.startsWith('.')
      ? relative(SRC, resolve(dirname(path), spec))
          .split(sep)
          .join('/')
      : undefined,
  }));
  return { path, rel: relative(SRC, path).split(sep).join('/'), text, imports };
}

const sources = sourceFiles(SRC).map(readSource);

/** `modules/<name>/…` → name; anything else → undefined. */
function moduleOf(rel: string | undefined): string | undefined {
  const match = rel?.match(/^modules\/([^/]+)\//);
  return match?.[1];
}

/** Strongly connected components of more than one module (Tarjan). */
function moduleCycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!indexOf.has(node)) visit(node);
  return components;
}

/** Names a file imports as values (not `import type`) from the given specifiers. */
function valueImportsFrom(text: string, isSpec: (spec: string) => boolean): string[] {
  const names: string[] = [];
  const declaration = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
  for (const match of text.matchAll(declaration)) {
    if (match[1] || !isSpec(match[3]!)) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(
        name
          .split(/\s+as\s+/)
          .at(-1)!
          .trim(),
      );
    }
  }
  return names;
}

/** What makes a file hold SQL: the reasons found, empty when none. */
function sqlIn(source: Source): string[] {
  const reasons: string[] = [];
  const { text } = source;
  if (/\bsql\s*`/.test(text) || /\bsql\.(raw|join|empty|identifier)\(/.test(text)) reasons.push('sql tag');
  if (/\.execute\(/.test(text)) reasons.push('.execute(');
  if (/\.select(Distinct)?\(/.test(text)) reasons.push('.select(');
  if (/\.query\.\w+\.find(First|Many)\(/.test(text)) reasons.push('.query.…find');
  const drizzle = valueImportsFrom(text, (spec) => spec === 'drizzle-orm');
  if (drizzle.length > 0) reasons.push(`drizzle-orm operators (${drizzle.join(', ')})`);
  const tables = new Set(valueImportsFrom(text, (spec) => spec.includes('platform/db/schema')));
  for (const match of text.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g)) {
    if (tables.has(match[2]!)) reasons.push(`.${match[1]}(${match[2]})`);
  }
  return reasons;
}

describe('architecture', () => {
  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some((s) => moduleOf(s.rel) === 'collections')).toBe(true);
  });

  it('has no cycle between modules', () => {
    const edges = new Map<string, Set<string>>();
    const why = new Map<string, string>();
    for (const source of sources) {
      const from = moduleOf(source.rel);
      if (!from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      for (const { target } of source.imports) {
        const to = moduleOf(target);
        if (!to || to === from) continue;
        edges.get(from)!.add(to);
        if (!why.has(`${from}>${to}`)) why.set(`${from}>${to}`, `${source.rel} → ${target}`);
      }
    }
    const cycles = moduleCycles(edges).map((component) => ({
      modules: component,
      imports: [...why.entries()]
        .filter(([key]) => {
          const [a, b] = key.split('>');
          return component.includes(a!) && component.includes(b!);
        })
        .map(([, example]) => example),
    }));
    expect(cycles).toEqual([]);
  });

  it('keeps platform/ free of modules and of the composition root', () => {
    const offending = sources
      .filter((s) => s.rel.startsWith('platform/'))
      .flatMap((s) =>
        s.imports
          .filter(({ target }) => target?.startsWith('modules/') || target?.startsWith('composition/'))
          .map(({ target }) => `${s.rel} → ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it('keeps modules free of the composition root', () => {
    const offending = sources
      .filter((s) => s.rel.startsWith('modules/'))
      .flatMap((s) =>
        s.imports
          .filter(
            ({ target }) => target?.startsWith('composition/') || target === 'app.ts' || target === 'main.ts',
          )
          .map(({ target }) => `${s.rel} → ${target}`),
      );
    expect(offending).toEqual([]);
  });

  /**
   * ledger/settlement-accounts.ts: the ledger's account lookup of a settlement, rewritten at this
   * moment by the ledger rework of issue 16 (one posting function, account splitting) on its own
   * branch; it moves into a repository with that work, and this entry goes.
   */
  const SQL_ALLOWED = new Set(['modules/ledger/settlement-accounts.ts']);

  it('writes SQL only in *-repository.ts files of modules', () => {
    const offending = sources
      .filter(
        (s) => s.rel.startsWith('modules/') && !s.rel.endsWith('-repository.ts') && !SQL_ALLOWED.has(s.rel),
      )
      .map((s) => ({ file: s.rel, sql: sqlIn(s) }))
      .filter((s) => s.sql.length > 0);
    expect(offending).toEqual([]);
  });

  it('finds SQL where there is some (the detector itself)', () => {
    const probe = (text: string) => sqlIn({ path: '', rel: '', text, imports: [] });
    expect(probe('await tx.execute(sql`SELECT 1`)')).toEqual(['sql tag', '.execute(']);
    expect(
      probe("import { users } from '../../platform/db/schema/index.ts';\nawait db.update(users).set({})"),
    ).toEqual(['.update(users)']);
    expect(probe('app.delete(path, handler); map.delete(key); hmac.update(body)')).toEqual([]);
  });

  /**
   * Background work is pg-boss jobs (platform/jobs): periodic work is a job chain that runs once
   * per cluster in the worker processes (ROLE), never a timer loop in every process.
   */
  it('runs no setInterval loop (periodic work is a pg-boss job chain)', () => {
    const offending = sources.filter((s) => /\bsetInterval\s*\(/.test(s.text)).map((s) => s.rel);
    expect(offending).toEqual([]);
  });
});
