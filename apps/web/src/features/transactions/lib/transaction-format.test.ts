import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../shared/lib/format.ts';
import { customerName, formatCount, formatPhone, networkName } from './transaction-format.ts';

describe('transaction formatting', () => {
  it('writes phone numbers with their dialing code, in pairs', () => {
    expect(formatPhone('2290197000000')).toBe('+229 01 97 00 00 00');
    expect(formatPhone('22890000000')).toBe('+228 90 00 00 00');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('names networks and customers', () => {
    expect(networkName('mtn')).toBe('MTN Bénin');
    expect(networkName('other')).toBe('other');
    expect(customerName('Awa', null)).toBe('Awa');
    expect(customerName(null, null)).toBeNull();
  });

  it('marks an estimated count', () => {
    expect(formatCount(26_612, false, 'en')).toBe('≈ 27,000');
    expect(formatCount(12, true, 'fr')).toBe('12');
  });

  it('formats XOF amounts in the page language, without decimals', () => {
    expect(formatAmount(12_500, 'en').replace(/\s/g, ' ')).toMatch(/12,500/);
    expect(formatAmount(12_500, 'fr').replace(/[\s\u202f]/g, ' ')).toMatch(/12 500/);
    expect(formatAmount(12_500, 'fr')).not.toMatch(/,\d/);
  });
});
