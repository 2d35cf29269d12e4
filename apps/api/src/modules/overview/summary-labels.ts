import type { SummaryKind } from '@platform/contracts';
import type { Locale } from '@platform/domain';

type Labels = {
  sheet: string;
  title: string;
  period: string;
  columns: [
    kind: string,
    network: string,
    count: string,
    failed: string,
    amount: string,
    fees: string,
    net: string,
  ];
  kinds: Record<SummaryKind, string>;
  total: string;
  balanceEffect: string;
};

/** The export's texts per language (amounts are whole XOF). */
export const SUMMARY_LABELS: Record<Locale, Labels> = {
  fr: {
    sheet: 'Résumé',
    title: 'Résumé de la boutique',
    period: 'Période (UTC)',
    columns: ['Type', 'Réseau', 'Réussies', 'Échouées', 'Montant (XOF)', 'Frais (XOF)', 'Net (XOF)'],
    kinds: { collection: 'Encaissements', payout: 'Payouts', refund: 'Remboursements' },
    total: 'Total',
    balanceEffect: 'Effet net sur le solde (XOF)',
  },
  en: {
    sheet: 'Summary',
    title: 'Shop summary',
    period: 'Period (UTC)',
    columns: ['Type', 'Network', 'Successful', 'Failed', 'Amount (XOF)', 'Fees (XOF)', 'Net (XOF)'],
    kinds: { collection: 'Collections', payout: 'Payouts', refund: 'Refunds' },
    total: 'Total',
    balanceEffect: 'Net effect on the balance (XOF)',
  },
  es: {
    sheet: 'Resumen',
    title: 'Resumen de la tienda',
    period: 'Periodo (UTC)',
    columns: ['Tipo', 'Red', 'Exitosas', 'Fallidas', 'Importe (XOF)', 'Comisiones (XOF)', 'Neto (XOF)'],
    kinds: { collection: 'Cobros', payout: 'Pagos', refund: 'Reembolsos' },
    total: 'Total',
    balanceEffect: 'Efecto neto en el saldo (XOF)',
  },
};
