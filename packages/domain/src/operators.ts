/**
 * Mobile-money operators the platform collects from and pays out to.
 * `mtn` and `moov` are the Benin networks (the spec's first market); every other code
 * carries its country as a suffix.
 */
export const COUNTRIES = ['BJ', 'TG', 'CI', 'SN'] as const;
export type Country = (typeof COUNTRIES)[number];

/** International dialing code of each country, without the leading +. */
export const DIAL_CODES: Readonly<Record<Country, string>> = {
  BJ: '229',
  TG: '228',
  CI: '225',
  SN: '221',
};

/** Digits of a national (local) number in each country. */
export const NATIONAL_NUMBER_LENGTHS: Readonly<Record<Country, number>> = {
  BJ: 10,
  TG: 8,
  CI: 10,
  SN: 9,
};

export const OPERATOR_CODES = [
  'mtn',
  'moov',
  'celtiis_bj',
  'togocom_tg',
  'moov_tg',
  'mtn_ci',
  'moov_ci',
  'orange_ci',
  'wave_ci',
  'orange_sn',
  'free_sn',
  'wave_sn',
] as const;
export type OperatorCode = (typeof OPERATOR_CODES)[number];

export const NETWORK_FAMILIES = ['MTN', 'MOOV', 'CELTIIS', 'TOGOCOM', 'ORANGE', 'WAVE', 'FREE'] as const;
export type NetworkFamily = (typeof NETWORK_FAMILIES)[number];

/**
 * What the customer does to approve a collection:
 * - ussd_push: the network sends a USSD prompt to the phone, the customer types the PIN;
 * - otp: the customer first gets a one-time code (e.g. Orange: #144#...) and types it at checkout;
 * - redirect: the customer is sent to the wallet's page or app (Wave).
 */
export const CUSTOMER_ACTION_KINDS = ['ussd_push', 'otp', 'redirect'] as const;
export type CustomerActionKind = (typeof CUSTOMER_ACTION_KINDS)[number];

export interface OperatorInfo {
  readonly code: OperatorCode;
  readonly country: Country;
  readonly dialCode: string;
  readonly displayName: string;
  readonly family: NetworkFamily;
  readonly action: CustomerActionKind;
  /** Digits of a local number on this network (the country's length). */
  readonly nationalLength: number;
}

const ACTION_BY_FAMILY: Readonly<Record<NetworkFamily, CustomerActionKind>> = {
  MTN: 'ussd_push',
  MOOV: 'ussd_push',
  CELTIIS: 'ussd_push',
  TOGOCOM: 'ussd_push',
  FREE: 'ussd_push',
  ORANGE: 'otp',
  WAVE: 'redirect',
};

function operator(code: OperatorCode, country: Country, family: NetworkFamily, displayName: string) {
  return {
    code,
    country,
    dialCode: DIAL_CODES[country],
    displayName,
    family,
    action: ACTION_BY_FAMILY[family],
    nationalLength: NATIONAL_NUMBER_LENGTHS[country],
  } satisfies OperatorInfo;
}

export const OPERATORS: Readonly<Record<OperatorCode, OperatorInfo>> = {
  mtn: operator('mtn', 'BJ', 'MTN', 'MTN Bénin'),
  moov: operator('moov', 'BJ', 'MOOV', 'Moov Bénin'),
  celtiis_bj: operator('celtiis_bj', 'BJ', 'CELTIIS', 'Celtiis Bénin'),
  togocom_tg: operator('togocom_tg', 'TG', 'TOGOCOM', 'Togocom'),
  moov_tg: operator('moov_tg', 'TG', 'MOOV', 'Moov Togo'),
  mtn_ci: operator('mtn_ci', 'CI', 'MTN', "MTN Côte d'Ivoire"),
  moov_ci: operator('moov_ci', 'CI', 'MOOV', "Moov Côte d'Ivoire"),
  orange_ci: operator('orange_ci', 'CI', 'ORANGE', "Orange Côte d'Ivoire"),
  wave_ci: operator('wave_ci', 'CI', 'WAVE', "Wave Côte d'Ivoire"),
  orange_sn: operator('orange_sn', 'SN', 'ORANGE', 'Orange Sénégal'),
  free_sn: operator('free_sn', 'SN', 'FREE', 'Free Sénégal'),
  wave_sn: operator('wave_sn', 'SN', 'WAVE', 'Wave Sénégal'),
};

