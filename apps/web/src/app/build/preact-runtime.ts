import type { Plugin } from 'vite';

const TO_PREACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * In the production build, every entry (the signed-in app and the light public checkout) renders
 * with Preact through its React-compatible layer: the same components and libraries (Mantine,
 * React Router, TanStack Query), about 10 KB of runtime instead of React DOM's 60 KB, so a page
 * loads fast on a cheap phone over a slow network (docs/performance.md, "Web and start").
 * Development (`vite`, with React's fast refresh) and the unit tests run on React.
 *
 * Preact writes its bookkeeping (parent, depth, DOM node) into the element objects it renders and
 * unmounts, so an element must never be frozen, nor kept in state that a library freezes (the chart
 * library's store did: `shared/ui/charts.tsx`).
 */
export function preactRuntime(): Plugin {
  return {
    name: 'preact-runtime',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = TO_PREACT[source];
      return target ? this.resolve(target, importer, { skipSelf: true }) : null;
    },
  };
}
