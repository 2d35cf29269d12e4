import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  type Country,
  DIAL_CODES,
  NATIONAL_NUMBER_LENGTHS,
  type OperatorCode,
} from './operators.ts';
import { detectOperator, isValidLocalNumber, normalizePhone, phoneMatchesOperator } from './phone.ts';
import { PHONE_PREFIXES, prefixesOf } from './phone-prefixes.ts';

/** Every (country, operator, prefix) row of the table. */
const ROWS = COUNTRIES.flatMap((country) =>
  Object.entries(PHONE_PREFIXES[country]).flatMap(([operator, prefixes]) =>
    (prefixes ?? []).map((prefix) => ({ country, operator: operator as OperatorCode, prefix })),
  ),
);
const ALL_PREFIXES = new Map(
  COUNTRIES.map((c) => [c, ROWS.filter((r) => r.country === c).map((r) => r.prefix)]),
);

const digits = (length: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((d) => d.join(''));

const country = fc.constantFrom(...COUNTRIES);

/** A well-formed national number of a country (Benin numbers start 01). */
const nationalNumber = (c: Country) =>
  c === 'BJ'
    ? digits(8).map((d) => `01${d}`)
    : digits(NATIONAL_NUMBER_LENGTHS[c]).filter((d) => !d.startsWith('00'));

const phone = country.chain((c) => nationalNumber(c).map((national) => ({ country: c, national })));

/** Ways people write the same number: national or with the dialing code, +, 00, separators. */
const written = (c: Country, national: string) =>
  fc
    .tuple(
      fc.constantFrom('', '+', '00', 'bare'),
      fc.array(fc.constantFrom('', ' ', '-', '.', '  '), {
        minLength: national.length + 3,
        maxLength: national.length + 3,
      }),
    )
    .map(([lead, seps]) => {
      const body = lead === '' ? national : `${DIAL_CODES[c]}${national}`;
      const spaced = [...body].map((ch, i) => `${seps[i] ?? ''}${ch}`).join('');
      return lead === 'bare' || lead === '' ? spaced : `${lead}${spaced}`;
    });

describe('the prefix table', () => {
  it('holds the spec rows', () => {
    expect(prefixesOf('celtiis_bj')).toEqual(['0140', '0141', '0143', '0144', '0147']);
    // biome-ignore format: one line per spec group
    expect(prefixesOf('mtn')).toEqual([
      '0142', '0146', '0150', '0151', '0152', '0153', '0154', '0156', '0157', '0159', '0161', '0162',
      '0166', '0167', '0169', '0190', '0191', '0192', '0196', '0197',
    ]);
    // biome-ignore format: one line per spec group
    expect(prefixesOf('moov')).toEqual([
      '0145', '0155', '0158', '0160', '0163', '0164', '0165', '0168', '0194', '0195', '0198', '0199',
    ]);
    expect(prefixesOf('moov_tg')).toEqual(['98', '99']);
    expect(prefixesOf('togocom_tg')).toEqual(['90', '91', '92']);
    expect(prefixesOf('mtn_ci')).toEqual(['05', '07']);
    expect(prefixesOf('moov_ci')).toEqual(['01']);
    expect(prefixesOf('orange_sn')).toEqual(['05', '77', '78']);
    for (const op of ['orange_ci', 'wave_ci', 'free_sn', 'wave_sn'] as const)
      expect(prefixesOf(op)).toEqual([]);
  });

  it('gives each prefix to one network only, and no prefix starts another of its country', () => {
    for (const [, prefixes] of ALL_PREFIXES) {
      expect(new Set(prefixes).size).toBe(prefixes.length);
      for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(b.startsWith(a)).toBe(false);
    }
  });

  it('maps every prefix back to its network, whatever the rest of the number', () => {
    for (const row of ROWS) {
      const rest = digits(NATIONAL_NUMBER_LENGTHS[row.country] - row.prefix.length);
      fc.assert(
        fc.property(rest, (suffix) => {
          const national = `${row.prefix}${suffix}`;
          expect(detectOperator(national, row.country)).toBe(row.operator);
          expect(detectOperator(`+${DIAL_CODES[row.country]}${national}`)).toBe(row.operator);
          expect(phoneMatchesOperator(national, row.operator)).toBe(true);
        }),
        { numRuns: 20 },
      );
    }
  });

  it('detects no network for a number whose prefix is not in the table', () => {
    fc.assert(
      fc.property(
        phone.filter(({ country: c, national }) => !ALL_PREFIXES.get(c)!.some((p) => national.startsWith(p))),
        ({ country: c, national }) => {
          expect(detectOperator(national, c)).toBeNull();
        },
      ),
    );
  });
});

describe('detectOperator', () => {
  it.each([
    ['0197000000', 'BJ', 'mtn'],
    ['01 40 12 34 56', 'BJ', 'celtiis_bj'],
    ['+229 01 99 12 34 56', undefined, 'moov'],
    ['90 12 34 56', 'TG', 'togocom_tg'],
    ['+228 98 12 34 56', undefined, 'moov_tg'],
    ['07 07 12 34 56', 'CI', 'mtn_ci'],
    ['00225 0102030405', undefined, 'moov_ci'],
    ['77 123 45 67', 'SN', 'orange_sn'],
  ] as const)('%s (%s) is %s', (input, c, expected) => {
    expect(detectOperator(input, c)).toBe(expected);
  });

  it.each([
    ['a Benin number with an unlisted prefix', '0170000000', 'BJ'],
    ['a Senegal number on a network the spec does not list', '761234567', 'SN'],
    ['a Côte d’Ivoire fixed line', '2721000000', 'CI'],
    ['garbage', 'hello', 'BJ'],
    ['a national number without a country', '0197000000', undefined],
  ] as const)('is null for %s', (_label, input, c) => {
    expect(detectOperator(input, c)).toBeNull();
  });
});

describe('phoneMatchesOperator', () => {
  it('accepts any number of the country for Wave, and none of another country', () => {
    expect(phoneMatchesOperator('761234567', 'wave_sn')).toBe(true);
    expect(phoneMatchesOperator('+2250701020304', 'wave_ci')).toBe(true);
    expect(phoneMatchesOperator('+221761234567', 'wave_ci')).toBe(false);
  });

  it('refuses a number of another network of the same country', () => {
    expect(phoneMatchesOperator('0197000000', 'moov')).toBe(false);
    expect(phoneMatchesOperator('90123456', 'moov_tg')).toBe(false);
  });
});

describe('normalizePhone', () => {
  it('reads the usual ways of writing a number', () => {
    const expected = { country: 'BJ', dialCode: '229', national: '0197123456', e164: '+2290197123456' };
    for (const input of [
      '0197123456',
      '01 97 12 34 56',
      '01-97-12-34-56',
      '01.97.12.34.56',
      '+229 01 97 12 34 56',
      '00229 0197123456',
      '2290197123456',
      '(+229) 01 97 12 34 56',
    ]) {
      expect(normalizePhone(input, 'BJ'), input).toEqual(expected);
    }
    expect(normalizePhone('+229 01 97 12 34 56')).toEqual(expected);
    expect(normalizePhone('2290197123456')).toEqual(expected);
  });

  it('needs a country for a number without dialing code', () => {
    expect(normalizePhone('0197123456')).toBeNull();
  });

  it('keeps the country of an explicit dialing code', () => {
    expect(normalizePhone('+228 90 12 34 56', 'BJ')?.country).toBe('TG');
  });

  it.each([
    ['empty', ''],
    ['letters', '01 97 AB 34 56'],
    ['too short', '019712345'],
    ['too long', '01971234567'],
    ['an unknown dialing code', '+33 6 12 34 56 78'],
    ['the old 8-digit Benin plan', '97123456'],
    ['two plus signs', '++2290197123456'],
    ['a plus in the middle', '0197+123456'],
  ])('rejects %s', (_label, input) => {
    expect(normalizePhone(input, 'BJ')).toBeNull();
  });

  it('is insensitive to separators, +, 00 and the dialing code', () => {
    fc.assert(
      fc.property(
        phone.chain(({ country: c, national }) => written(c, national).map((w) => ({ c, national, w }))),
        ({ c, national, w }) => {
          const result = normalizePhone(w, c);
          expect(result).toEqual({
            country: c,
            dialCode: DIAL_CODES[c],
            national,
            e164: `+${DIAL_CODES[c]}${national}`,
          });
        },
      ),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        phone.chain(({ country: c, national }) => written(c, national).map((w) => ({ c, w }))),
        ({ c, w }) => {
          const once = normalizePhone(w, c)!;
          expect(normalizePhone(once.e164)).toEqual(once);
          expect(normalizePhone(once.national, once.country)).toEqual(once);
          expect(normalizePhone(once.e164, c)).toEqual(once);
        },
      ),
    );
  });

  it('never throws and only returns well-formed numbers', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(country, { nil: undefined }), (input, c) => {
        const result = normalizePhone(input, c);
        if (result) {
          expect(isValidLocalNumber(result.national, result.country)).toBe(true);
          expect(result.e164).toMatch(/^\+\d+$/);
        }
      }),
    );
  });
});

describe('isValidLocalNumber', () => {
  it('checks digits, length and the Benin 01 lead', () => {
    expect(isValidLocalNumber('0197123456', 'BJ')).toBe(true);
    expect(isValidLocalNumber('0297123456', 'BJ')).toBe(false);
    expect(isValidLocalNumber('90123456', 'TG')).toBe(true);
    expect(isValidLocalNumber('9012345', 'TG')).toBe(false);
    expect(isValidLocalNumber('0701020304', 'CI')).toBe(true);
    expect(isValidLocalNumber('771234567', 'SN')).toBe(true);
    expect(isValidLocalNumber('77123456a', 'SN')).toBe(false);
  });

  it('refuses a national number starting with 00, the international access code', () => {
    expect(isValidLocalNumber('00000000', 'TG')).toBe(false);
    expect(normalizePhone('00000000', 'TG')).toBeNull();
    expect(normalizePhone('0022890123456', 'TG')?.national).toBe('90123456');
  });
});
