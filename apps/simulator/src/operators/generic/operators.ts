import type { OperatorCode } from '@platform/domain';

/** Networks served with our own documented protocol (README.md). */
export const GENERIC_OPERATORS = [
  'moov',
  'celtiis_bj',
  'togocom_tg',
  'moov_tg',
  'moov_ci',
  'orange_ci',
  'orange_sn',
  'free_sn',
] as const satisfies readonly OperatorCode[];
export type GenericOperator = (typeof GENERIC_OPERATORS)[number];

/** What the customer dials to get a one-time code on OTP networks. */
export const OTP_USSD_CODES: Partial<Record<GenericOperator, string>> = {
  orange_ci: '#144*82#',
  orange_sn: '#144#391#',
};

export const OTP_ATTEMPTS = 3;
export const OTP_TTL_MS = 5 * 60_000;
