import { type Country, OPERATORS, type OperatorCode } from './operators.ts';

/** Every prefix from `from` to `to` inclusive, keeping the width: span('0150', '0154'). */
function span(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = Number(from); n <= Number(to); n++) out.push(String(n).padStart(from.length, '0'));
  return out;
}

/**
 * The spec's phone prefix table (section 3), as data: country → network → prefixes of the
 * national number. Only the spec's prefixes are here, even where the real numbering plan
 * differs (the spec puts 07 under MTN in Côte d'Ivoire and 05 under Orange in Senegal).
 *
 * Networks with no row are left out on purpose, we do not invent prefixes:
 * - orange_ci and free_sn: the spec gives none, so a number is never detected as theirs;
 * - wave_ci and wave_sn: Wave works with any SIM, the customer chooses it.
 */
export const PHONE_PREFIXES: Readonly<
  Record<Country, Readonly<Partial<Record<OperatorCode, readonly string[]>>>>
> = {
  BJ: {
    celtiis_bj: ['0140', '0141', '0143', '0144', '0147'],
    mtn: [
      '0142',
      '0146',
      ...span('0150', '0154'),
      '0156',
      '0157',
      '0159',
      '0161',
      '0162',
      '0166',
      '0167',
      '0169',
      ...span('0190', '0192'),
      '0196',
      '0197',
    ],
    moov: ['0145', '0155', '0158', '0160', ...span('0163', '0165'), '0168', '0194', '0195', '0198', '0199'],
  },
  TG: {
    moov_tg: ['98', '99'],
    togocom_tg: ['90', '91', '92'],
  },
  CI: {
    mtn_ci: ['05', '07'],
    moov_ci: ['01'],
  },
  SN: {
    orange_sn: ['05', '77', '78'],
  },
};

/** The prefixes of one operator (empty for operators the table does not list). */
export function prefixesOf(operator: OperatorCode): readonly string[] {
  return PHONE_PREFIXES[OPERATORS[operator].country][operator] ?? [];
}
