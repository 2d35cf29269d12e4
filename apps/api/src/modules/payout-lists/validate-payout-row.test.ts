import { parseNetwork } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import { cellText, validatePayoutRow } from './validate-payout-row.ts';

const ctx = { sameNetwork: null, defaultCountry: 'BJ' as const };
const row = (phone: string, network: string, amount: string, motif = '') => ({
  phone,
  network,
  amount,
  motif,
});

describe('validatePayoutRow', () => {
  it('accepts a good Benin MTN row and normalises the number', () => {
    const out = validatePayoutRow(row('01 97 00 00 00', 'MTN', '5 000', ' Salaire '), ctx);
    expect(out.errors).toEqual([]);
    expect(out.phone).toBe('+2290197000000');
    expect(out.network).toBe('mtn');
    expect(out.amount).toBe(5000n);
    expect(out.motif).toBe('Salaire');
  });

  it('reads national numbers in the declared network’s country', () => {
    const out = validatePayoutRow(row('0700000000', 'MTN CI', '100'), ctx);
    expect(out.errors).toEqual([]);
    expect(out.phone).toBe('+2250700000000');
  });

  it('flags every empty cell', () => {
    expect(validatePayoutRow(row('', '', ''), ctx).errors).toEqual([
      'NETWORK_REQUIRED',
      'PHONE_REQUIRED',
      'AMOUNT_REQUIRED',
    ]);
  });

  it('flags a malformed number and an unknown network', () => {
    const out = validatePayoutRow(row('12345', 'Vodafone', '100'), ctx);
    expect(out.errors).toEqual(['NETWORK_UNKNOWN', 'PHONE_INVALID']);
  });

  it('flags a number whose prefix belongs to another network', () => {
    // 0195 is Moov in the spec's table.
    expect(validatePayoutRow(row('0195000000', 'MTN', '100'), ctx).errors).toEqual(['NETWORK_MISMATCH']);
  });

  it('checks the same-network choice against the prefix and the declared cell', () => {
    const same = { ...ctx, sameNetwork: 'moov' as const };
    expect(validatePayoutRow(row('0195000000', '', '100'), same).errors).toEqual([]);
    expect(validatePayoutRow(row('0197000000', '', '100'), same).errors).toEqual(['NETWORK_MISMATCH']);
    expect(validatePayoutRow(row('0195000000', 'MTN', '100'), same).errors).toEqual(['NETWORK_MISMATCH']);
  });

  it('keeps the amount bounds: > 0 and < 7 000 000 000, whole numbers only', () => {
    expect(validatePayoutRow(row('0197000000', 'MTN', '0'), ctx).errors).toEqual(['AMOUNT_TOO_SMALL']);
    expect(validatePayoutRow(row('0197000000', 'MTN', '-5'), ctx).errors).toEqual(['AMOUNT_TOO_SMALL']);
    expect(validatePayoutRow(row('0197000000', 'MTN', '7000000000'), ctx).errors).toEqual([
      'AMOUNT_TOO_LARGE',
    ]);
    expect(validatePayoutRow(row('0197000000', 'MTN', '6999999999'), ctx).errors).toEqual([]);
    expect(validatePayoutRow(row('0197000000', 'MTN', '10.5'), ctx).errors).toEqual(['AMOUNT_INVALID']);
    expect(validatePayoutRow(row('0197000000', 'MTN', 'mille'), ctx).errors).toEqual(['AMOUNT_INVALID']);
  });

  it('refuses a motif longer than 100 characters', () => {
    expect(validatePayoutRow(row('0197000000', 'MTN', '10', 'x'.repeat(101)), ctx).errors).toEqual([
      'MOTIF_TOO_LONG',
    ]);
  });
});

describe('parseNetwork (of packages/domain) on spreadsheet cells', () => {
  it('reads codes, display names and the spec’s fee-table names', () => {
    expect(parseNetwork('mtn')).toBe('mtn');
    expect(parseNetwork('MOOV')).toBe('moov');
    expect(parseNetwork('Moov Bénin')).toBe('moov');
    expect(parseNetwork('MOOV TG')).toBe('moov_tg');
    expect(parseNetwork('TOGOCOM TG')).toBe('togocom_tg');
    expect(parseNetwork("MTN Côte d'Ivoire")).toBe('mtn_ci');
    expect(parseNetwork('celtiis')).toBe('celtiis_bj');
    expect(parseNetwork('Orange SN')).toBe('orange_sn');
    expect(parseNetwork('nope')).toBeUndefined();
  });
});

describe('cellText', () => {
  it('turns spreadsheet numbers into their digits', () => {
    expect(cellText(2290197000000)).toBe('2290197000000');
    expect(cellText(5000)).toBe('5000');
    expect(cellText(null)).toBe('');
  });
});
