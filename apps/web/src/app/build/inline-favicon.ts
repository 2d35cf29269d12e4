import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ICON_LINK = /(<link rel="icon" type="image\/svg\+xml" href=)"\/favicon\.svg"/;

/** `html` with its link to /favicon.svg replaced by the icon itself (`svg`), as a data address. */
export function withInlineFavicon(html: string, svg: string): string {
  if (!ICON_LINK.test(html)) throw new Error('the page has no <link rel="icon"> to /favicon.svg');
  const data = `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
  return html.replace(ICON_LINK, (_, start: string) => `${start}"${data}"`);
}

/**
 * The built pages carry their icon (286 bytes) in their HTML: fetched from /favicon.svg, it took one
 * of a phone's six connections while the page's scripts waited their turn (docs/performance.md).
 * The file stays in `public/` for whoever asks for it by name.
 */
export function inlineFavicon(root: string): Plugin {
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml: (html) =>
      withInlineFavicon(html, readFileSync(path.join(root, 'public/favicon.svg'), 'utf8')),
  };
}
