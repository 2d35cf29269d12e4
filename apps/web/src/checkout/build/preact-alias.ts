import path from 'node:path';
import type { Plugin } from 'vite';

const TO_PREACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * In the production build, the light checkout entry (`src/checkout/`) renders with Preact through
 * its React-compatible layer: the same components, about 10 KB of runtime instead of React DOM's
 * 60 KB, so a payment page loads fast on a cheap phone over a slow network. The signed-in app
 * keeps React. (Development and unit tests run the checkout on React.)
 */
export function checkoutPreact(): Plugin {
  const folder = `${path.sep}src${path.sep}checkout${path.sep}`;
  return {
    name: 'checkout-preact',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      const target = TO_PREACT[source];
      if (!target || !importer || !path.normalize(importer).includes(folder)) return null;
      return this.resolve(target, importer, { skipSelf: true });
    },
  };
}
