import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_TEXT_FOLDERS } from '../shared/i18n/feature-text-folders.ts';

/**
 * A route chunk renders once the texts its `withTexts` loader lists have arrived (routes.tsx). Every key
 * of a feature namespace used by the chunk's modules (and the modules they import, at once or later)
 * must belong to a listed namespace, or the page would show the key instead of the text.
 */
const ROUTES = path.join(import.meta.dirname, 'routes.tsx');
const NAMESPACES = Object.keys(FEATURE_TEXT_FOLDERS);

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`].find((f) => /\.tsx?$/.test(f) && existsSync(f));
}

/** The modules `file` brings, itself included: relative imports, static or dynamic. */
function moduleGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
    const next = resolve(file, m[1] as string);
    if (next) moduleGraph(next, seen);
  }
  return seen;
}

function namespacesUsed(files: Set<string>): string[] {
  const used = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const ns of NAMESPACES) if (new RegExp(`['"\`]${ns}\\.\\w`).test(code)) used.add(ns);
  }
  return [...used].sort();
}

const loaders = [
  ...readFileSync(ROUTES, 'utf8').matchAll(/withTexts\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']+)'\)/g),
].map((m) => ({
  listed: [...(m[1] as string).matchAll(/'(\w+)'/g)].map((n) => n[1] as string),
  file: path.resolve(import.meta.dirname, m[2] as string),
}));

describe('texts each route chunk waits for', () => {
  it('finds the route chunks in routes.tsx', () => {
    expect(loaders.length).toBeGreaterThan(20);
  });

  it.each(loaders.map((l) => [path.basename(l.file), l] as const))(
    '%s lists every namespace it shows',
    (_, l) => {
      const missing = namespacesUsed(moduleGraph(l.file)).filter((ns) => !l.listed.includes(ns));
      expect(missing).toEqual([]);
    },
  );

  it('the entry shows no feature namespace (it has only the shared texts)', () => {
    const entry = path.join(import.meta.dirname, '../main.tsx');
    const staticGraph = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen;
      seen.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/from\s*['"](\.[^'"]+)['"]/g)) {
        const next = resolve(file, m[1] as string);
        if (next) staticGraph(next, seen);
      }
      return seen;
    };
    expect(namespacesUsed(staticGraph(entry))).toEqual([]);
  });
});
