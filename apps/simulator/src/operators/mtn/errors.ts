import type { FastifyReply } from 'fastify';
import type { FailureReason } from '../../engine/types.ts';

/** MTN answers errors as `{ code, message }` (its ErrorReason shape). */
export function mtnError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message });
}

export const mtnNotFound = (reply: FastifyReply) =>
  mtnError(reply, 404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');

export const mtnConflict = (reply: FastifyReply) =>
  mtnError(reply, 409, 'RESOURCE_ALREADY_EXIST', 'Duplicated reference id. Creation of resource failed.');

export const mtnUnavailable = (reply: FastifyReply) =>
  mtnError(reply, 503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable, try again later.');

export const mtnBadRequest = (reply: FastifyReply, message: string) =>
  mtnError(reply, 400, 'BAD_REQUEST', message);

/** MTN's reason codes for the simulator's failure reasons. */
const REASONS: Record<FailureReason, { code: string; message: string }> = {
  INSUFFICIENT_FUNDS: { code: 'NOT_ENOUGH_FUNDS', message: 'The payer does not have enough funds.' },
  MERCHANT_INSUFFICIENT_FUNDS: {
    code: 'NOT_ENOUGH_FUNDS',
    message: 'The account does not have enough funds for the transfer.',
  },
  PAYER_NOT_FOUND: { code: 'PAYER_NOT_FOUND', message: 'The payer was not found.' },
  PAYEE_NOT_FOUND: { code: 'PAYEE_NOT_FOUND', message: 'The payee was not found.' },
  REJECTED: { code: 'APPROVAL_REJECTED', message: 'The customer rejected the transaction.' },
  CANCELLED: { code: 'APPROVAL_REJECTED', message: 'The customer cancelled the transaction.' },
  EXPIRED: { code: 'EXPIRED', message: 'The transaction expired before the customer approved it.' },
  LIMIT_EXCEEDED: { code: 'PAYER_LIMIT_REACHED', message: 'The wallet limit has been reached.' },
  SERVICE_UNAVAILABLE: { code: 'SERVICE_UNAVAILABLE', message: 'The service was unavailable.' },
  INVALID_OTP: { code: 'NOT_ALLOWED', message: 'The authorization failed.' },
  INTERNAL_ERROR: { code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred.' },
};

export const mtnReason = (reason: FailureReason) => REASONS[reason];
