import { formatMoney, networkName } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import { customerName, formatCount } from './transaction-format.ts';

describe('transaction formatting', () => {
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
    expect(formatMoney(12_500, 'en').replace(/\s/g, ' ')).toMatch(/12,500/);
    expect(formatMoney(12_500, 'fr').replace(/[\s\u202f]/g, ' ')).toMatch(/12 500/);
    expect(formatMoney(12_500, 'fr')).not.toMatch(/,\d/);
  });
});
