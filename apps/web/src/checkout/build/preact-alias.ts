import path from 'node:path';
import type { Plugin } from 'vite';

const TO_PREACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** React component libraries the checkout imports: given their own copy that renders with Preact. */
const REACT_LIBRARIES = new Set(['qrcode.react']);
const MARK = 'checkout-preact';

/**
 * In the production build, the light checkout entry (`src/checkout/`) renders with Preact through
 * its React-compatible layer: the same components, about 10 KB of runtime instead of React DOM's
 * 60 KB, so a payment page loads fast on a cheap phone over a slow network. The signed-in app
 * keeps React. A React library the checkout imports (the QR code) gets a copy of its own, marked
 * with `?checkout-preact`, whose `react` imports are Preact too. (Development and unit tests run
 * the checkout on React.)
 */
export function checkoutPreact(): Plugin {
  const folder = `${path.sep}src${path.sep}checkout${path.sep}`;
  const inCheckout = (importer: string | undefined) =>
    !!importer && (path.normalize(importer).includes(folder) || importer.endsWith(`?${MARK}`));
  return {
    name: 'checkout-preact',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!inCheckout(importer)) return null;
      const target = TO_PREACT[source];
      if (target) return this.resolve(target, importer, { skipSelf: true });
      if (REACT_LIBRARIES.has(source)) {
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        return resolved ? { ...resolved, id: `${resolved.id}?${MARK}` } : null;
      }
      return null;
    },
  };
}
