import { DEFAULT_AGENT_COMMISSION_BPS, DEFAULT_COMMISSION_MONTHS } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newCode } from '../commissions/new-code.ts';
import { type CommercialAgentRow, ensureAgentRow, getAgent } from './commercial-agents-repository.ts';

/** The agent's row (code and default terms), made with the default terms on first use. */
export async function ensureAgent(
  db: Db,
  userId: string,
  terms: { rateBps: number; months: number } = {
    rateBps: DEFAULT_AGENT_COMMISSION_BPS,
    months: DEFAULT_COMMISSION_MONTHS,
  },
): Promise<CommercialAgentRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await getAgent(db, userId);
    if (existing) return existing;
    // Nothing is inserted when another agent holds the code: draw again.
    const created = await ensureAgentRow(db, { userId, code: newCode(), ...terms });
    if (created) return created;
  }
  const existing = await getAgent(db, userId);
  if (!existing) throw new Error(`no agent row for ${userId}`);
  return existing;
}
