import type { AppDeps } from '../../platform/deps.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { sendMerchantNotice } from '../merchants/send-merchant-notice.ts';
import type { WithdrawalRow } from './withdrawals-repository.ts';

/** E-mails the merchant's owner the decision on its withdrawal (after commit; failures logged). */
export async function notifyWithdrawalDecision(
  deps: AppDeps,
  row: WithdrawalRow,
  shopName: string,
  log: (error: unknown) => void,
) {
  const approved = row.status === 'APPROVED';
  const params = (locale: 'fr' | 'en' | 'es') => ({
    amount: new Intl.NumberFormat(locale, { style: 'currency', currency: 'XOF' }).format(row.amount),
    shop: shopName,
    reference: row.externalReference ?? row.id,
    reason: row.decisionNote ?? '',
  });
  try {
    await sendMerchantNotice(
      { db: deps.db, mailer: deps.mailer, appUrl: deps.config.appUrl },
      row.merchantId,
      {
        subject: (l) =>
          translate(l, 'mail', approved ? 'withdrawalApprovedSubject' : 'withdrawalRefusedSubject'),
        body: (l) =>
          translate(l, 'mail', approved ? 'withdrawalApprovedBody' : 'withdrawalRefusedBody', params(l)),
        action: { label: (l) => translate(l, 'mail', 'withdrawalAction'), path: '/payouts/transfer' },
      },
    );
  } catch (error) {
    log(error);
  }
}
