import type { SecurityEvent } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { findSecurityEvents } from './profile-repository.ts';

/** The events a merchant sees under "security": sign-ins, passwords, keys, team and two-step changes. */
export const SECURITY_EVENTS = [
  'login.succeeded',
  'login.failed',
  'login.throttled',
  'password.reset',
  'password.changed',
  'refresh.reused',
  'api_key.created',
  'api_key.rolled',
  'api_key.revoked',
  'webhook.secret_rolled',
  'team.invited',
  'team.joined',
  'team.member_updated',
  'team.member_removed',
  'profile.email_changed',
  'session.revoked',
  'totp.enabled',
  'totp.disabled',
  'totp.recovery_used',
  'settings.payout_destination_changed',
] as const;

export async function listSecurityEvents(db: Db, ctx: MerchantContext): Promise<SecurityEvent[]> {
  const rows = await findSecurityEvents(db, ctx.merchantId, SECURITY_EVENTS);
  return rows.map(({ event, email }) => ({
    _id: event.id,
    event: event.event,
    user: email,
    ip: event.ip,
    created_at: event.createdAt.toISOString(),
  }));
}
