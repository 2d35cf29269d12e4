import {
  computeCollectionFee,
  DEFAULT_COMMISSION_MONTHS,
  DEFAULT_REFERRAL_COMMISSION_BPS,
} from '@platform/domain';
import { eq } from 'drizzle-orm';
import { settleCollections } from '../../modules/collections/settle-collection.ts';
// The seed settles real collections, so it goes through the modules that write the ledger.
import { accrueCommissions } from '../../modules/commissions/accrue-commissions.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import {
  commercialAgents,
  commissionTerms,
  merchants,
  profiles,
  referralCodes,
  shops,
  transactions,
  users,
} from '../../platform/db/schema/index.ts';
import type { DemoAccount } from './demo-seed.ts';

/** The demo codes (printed links: /signup?ref=DEMOPARRAIN, /signup?agent=AGENTDEMO). */
export const DEMO_REFERRAL_CODE = 'DEMOPARRAIN';
export const DEMO_AGENT_CODE = 'AGENTDEMO';

/**
 * Growth demo data, in the demo seed's transaction: the demo merchant's referral code; the demo
 * agent (code, 20 % of the fee for 12 months) with two merchants, the one waiting for validation
 * and a sponsored merchant (`filleul@demo.local`, sponsored by the demo merchant) that already
 * received three live payments, settled through the ledger so the sponsor and the agent have
 * commissions.
 */
export async function seedGrowthDemo(
  tx: Db,
  input: { passwordHash: string; now: Date; password: string },
): Promise<DemoAccount[]> {
  const byEmail = async (email: string) => (await tx.select().from(users).where(eq(users.email, email)))[0]!;
  const sponsor = await byEmail('marchand@demo.local');
  const agent = await byEmail('commercial@demo.local');
  const waiting = await byEmail('nouveau@demo.local');
  await tx.insert(referralCodes).values({ merchantId: sponsor.merchantId!, code: DEMO_REFERRAL_CODE });
  await tx
    .insert(commercialAgents)
    .values({ userId: agent.id, code: DEMO_AGENT_CODE, rateBps: 2_000, months: 12 });

  const validatedAt = new Date(input.now.getTime() - 30 * 86_400_000);
  const merchantId = newId('mch');
  const profileId = newId('prf');
  await tx.insert(merchants).values({
    id: merchantId,
    businessName: 'Boutique Filleule',
    country: 'BJ',
    status: 'VALID',
    valid: true,
    identitySubmittedAt: new Date(validatedAt.getTime() - 86_400_000),
    validatedAt,
    createdAt: new Date(validatedAt.getTime() - 2 * 86_400_000),
  });
  await tx.insert(profiles).values({ id: profileId, merchantId, type: 'ADMIN', name: 'Administrateur' });
  await tx.insert(users).values({
    id: newId('usr'),
    merchantId,
    profileId,
    email: 'filleul@demo.local',
    passwordHash: input.passwordHash,
    firstName: 'Mariam',
    lastName: 'Koné',
    isActive: true,
    emailVerifiedAt: validatedAt,
    termsAcceptedAt: validatedAt,
  });
  const liveShop = newId('shp');
  await tx.insert(shops).values([
    { id: liveShop, merchantId, mode: 1, name: 'Boutique Filleule' },
    { id: newId('shp'), merchantId, mode: 0, name: 'Boutique Filleule' },
  ]);
  const term = { rateBps: 0, months: DEFAULT_COMMISSION_MONTHS, origin: 'signup' };
  await tx.insert(commissionTerms).values([
    {
      ...term,
      id: newId('cmt'),
      merchantId,
      kind: 'referral',
      sponsorMerchantId: sponsor.merchantId,
      rateBps: DEFAULT_REFERRAL_COMMISSION_BPS,
    },
    { ...term, id: newId('cmt'), merchantId, kind: 'agent', agentUserId: agent.id, rateBps: 2_000 },
    {
      ...term,
      id: newId('cmt'),
      merchantId: waiting.merchantId!,
      kind: 'agent',
      agentUserId: agent.id,
      rateBps: 2_000,
      origin: 'staff',
    },
  ]);

  // Three live MTN payments, settled: 170 bps of fee each, of which 20 % to the agent, 10 % to the sponsor.
  const amounts = [25_000n, 40_000n, 60_000n];
  const settled = await tx
    .insert(transactions)
    .values(
      amounts.map((amount, i) => {
        const fee = computeCollectionFee({ amount, operator: 'mtn' });
        const at = new Date(input.now.getTime() - (i + 1) * 3_600_000);
        return {
          id: newId('txn'),
          reference: `DEMO-FILLEUL-${i + 1}`,
          merchantId,
          shopId: liveShop,
          mode: 1,
          source: 'dashboard',
          operator: 'mtn',
          phoneNumber: '22901970000' + String(10 + i),
          amount,
          fee: fee.fee,
          customerPays: fee.customerPays,
          merchantReceives: fee.merchantReceives,
          status: 'SUCCESSFUL',
          description: 'Commande de démonstration',
          createdAt: at,
          updatedAt: at,
          completedAt: at,
        };
      }),
    )
    .returning();
  await settleCollections(tx, settled);
  // When the composition root did not plug the commission hook in (a bare seed), accrue here;
  // otherwise this replays nothing (one accrual and one entry per collection and beneficiary).
  await accrueCommissions(tx, settled);

  return [
    {
      email: 'filleul@demo.local',
      password: input.password,
      what: 'validated merchant sponsored by the demo merchant (referral DEMOPARRAIN), agent AGENTDEMO',
    },
  ];
}
