import type { FastifyReply } from 'fastify';

export const controlError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message });

/** A non-negative whole number from JSON (number or digit string), else null. */
export function wholeNumber(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return BigInt(value.trim());
  return null;
}
