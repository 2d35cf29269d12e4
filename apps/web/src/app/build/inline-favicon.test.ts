import { describe, expect, it } from 'vitest';
import { withInlineFavicon } from './inline-favicon.ts';

describe('withInlineFavicon', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect fill="#D45D00"/></svg>\n';

  it('puts the icon in the page, so that no request is spent on it', () => {
    const html = withInlineFavicon(
      '<head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /></head>',
      svg,
    );
    expect(html).not.toContain('/favicon.svg');
    const href = /href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
    // Nothing in it closes the attribute early.
    expect(href).not.toMatch(/["<>\s]/);
  });

  it('refuses a page without the link rather than building one without an icon', () => {
    expect(() => withInlineFavicon('<head></head>', svg)).toThrow(/favicon/);
  });
});
