import { describe, expect, it } from 'vitest';
import {
  formatChartDay,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPhone,
} from './format.ts';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('money: one label, each locale its digit grouping', () => {
  it('writes the same label in fr, en and es', () => {
    expect(plain(formatMoney(10640, 'fr'))).toBe('10 640 F CFA');
    expect(plain(formatMoney(10640n, 'en'))).toBe('10,640 F CFA');
    expect(plain(formatMoney(10640, 'es'))).toBe('10.640 F CFA');
  });

  it('groups every size, never shows decimals, and keeps the sign', () => {
    expect(plain(formatMoney(1_500_000, 'fr'))).toBe('1 500 000 F CFA');
    expect(plain(formatMoney(6_999_999_999n, 'en'))).toBe('6,999,999,999 F CFA');
    expect(plain(formatMoney(0, 'es'))).toBe('0 F CFA');
    expect(plain(formatMoney(-2500, 'fr'))).toBe('-2 500 F CFA');
    expect(plain(formatNumber(100000, 'fr'))).toBe('100 000');
  });

  it('never breaks between the number and its label', () => {
    expect(formatMoney(25000, 'fr')).not.toMatch(/ /);
  });
});

describe('phone numbers: one display form', () => {
  it('reads every stored or typed form of a number the same way', () => {
    for (const input of ['2290197000000', '+2290197000000', '+229 01 97 00 00 00', '00229 0197000000']) {
      expect(formatPhone(input)).toBe('+229 01 97 00 00 00');
    }
    expect(formatPhone('0166000000', 'BJ')).toBe('+229 01 66 00 00 00');
  });

  it('groups each country by its plan', () => {
    expect(formatPhone('+22890123456')).toBe('+228 90 12 34 56');
    expect(formatPhone('+2250712345678')).toBe('+225 07 12 34 56 78');
    expect(formatPhone('+221771234567')).toBe('+221 77 123 45 67');
  });

  it('shows anything else as given, and nothing for nothing', () => {
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone(null)).toBe('');
  });
});

describe('dates', () => {
  it('writes day first with a 24-hour clock', () => {
    expect(formatDateTime(new Date(2025, 0, 31, 17, 5), 'fr')).toBe('31/01/2025 17:05');
    expect(formatDateTime(new Date(2025, 0, 31, 17, 5), 'en')).toBe('31/01/2025, 17:05');
    expect(formatDate(new Date(2025, 0, 31), 'es')).toBe('31/01/2025');
  });

  it('keeps one formatter per language and kind: switching languages and back changes nothing', () => {
    const at = new Date(2025, 6, 4, 9, 30);
    const rounds = [0, 1].map(() =>
      (['fr', 'en', 'es'] as const).map((locale) => [formatDateTime(at, locale), formatDate(at, locale)]),
    );
    expect(rounds[1]).toEqual(rounds[0]);
    expect(rounds[0]).toEqual([
      ['04/07/2025 09:30', '04/07/2025'],
      ['04/07/2025, 09:30', '04/07/2025'],
      ['04/07/2025, 09:30', '04/07/2025'],
    ]);
  });

  it("labels a chart's UTC day day first, without the year, in every language", () => {
    expect(formatChartDay('2026-11-26')).toBe('26/11');
    expect(formatChartDay('2026-01-05T00:00:00.000Z')).toBe('05/01');
  });
});

describe('formatPercent', () => {
  it('writes a rate in each locale, one decimal at most', () => {
    expect(formatPercent(97.5, 'fr')).toBe('97,5\u00a0%');
    expect(formatPercent(97.5, 'en')).toBe('97.5%');
    expect(formatPercent(100, 'es')).toBe('100\u00a0%');
    expect(formatPercent(33.333, 'en')).toBe('33.3%');
  });
});
