import { describe, expect, it } from 'vitest';
import { PUBLIC_TEXTS } from './public-texts.ts';

describe('public link texts', () => {
  it('has the same keys in French, English and Spanish', () => {
    const keys = Object.keys(PUBLIC_TEXTS.fr).sort();
    expect(Object.keys(PUBLIC_TEXTS.en).sort()).toEqual(keys);
    expect(Object.keys(PUBLIC_TEXTS.es).sort()).toEqual(keys);
  });
});
