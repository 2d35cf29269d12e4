import { DEMO_PAYOUT_API_USAGE } from '@platform/domain';
import type { TFunction } from 'i18next';

/**
 * What a payout-API access request is for, as the reader's language says it: the demo seed's own
 * request ("Démo : serveur local") is the platform's text, shown translated; a usage the merchant
 * typed is shown as typed.
 */
export function payoutApiUsage(request: { usage: string }, t: TFunction): string {
  return request.usage.trim() === DEMO_PAYOUT_API_USAGE ? t('payouts.api.demoUsage') : request.usage;
}
