import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime } from './format.ts';

describe('format', () => {
  it('writes XOF amounts without decimals', () => {
    expect(formatAmount(1500000, 'fr').replace(/\s/g, ' ')).toBe('1 500 000 F CFA');
    expect(formatAmount(2500n, 'en')).toContain('2,500');
  });

  it('writes dates day first with a 24-hour clock', () => {
    expect(formatDateTime(new Date(2025, 0, 31, 17, 5), 'fr')).toBe('31/01/2025 17:05');
  });
});
