import { describe, expect, it } from 'vitest';
import { detectNetwork } from './detect-network.ts';

describe('detectNetwork', () => {
  it('reads Benin national numbers with the prefix table', () => {
    expect(detectNetwork('01 97 00 00 00')).toBe('mtn');
    expect(detectNetwork('0195000000')).toBe('moov');
    expect(detectNetwork('0140000000')).toBe('celtiis_bj');
  });

  it('reads international numbers of the other countries', () => {
    expect(detectNetwork('+228 90 00 00 00')).toBe('togocom_tg');
    expect(detectNetwork('+225 07 00 00 00 00')).toBe('mtn_ci');
    expect(detectNetwork('00221770000000')).toBe('orange_sn');
  });

  it('gives nothing for an unknown prefix or text', () => {
    expect(detectNetwork('0900000000')).toBeNull();
    expect(detectNetwork('abc')).toBeNull();
  });
});
