import type { FastifyReply } from 'fastify';
import type { FailureReason } from '../../engine/types.ts';

/** Wave answers errors as `{ code, message }` with kebab-case codes. */
export function waveError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: unknown,
) {
  return reply.code(status).send({ code, message, ...(details === undefined ? {} : { details }) });
}

export const waveValidationError = (reply: FastifyReply, message: string) =>
  waveError(reply, 400, 'request-validation-error', message);

export const waveUnavailable = (reply: FastifyReply) =>
  waveError(reply, 503, 'service-unavailable', 'Wave is temporarily unavailable, please retry.');

const CHECKOUT_ERRORS: Record<FailureReason, string> = {
  INSUFFICIENT_FUNDS: 'insufficient-funds',
  MERCHANT_INSUFFICIENT_FUNDS: 'insufficient-funds',
  PAYER_NOT_FOUND: 'payer-not-found',
  PAYEE_NOT_FOUND: 'recipient-not-found',
  REJECTED: 'payment-rejected',
  CANCELLED: 'cancelled-by-user',
  EXPIRED: 'session-expired',
  LIMIT_EXCEEDED: 'payer-limit-exceeded',
  SERVICE_UNAVAILABLE: 'service-unavailable',
  INVALID_OTP: 'payment-rejected',
  INTERNAL_ERROR: 'internal-error',
};

const PAYOUT_ERRORS: Partial<Record<FailureReason, string>> = {
  MERCHANT_INSUFFICIENT_FUNDS: 'insufficient-funds',
  INSUFFICIENT_FUNDS: 'insufficient-funds',
  PAYEE_NOT_FOUND: 'recipient-not-found',
  PAYER_NOT_FOUND: 'recipient-not-found',
  LIMIT_EXCEEDED: 'recipient-limit-exceeded',
  REJECTED: 'payout-rejected',
};

const MESSAGES: Record<FailureReason, string> = {
  INSUFFICIENT_FUNDS: 'The payer does not have enough money.',
  MERCHANT_INSUFFICIENT_FUNDS: 'Your wallet balance is too low for this payout.',
  PAYER_NOT_FOUND: 'No Wave account for this mobile number.',
  PAYEE_NOT_FOUND: 'No Wave account for this mobile number.',
  REJECTED: 'The payment was refused.',
  CANCELLED: 'The customer cancelled the payment.',
  EXPIRED: 'The checkout session expired.',
  LIMIT_EXCEEDED: 'The wallet limit would be exceeded.',
  SERVICE_UNAVAILABLE: 'Wave was unavailable.',
  INVALID_OTP: 'The payment was refused.',
  INTERNAL_ERROR: 'An internal error occurred.',
};

export const checkoutError = (reason: FailureReason) => ({
  code: CHECKOUT_ERRORS[reason],
  message: MESSAGES[reason],
});

export const payoutError = (reason: FailureReason) => ({
  error_code: PAYOUT_ERRORS[reason] ?? 'internal-error',
  error_message: MESSAGES[reason],
});