/**
 * The name people read for a network code (`celtiis_bj` → "Celtiis Bénin"); a code we do not know
 * (an old row's) as it is.
 */
export function networkName(code: string): string {
  return isOperatorCode(code) ? OPERATORS[code].displayName : code;
}

/** The country of a network code, to read a national number sent on it (`formatPhone`). */
export function networkCountry(code: string | null | undefined): Country | undefined {
  return isOperatorCode(code) ? OPERATORS[code].country : undefined;
}

export function isOperatorCode(value: unknown): value is OperatorCode {
  return typeof value === 'string' && (OPERATOR_CODES as readonly string[]).includes(value);
}

/**
 * The names callers use for each network beside its code (`mtn_ci`) and display name
 * (`MTN Côte d'Ivoire`), which are accepted too: the spec's fee table and FeexPay's SDKs
 * (`MTN`, `MOOV`, `CELTIIS BJ`, `MOOV TG`, `TOGOCOM TG`, `MTN CI`, `MOOV CI`, `ORANGE CI`,
 * `ORANGE SN`, `FREE SN`, `WAVE`), the family with its country, and a few brand names. Plain
 * `MTN` and `MOOV` are Benin's (FeexPay's first market, as in the fee table); plain `WAVE` is
 * Côte d'Ivoire's (FeexPay's only Wave); a family found in one country only names it (`CELTIIS`,
 * `TOGOCOM`, `FREE`). `ORANGE` alone names none. Compared by parseNetwork.
 */
export const NETWORK_ALIASES: Readonly<Record<OperatorCode, readonly string[]>> = {
  mtn: ['MTN', 'MTN BJ', 'MTN Benin'],
  moov: ['MOOV', 'MOOV BJ', 'Moov Benin'],
  celtiis_bj: ['CELTIIS BJ', 'CELTIIS', 'Celtiis Benin', 'CELLTIS'],
  togocom_tg: ['TOGOCOM TG', 'TOGOCOM', 'Togocom Togo', 'YAS', 'YAS TG', 'T-Money'],
  moov_tg: ['MOOV TG', 'Moov Togo'],
  mtn_ci: ['MTN CI', 'MTN Ivory Coast'],
  moov_ci: ['MOOV CI', 'Moov Ivory Coast'],
  orange_ci: ['ORANGE CI', 'Orange Ivory Coast'],
  wave_ci: ['WAVE CI', 'WAVE', 'Wave Ivory Coast'],
  orange_sn: ['ORANGE SN', 'Orange Senegal'],
  free_sn: ['FREE SN', 'FREE', 'FREE MONEY', 'Free Money SN'],
  wave_sn: ['WAVE SN', 'Wave Senegal'],
};

/** A network name as compared: no accents, upper case, letters and digits only ("Moov Côte d'Ivoire" → "MOOVCOTEDIVOIRE"). */
function squashNetworkName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

const NETWORK_BY_NAME: ReadonlyMap<string, OperatorCode> = (() => {
  const names = new Map<string, OperatorCode>();
  for (const code of OPERATOR_CODES) {
    for (const name of [code, OPERATORS[code].displayName, ...NETWORK_ALIASES[code]]) {
      const key = squashNetworkName(name);
      const taken = names.get(key);
      if (taken && taken !== code) throw new Error(`network name ${name} names ${taken} and ${code}`);
      names.set(key, code);
    }
  }
  return names;
})();

/**
 * The operator a network name names, or undefined: our codes, display names and the aliases of
 * NETWORK_ALIASES, compared without case, accents, spaces, underscores, hyphens or apostrophes
 * (`MTN`, `mtn`, `Moov TG`, `moov-tg`, `MOOV_TG`, `celtiis bj`, `wave`…). The one reading of a
 * network for every route, form and file.
 */
export function parseNetwork(value: unknown): OperatorCode | undefined {
  if (typeof value !== 'string' || value.length > 60) return undefined;
  if (isOperatorCode(value)) return value;
  return NETWORK_BY_NAME.get(squashNetworkName(value));
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** Every operator of a country, in the order of OPERATOR_CODES. */
export function operatorsForCountry(country: Country): OperatorInfo[] {
  return OPERATOR_CODES.map((code) => OPERATORS[code]).filter((op) => op.country === country);
}
