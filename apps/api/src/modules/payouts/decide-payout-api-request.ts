import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { updatePayoutApiRequest } from './payout-api-requests-repository.ts';

/** Staff decision on a payout-API access request (the staff screens call this; the demo seed too). */
export async function decidePayoutApiRequest(
  db: Db,
  id: string,
  decision: 'APPROVED' | 'REFUSED',
  note?: string,
) {
  const row = await updatePayoutApiRequest(db, id, {
    status: decision,
    decidedAt: new Date(),
    decisionNote: note ?? null,
  });
  if (!row) throw new AppError('PAYOUT_API_REQUEST_NOT_FOUND');
  return row;
}
