import type { CustomerAction, OperatorResult } from './operator-adapter.ts';

/**
 * Our reason codes for a FAILED operation. The operator's own code stays in the message
 * (`NOT_ENOUGH_FUNDS: The payer does not have enough funds.`).
 */
export const OPERATOR_REASON_CODES = [
  'INSUFFICIENT_FUNDS',
  'INVALID_NUMBER',
  'REFUSED_BY_CUSTOMER',
  'INVALID_OTP',
  'OPERATOR_ERROR',
  'CARD_DECLINED',
  'AUTHENTICATION_FAILED',
] as const;
export type OperatorReasonCode = (typeof OPERATOR_REASON_CODES)[number];

export function failed(
  code: OperatorReasonCode,
  operatorCode: string,
  operatorMessage?: string,
  operatorReference?: string,
): OperatorResult {
  const message = operatorMessage ? `${operatorCode}: ${operatorMessage}` : operatorCode;
  return {
    status: 'FAILED',
    reason: { code, message },
    ...(operatorReference ? { operatorReference } : {}),
  };
}

/** No answer we can trust: the reconciler asks again (never FAILED). */
export const unknown = (operatorReference?: string): OperatorResult => ({
  status: 'UNKNOWN',
  ...(operatorReference ? { operatorReference } : {}),
});

export const pending = (operatorReference?: string, action?: CustomerAction): OperatorResult => ({
  status: 'PENDING',
  ...(operatorReference ? { operatorReference } : {}),
  ...(action ? { action } : {}),
});

export const successful = (operatorReference?: string): OperatorResult => ({
  status: 'SUCCESSFUL',
  ...(operatorReference ? { operatorReference } : {}),
});

/**
 * Whether a 4xx answer to a creation proves the operator created nothing (a refusal: FAILED).
 * 404, 408, 409, 425, 429 and every 5xx prove nothing: UNKNOWN (409 is handled by each adapter).
 */
export const isRefusal = (status: number) =>
  status === 400 || status === 401 || status === 403 || status === 422;
