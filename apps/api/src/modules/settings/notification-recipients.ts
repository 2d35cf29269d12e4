import {
  DEFAULT_NOTIFICATIONS,
  type NotificationEvent,
  type NotificationPreferences,
} from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { getMerchantSettings, listMailableMembers } from './settings-repository.ts';

export type NotificationRecipient = { email: string; firstName: string; locale: string };

/** The merchant's stored choices over the defaults (an event or audience never chosen keeps its default). */
export function notificationPreferences(
  stored: Record<string, Record<string, boolean>> | null | undefined,
): NotificationPreferences {
  const prefs = structuredClone(DEFAULT_NOTIFICATIONS);
  for (const event of Object.keys(prefs) as NotificationEvent[]) {
    const chosen = stored?.[event];
    if (typeof chosen?.owner === 'boolean') prefs[event].owner = chosen.owner;
    if (typeof chosen?.team === 'boolean') prefs[event].team = chosen.team;
  }
  return prefs;
}

/**
 * Who receives an e-mail of this event (the settings page's notification preferences): the owner
 * if the owner's box is on, the active team members (not removed) if the team's box is on.
 */
export async function notificationRecipients(
  db: Db,
  merchantId: string,
  event: NotificationEvent,
  stored?: Record<string, Record<string, boolean>> | null,
): Promise<NotificationRecipient[]> {
  const choice = notificationPreferences(
    stored === undefined ? (await getMerchantSettings(db, merchantId))?.notifications : stored,
  )[event];
  if (!choice.owner && !choice.team) return [];
  const people = await listMailableMembers(db, merchantId);
  return people
    .filter((p) => (p.profileType === 'ADMIN' ? choice.owner : choice.team))
    .map(({ email, firstName, locale }) => ({ email, firstName, locale }));
}
