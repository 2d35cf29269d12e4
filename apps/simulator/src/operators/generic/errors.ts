import type { FastifyReply } from 'fastify';
import type { FailureReason } from '../../engine/types.ts';

/** Our protocol answers errors as `{ code, message }`. */
export function genericError(reply: FastifyReply, status: number, code: string, message: string, extra = {}) {
  return reply.code(status).send({ code, message, ...extra });
}

export const genericUnavailable = (reply: FastifyReply) =>
  genericError(reply, 503, 'SERVICE_UNAVAILABLE', 'The operator is temporarily unavailable.');

const MESSAGES: Record<FailureReason, string> = {
  INSUFFICIENT_FUNDS: 'The customer does not have enough money.',
  MERCHANT_INSUFFICIENT_FUNDS: 'The merchant account is too low for this payout.',
  PAYER_NOT_FOUND: 'No mobile-money account at this number.',
  PAYEE_NOT_FOUND: 'No mobile-money account at this number.',
  REJECTED: 'The customer refused the payment.',
  CANCELLED: 'The customer cancelled the payment.',
  EXPIRED: 'The customer did not answer in time.',
  LIMIT_EXCEEDED: 'A wallet limit would be exceeded.',
  SERVICE_UNAVAILABLE: 'The operator was unavailable; nothing was done.',
  INVALID_OTP: 'Too many wrong one-time codes.',
  INTERNAL_ERROR: 'An internal error occurred.',
};

export const genericReason = (reason: FailureReason) => ({ code: reason, message: MESSAGES[reason] });
