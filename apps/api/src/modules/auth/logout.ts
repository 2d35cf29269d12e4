import { recordAudit } from '../../platform/audit/audit-repository.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from './authenticate.ts';
import type { ClientInfo } from './login.ts';
import { getSessionById, markSessionLoggedOut } from './sessions-repository.ts';

/** Records the logout of one of the caller's sessions; its refresh tokens stop working with it. */
export async function saveLogout(deps: AppDeps, auth: AuthContext, sessionId: string, client: ClientInfo) {
  const session = await getSessionById(deps.db, sessionId);
  if (!session || session.userId !== auth.userId) throw new AppError('NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    await markSessionLoggedOut(tx, session.id, new Date());
    await recordAudit(tx, {
      event: 'logout',
      userId: auth.userId,
      merchantId: auth.account.user.merchantId,
      ...client,
      details: { session: session.id },
    });
  });
}
