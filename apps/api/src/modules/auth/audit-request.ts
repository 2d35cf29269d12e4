import type { FastifyRequest } from 'fastify';
import { type AuditEvent, recordAudit } from '../../platform/audit/audit-repository.ts';
import type { Db } from '../../platform/db/client.ts';

/** Records a security event done by the signed-in caller of a request (who, from where, what). */
export async function auditRequest(
  db: Db,
  request: FastifyRequest,
  event: AuditEvent['event'],
  details: Record<string, unknown>,
) {
  await recordAudit(db, {
    event,
    userId: request.auth?.userId ?? null,
    merchantId: request.auth?.account.user.merchantId ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    details: { ...details, mode: request.auth?.mode },
  });
}
