import { canManageShops, ONBOARDING_STEPS } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { type MerchantContext, subjectOf } from '../auth/access-guards.ts';
import { findMerchantShops, getMerchantSettings, readOnboardingFacts } from './settings-repository.ts';
import { toSettingsView } from './settings-view.ts';

/** The settings page: every member reads them; owners and SUBADMINs change them. */
export async function getSettings(db: Db, ctx: MerchantContext) {
  const [settings, shopRows] = await Promise.all([
    getMerchantSettings(db, ctx.merchantId),
    findMerchantShops(db, ctx.merchantId),
  ]);
  return toSettingsView(ctx.account.merchant!, settings, shopRows, canManageShops(subjectOf(ctx)));
}

/** The dashboard's checklist, each step ticked from the merchant's own data. */
export async function getOnboarding(db: Db, ctx: MerchantContext) {
  const facts = await readOnboardingFacts(db, ctx.merchantId);
  const done: Record<(typeof ONBOARDING_STEPS)[number], boolean> = {
    validate_account: ctx.account.merchant?.valid ?? false,
    create_link: facts.link,
    first_payment: facts.payment,
    add_webhook: facts.webhook,
    invite_colleague: facts.colleague,
  };
  const steps = ONBOARDING_STEPS.map((key) => ({ key, done: done[key] }));
  return { steps, done: steps.filter((s) => s.done).length, total: steps.length };
}
