import { describe, expect, it } from 'vitest';
import { phoneCandidates } from './transaction-search.ts';

describe('phoneCandidates', () => {
  it('reads a Benin national number and its international forms alike', () => {
    expect(phoneCandidates('01 97 00 00 00')).toContain('2290197000000');
    expect(phoneCandidates('+229 0197000000')).toContain('2290197000000');
    expect(phoneCandidates('2290197000000')).toContain('2290197000000');
  });

  it('reads a national number of another country', () => {
    expect(phoneCandidates('0707000000')).toContain('2250707000000');
    expect(phoneCandidates('90 00 00 00')).toContain('22890000000');
  });

  it('is empty for a reference or words', () => {
    expect(phoneCandidates('txn_01jabc')).toEqual([]);
    expect(phoneCandidates('Facture 9')).toEqual([]);
    expect(phoneCandidates('12')).toEqual([]);
  });
});
