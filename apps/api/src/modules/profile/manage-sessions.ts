import { recordAudit } from '../../platform/audit/audit-repository.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import type { ClientInfo } from '../auth/login.ts';
import { getSessionById, revokeSession } from '../auth/sessions-repository.ts';
import { findOpenSessions } from './profile-repository.ts';
import { toSessionView } from './profile-view.ts';

/** The caller's open sessions: device, IP, when last used; the current one marked. */
export async function listOpenSessions(deps: AppDeps, ctx: MerchantContext) {
  const rows = await findOpenSessions(deps.db, ctx.userId, new Date());
  return rows.map((row) => toSessionView(row, ctx.sessionId));
}

/** Ends one of the caller's sessions at once (its next request is refused). */
export async function revokeOwnSession(
  deps: AppDeps,
  ctx: MerchantContext,
  sessionId: string,
  client: ClientInfo,
) {
  const session = await getSessionById(deps.db, sessionId);
  if (!session || session.userId !== ctx.userId) throw new AppError('SESSION_NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, 'revoked_by_user', new Date());
    await recordAudit(tx, {
      event: 'session.revoked',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
      details: { session: sessionId },
    });
  });
}
