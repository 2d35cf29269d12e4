import { describe, expect, it } from 'vitest';
import { holdsBadText, isBadText } from './refuse-bad-text.ts';

describe('holdsBadText', () => {
  it('finds a NUL or a lone surrogate anywhere, keys included', () => {
    expect(isBadText('a\u0000b')).toBe(true);
    expect(isBadText('\ud800')).toBe(true);
    expect(isBadText('x\udc00')).toBe(true);
    expect(isBadText('😀 éà')).toBe(false);
    expect(holdsBadText({ a: [1, { b: 'ok' }, { c: ['\ud800'] }] })).toBe(true);
    expect(holdsBadText({ 'k\u0000': 1 })).toBe(true);
    expect(holdsBadText({ a: [1, true, null, 'fine'] })).toBe(false);
  });

  it('survives any nesting depth', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(holdsBadText(deep)).toBe(true);
  });
});
