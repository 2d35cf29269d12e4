import {
  type NormalizedPhone,
  normalizePhone,
  OPERATORS,
  parseAmount,
  phoneMatchesOperator,
} from '@platform/domain';
import { isHttpUrl, isRecord } from '../../http.ts';
import type { GenericOperator } from './operators.ts';

export interface MoneyRequest {
  readonly reference: string;
  readonly amount: bigint;
  readonly phone: NormalizedPhone;
  readonly callbackUrl: string | null;
  readonly otp: string | null;
  readonly description: string | null;
}

const REFERENCE = /^[A-Za-z0-9._:-]{1,64}$/;

/** Reads a collection or payout body; a string is the reason it is refused (code, message). */
export function readMoneyRequest(
  operator: GenericOperator,
  body: unknown,
): MoneyRequest | { code: string; message: string } {
  if (!isRecord(body)) return { code: 'INVALID_REQUEST', message: 'A JSON body is required.' };
  const { reference, amount, msisdn, callback_url, otp, description, currency } = body;
  if (typeof reference !== 'string' || !REFERENCE.test(reference)) {
    return { code: 'INVALID_REQUEST', message: 'reference: 1 to 64 letters, digits, . _ : -' };
  }
  const parsed = typeof amount === 'number' || typeof amount === 'string' ? parseAmount(amount) : null;
  if (parsed === null) return { code: 'INVALID_AMOUNT', message: 'amount: a whole number of XOF above 0.' };
  if (currency !== undefined && currency !== 'XOF') {
    return { code: 'INVALID_REQUEST', message: 'currency: XOF only.' };
  }
  const phone = typeof msisdn === 'string' ? normalizePhone(msisdn, OPERATORS[operator].country) : null;
  if (!phone || !phoneMatchesOperator(phone, operator)) {
    return { code: 'INVALID_MSISDN', message: `msisdn is not a ${OPERATORS[operator].displayName} number.` };
  }
  if (
    callback_url !== undefined &&
    callback_url !== null &&
    (typeof callback_url !== 'string' || !isHttpUrl(callback_url))
  ) {
    return { code: 'INVALID_REQUEST', message: 'callback_url must be an http(s) URL.' };
  }
  if (otp !== undefined && otp !== null && typeof otp !== 'string') {
    return { code: 'INVALID_REQUEST', message: 'otp must be a string.' };
  }
  return {
    reference,
    amount: parsed,
    phone,
    callbackUrl: typeof callback_url === 'string' ? callback_url : null,
    otp: typeof otp === 'string' && otp !== '' ? otp : null,
    description: typeof description === 'string' ? description : null,
  };
}
