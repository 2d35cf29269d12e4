import { describe, expect, it } from 'vitest';
import { formatPhone } from './format.ts';
import {
  COUNTRIES,
  isOperatorCode,
  NETWORK_ALIASES,
  networkCountry,
  networkName,
  OPERATOR_CODES,
  OPERATORS,
  type OperatorCode,
  operatorsForCountry,
  parseNetwork,
} from './operators.ts';

describe('OPERATORS', () => {
  it('describes every operator code under its own key', () => {
    for (const code of OPERATOR_CODES) expect(OPERATORS[code].code).toBe(code);
  });

  it.each<[OperatorCode, string, string, string, string, number]>([
    ['mtn', 'BJ', '229', 'MTN', 'ussd_push', 10],
    ['moov', 'BJ', '229', 'MOOV', 'ussd_push', 10],
    ['celtiis_bj', 'BJ', '229', 'CELTIIS', 'ussd_push', 10],
    ['togocom_tg', 'TG', '228', 'TOGOCOM', 'ussd_push', 8],
    ['moov_tg', 'TG', '228', 'MOOV', 'ussd_push', 8],
    ['mtn_ci', 'CI', '225', 'MTN', 'ussd_push', 10],
    ['moov_ci', 'CI', '225', 'MOOV', 'ussd_push', 10],
    ['orange_ci', 'CI', '225', 'ORANGE', 'otp', 10],
    ['wave_ci', 'CI', '225', 'WAVE', 'redirect', 10],
    ['orange_sn', 'SN', '221', 'ORANGE', 'otp', 9],
    ['free_sn', 'SN', '221', 'FREE', 'ussd_push', 9],
    ['wave_sn', 'SN', '221', 'WAVE', 'redirect', 9],
  ])('%s is %s +%s, family %s, action %s, %i digits', (code, country, dialCode, family, action, length) => {
    expect(OPERATORS[code]).toMatchObject({ country, dialCode, family, action, nationalLength: length });
    expect(OPERATORS[code].displayName).not.toBe('');
  });

  it('lists the operators of each country and only them', () => {
    expect(operatorsForCountry('BJ').map((op) => op.code)).toEqual(['mtn', 'moov', 'celtiis_bj']);
    expect(operatorsForCountry('TG').map((op) => op.code)).toEqual(['togocom_tg', 'moov_tg']);
    expect(operatorsForCountry('CI').map((op) => op.code)).toEqual([
      'mtn_ci',
      'moov_ci',
      'orange_ci',
      'wave_ci',
    ]);
    expect(operatorsForCountry('SN').map((op) => op.code)).toEqual(['orange_sn', 'free_sn', 'wave_sn']);
    const all = COUNTRIES.flatMap((c) => operatorsForCountry(c)).map((op) => op.code);
    expect([...all].sort()).toEqual([...OPERATOR_CODES].sort());
  });

  it('recognises operator codes', () => {
    expect(isOperatorCode('mtn_ci')).toBe(true);
    expect(isOperatorCode('MTN')).toBe(false);
    expect(isOperatorCode(undefined)).toBe(false);
  });
});

describe('parseNetwork', () => {
  it.each<[string, OperatorCode]>([
    // The spec's fee table and FeexPay's SDKs.
    ['MTN', 'mtn'],
    ['MOOV', 'moov'],
    ['CELTIIS BJ', 'celtiis_bj'],
    ['MOOV TG', 'moov_tg'],
    ['TOGOCOM TG', 'togocom_tg'],
    ['MTN CI', 'mtn_ci'],
    ['MOOV CI', 'moov_ci'],
    ['ORANGE CI', 'orange_ci'],
    ['ORANGE SN', 'orange_sn'],
    ['FREE SN', 'free_sn'],
    ['WAVE', 'wave_ci'],
    ['WAVE CI', 'wave_ci'],
    ['WAVE SN', 'wave_sn'],
    // FeexPay's API ids, as its SDK sends them (lower case, a space).
    ['celtiis bj', 'celtiis_bj'],
    ['togocom tg', 'togocom_tg'],
    ['free sn', 'free_sn'],
    // Our codes, any case, spaces, underscores and hyphens tolerated.
    ['mtn_ci', 'mtn_ci'],
    ['MTN_CI', 'mtn_ci'],
    ['mtn-ci', 'mtn_ci'],
    ['  Mtn  Ci ', 'mtn_ci'],
    ['Celtiis_BJ', 'celtiis_bj'],
    // Display names and brands.
    ["Moov Côte d'Ivoire", 'moov_ci'],
    ['Moov Bénin', 'moov'],
    ['Orange Sénégal', 'orange_sn'],
    ['YAS', 'togocom_tg'],
    ['Free Money', 'free_sn'],
  ])('%s is %s', (name, code) => {
    expect(parseNetwork(name)).toBe(code);
  });

  it('reads every code, display name and alias as its own operator', () => {
    for (const code of OPERATOR_CODES) {
      expect(parseNetwork(code)).toBe(code);
      expect(parseNetwork(code.toUpperCase())).toBe(code);
      expect(parseNetwork(OPERATORS[code].displayName)).toBe(code);
      for (const alias of NETWORK_ALIASES[code]) {
        expect(parseNetwork(alias)).toBe(code);
        expect(parseNetwork(alias.toLowerCase().replace(/ /g, '_'))).toBe(code);
      }
    }
  });

  it('names no operator for unknown or ambiguous names and non-strings', () => {
    for (const name of ['ORANGE', 'MOOV BF', 'ORANGE BF', 'VISA', 'nope', '', '   ', 'mtn'.repeat(30)]) {
      expect(parseNetwork(name)).toBeUndefined();
    }
    expect(parseNetwork(null)).toBeUndefined();
    expect(parseNetwork(42)).toBeUndefined();
  });
});

describe('networkName', () => {
  it('reads a known code by its display name and an unknown one as it is', () => {
    expect(networkName('celtiis_bj')).toBe('Celtiis Bénin');
    expect(networkName('wave_sn')).toBe('Wave Sénégal');
    expect(networkName('card')).toBe('card');
  });
  it('gives the country of a network, to read its national numbers', () => {
    expect(networkCountry('togocom_tg')).toBe('TG');
    expect(networkCountry('card')).toBeUndefined();
    expect(formatPhone('0197000000', networkCountry('mtn'))).toBe('+229 01 97 00 00 00');
  });
});
