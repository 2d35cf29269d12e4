import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditEvent = {
  event:
    | 'login.succeeded'
    | 'login.failed'
    | 'login.throttled'
    | 'logout'
    | 'refresh.reused'
    | 'password.reset'
    | 'password.changed'
    | 'password.checked'
    | 'password.check_failed'
    | 'session.mode_changed'
    | 'api_key.created'
    | 'api_key.rolled'
    | 'api_key.revoked'
    | 'webhook.secret_revealed'
    | 'webhook.secret_rolled'
    | 'shop.created'
    | 'shop.renamed'
    | 'shop.archived'
    | 'shop.deleted'
    | 'signup.started'
    | 'signup.email_confirmed'
    | 'signup.identity_submitted'
    | 'signup.completed'
    // Merchant account: team, profile, settings (issue 18).
    | 'team.invited'
    | 'team.invitation_resent'
    | 'team.invitation_canceled'
    | 'team.joined'
    | 'team.member_updated'
    | 'team.member_removed'
    | 'profile.updated'
    | 'profile.email_change_requested'
    | 'profile.email_changed'
    | 'profile.avatar_changed'
    | 'session.revoked'
    | 'totp.enabled'
    | 'totp.disabled'
    | 'totp.recovery_used'
    | 'settings.updated'
    | 'settings.shop_branding_updated'
    | 'settings.payout_destination_changed'
    // FeexMarket (issue 20).
    | 'market.store_created'
    | 'market.store_updated'
    | 'market.product_created'
    | 'market.product_updated'
    | 'market.product_deleted'
    | 'market.order_status_changed';
  userId?: string | null;
  merchantId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
};

/** Records a security event; written in the caller's transaction when given one. */
export async function recordAudit(db: Db, e: AuditEvent) {
  await db.insert(auditLog).values({
    id: newId('aud'),
    event: e.event,
    userId: e.userId ?? null,
    merchantId: e.merchantId ?? null,
    ip: e.ip ?? null,
    userAgent: e.userAgent ?? null,
    details: e.details ?? null,
  });
}
