import { describe, expect, it } from 'vitest';
import { linkPaths, publicLinkUrl } from './link-paths.ts';

describe('linkPaths', () => {
  it('keeps links under /feexLinks and quick links under /quicklinks', () => {
    expect(linkPaths('link').detail('lnk_1')).toBe('/feexLinks/detail/lnk_1');
    expect(linkPaths('quicklink').add).toBe('/quicklinks/add');
  });
  it('builds the public address from the origin and the API path', () => {
    expect(publicLinkUrl('/checkout/link/lnk_1', 'https://pay.example/')).toBe(
      'https://pay.example/checkout/link/lnk_1',
    );
  });
});
