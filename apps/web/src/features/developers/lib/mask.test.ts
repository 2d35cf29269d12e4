import { describe, expect, it } from 'vitest';
import { isMasked, maskSecret, secretPrefix } from './mask.ts';

describe('secret masking', () => {
  it('keeps the prefix and the last four characters only', () => {
    expect(maskSecret('fp_test_3kXabcdefghij9x2a')).toBe('fp_test_…9x2a');
    expect(maskSecret('fp_live_AAAABBBBCCCCDDDD')).toBe('fp_live_…DDDD');
    expect(maskSecret('whsec_c2VjcmV0c2VjcmV0c2VjcmV0')).toBe('whsec_…cmV0');
    expect(maskSecret('opaquevaluewithoutprefix')).toBe('…efix');
  });

  it('hides short secrets entirely', () => {
    expect(maskSecret('fp_test_abc')).toBe('fp_test_••••••••');
    expect(maskSecret('fp_test_abc')).not.toContain('abc');
  });

  it('recognises prefixes and masked values from the server', () => {
    expect(secretPrefix('whsec_x')).toBe('whsec_');
    expect(secretPrefix('sk_x')).toBe('');
    expect(isMasked('fp_test_3kX…9x2a')).toBe(true);
    expect(isMasked('whsec_••••abcd')).toBe(true);
    expect(isMasked('whsec_c2VjcmV0')).toBe(false);
  });
});
