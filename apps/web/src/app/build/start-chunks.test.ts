import { describe, expect, it } from 'vitest';
import { type ModuleGraph, startChunkGroups } from './start-chunks.ts';

const SRC = '/app/src/features';
const NM = '/app/node_modules';
const ids = {
  shell: `${SRC}/shell/shell-chunk.ts`,
  dashboard: `${SRC}/overview/pages/dashboard-page.tsx`,
  transactions: `${SRC}/transactions/pages/transactions-page.tsx`,
  signin: `${SRC}/auth/pages/auth-pages-chunk.ts`,
  barrel: `${NM}/ui-kit/index.mjs`,
  button: `${NM}/ui-kit/button.mjs`,
  menu: `${NM}/ui-kit/menu.mjs`,
  table: `${NM}/ui-kit/table.mjs`,
  picker: `${NM}/ui-kit/picker.mjs`,
  select: `${NM}/ui-kit/select.mjs`,
  hooks: `${NM}/ui-hooks/index.mjs`,
  useClick: `${NM}/ui-hooks/use-click.mjs`,
  format: '/app/src/shared/format.ts',
};

/** A tiny module graph: each module's code and imports, as the bundler's chunking context gives them. */
function graph(modules: Record<string, { code: string; exports?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const m = modules[id];
      if (!m) return null;
      const importedIds = Object.keys(modules).filter(
        (other) => other !== id && m.code.includes(`'${specifier(id, other)}'`),
      );
      return { code: m.code, importedIds, exports: m.exports ?? [] };
    },
  };
}
/** How `from` imports `to` in these fixtures: a package name for node_modules, else a relative path. */
function specifier(from: string, to: string): string {
  if (to.includes('/node_modules/') && !from.includes('/node_modules/'))
    return to.split('/node_modules/')[1]?.split('/')[0] as string;
  if (to === ids.hooks) return 'ui-hooks';
  if (to === ids.format) return '../../shared/format.ts';
  return `./${to.split('/').pop()}`;
}

const modules = {
  [ids.shell]: {
    code: "import { Button, Menu } from 'ui-kit';\nimport { formatMoney } from '../../shared/format.ts';\nexport const ShellRoot = 1;",
  },
  [ids.dashboard]: {
    code: "import { Button } from 'ui-kit';\nimport { formatMoney } from '../../shared/format.ts';\nexport const DashboardPage = 1;",
  },
  [ids.transactions]: {
    code: "import { Table, Button, Select } from 'ui-kit';\nexport const TransactionsPage = 1;",
  },
  [ids.signin]: { code: "import { Button as B, Select } from 'ui-kit';" },
  // A barrel (no code of its own), re-exporting more than anyone imports.
  [ids.barrel]: {
    code: "export { Button } from './button.mjs';\nexport { Menu } from './menu.mjs';\nexport { Table } from './table.mjs';\nexport { Picker } from './picker.mjs';\nexport { Select } from './select.mjs';",
  },
  [ids.button]: { code: "import 'ui-hooks';\nexport const Button = 1;", exports: ['Button'] },
  [ids.menu]: { code: "import { useClick } from 'ui-hooks';\nexport const Menu = 1;", exports: ['Menu'] },
  [ids.table]: { code: 'export const Table = 1;', exports: ['Table'] },
  [ids.picker]: { code: 'export const Picker = 1;', exports: ['Picker'] },
  [ids.select]: { code: 'export const Select = 1;', exports: ['Select'] },
  [ids.hooks]: { code: "export { useClick } from './use-click.mjs';" },
  [ids.useClick]: { code: 'export const useClick = 1;', exports: ['useClick'] },
  [ids.format]: { code: 'export const formatMoney = 1;', exports: ['formatMoney'] },
};

describe('startChunkGroups', () => {
  // The bundler's candidates: the modules it kept (the picker is imported by no one).
  const kept = Object.keys(modules).filter((id) => id !== ids.picker);
  const groups = startChunkGroups(graph(modules), kept);

  it('puts what the sign-in page shares with the signed-in pages apart, so it loads no signed-in code', () => {
    expect(groups.get(ids.button)).toBe('ui-shared');
    expect(groups.get(ids.signin)).toBeUndefined();
  });

  it('keeps what sign-in shares with one landing page only out of the other page and the frames', () => {
    expect(groups.get(ids.select)).toBe('transactions-ui');
  });

  it('puts the frames and what both landing pages use in the shell chunk, each page its own', () => {
    expect(groups.get(ids.shell)).toBe('shell-chunk');
    expect(groups.get(ids.menu)).toBe('shell-chunk');
    expect(groups.get(ids.useClick)).toBe('shell-chunk');
    expect(groups.get(ids.format)).toBe('shell-chunk');
    expect(groups.get(ids.dashboard)).toBe('dashboard-page');
    expect(groups.get(ids.transactions)).toBe('transactions-page');
    expect(groups.get(ids.table)).toBe('transactions-page');
  });

  it('follows a barrel only to what is imported from it by name', () => {
    // `import 'ui-hooks'` (a side-effect import of a barrel) brings none of its hooks to sign-in.
    expect(groups.get(ids.useClick)).not.toBe('ui-shared');
    expect(groups.has(ids.picker)).toBe(false);
    expect(groups.has(ids.barrel)).toBe(false);
  });
});
