import type { AdminTransactionItem, AdminTransactionKind, TransactionSummary } from '@platform/contracts';
import { isOperatorCode, type Locale, OPERATORS } from '@platform/domain';

type Column = { key: string; value: (t: TransactionSummary) => string | number | Date | null };

const HEADERS: Record<Locale, Record<string, string>> = {
  fr: {
    reference: 'Référence',
    merchant_reference: 'Référence marchand',
    created_at: 'Date (UTC)',
    status: 'Statut',
    type: 'Type',
    network: 'Réseau',
    phone_number: 'Téléphone',
    amount: 'Montant (XOF)',
    fee: 'Frais (XOF)',
    merchant_receives: 'Net reçu (XOF)',
    customer: 'Client',
    email: 'E-mail',
    description: 'Description',
    kind: 'Nature',
    merchant: 'Marchand',
    shop: 'Boutique',
    source: 'Origine',
    collection_reference: 'Transaction remboursée',
  },
  en: {
    reference: 'Reference',
    merchant_reference: 'Merchant reference',
    created_at: 'Date (UTC)',
    status: 'Status',
    type: 'Type',
    network: 'Network',
    phone_number: 'Phone',
    amount: 'Amount (XOF)',
    fee: 'Fee (XOF)',
    merchant_receives: 'Net received (XOF)',
    customer: 'Customer',
    email: 'E-mail',
    description: 'Description',
    kind: 'Kind',
    merchant: 'Merchant',
    shop: 'Shop',
    source: 'Source',
    collection_reference: 'Refunded transaction',
  },
  es: {
    reference: 'Referencia',
    merchant_reference: 'Referencia del comercio',
    created_at: 'Fecha (UTC)',
    status: 'Estado',
    type: 'Tipo',
    network: 'Red',
    phone_number: 'Teléfono',
    amount: 'Importe (XOF)',
    fee: 'Comisión (XOF)',
    merchant_receives: 'Neto recibido (XOF)',
    customer: 'Cliente',
    email: 'Correo electrónico',
    description: 'Descripción',
    kind: 'Naturaleza',
    merchant: 'Comercio',
    shop: 'Tienda',
    source: 'Origen',
    collection_reference: 'Transacción reembolsada',
  },
};

const KIND: Record<Locale, Record<AdminTransactionKind, string>> = {
  fr: { COLLECTION: 'Encaissement', PAYOUT: 'Paiement sortant', REFUND: 'Remboursement' },
  en: { COLLECTION: 'Collection', PAYOUT: 'Payout', REFUND: 'Refund' },
  es: { COLLECTION: 'Cobro', PAYOUT: 'Pago saliente', REFUND: 'Reembolso' },
};

const STATUS: Record<Locale, Record<TransactionSummary['status'], string>> = {
  fr: { PENDING: 'En attente', SUCCESSFUL: 'Réussie', FAILED: 'Échouée' },
  en: { PENDING: 'Pending', SUCCESSFUL: 'Successful', FAILED: 'Failed' },
  es: { PENDING: 'Pendiente', SUCCESSFUL: 'Exitosa', FAILED: 'Fallida' },
};

const TYPE: Record<Locale, Record<TransactionSummary['type'], string>> = {
  fr: { PAYMENT: 'Paiement', CARD: 'Carte' },
  en: { PAYMENT: 'Payment', CARD: 'Card' },
  es: { PAYMENT: 'Pago', CARD: 'Tarjeta' },
};

/** The columns of an export, in the language of the request; `asDate` keeps dates as dates (XLSX). */
export function exportColumns(locale: Locale, asDate: boolean) {
  const columns: Column[] = [
    { key: 'reference', value: (t) => t.reference },
    { key: 'merchant_reference', value: (t) => t.merchant_reference },
    { key: 'created_at', value: (t) => (asDate ? new Date(t.created_at) : t.created_at) },
    { key: 'status', value: (t) => STATUS[locale][t.status] },
    { key: 'type', value: (t) => TYPE[locale][t.type] },
    {
      key: 'network',
      value: (t) => (isOperatorCode(t.network) ? OPERATORS[t.network].displayName : t.network),
    },
    { key: 'phone_number', value: (t) => t.phone_number },
    { key: 'amount', value: (t) => t.amount },
    { key: 'fee', value: (t) => t.fee },
    { key: 'merchant_receives', value: (t) => t.merchant_receives },
    { key: 'customer', value: (t) => [t.first_name, t.last_name].filter(Boolean).join(' ') || null },
    { key: 'email', value: (t) => t.email },
    { key: 'description', value: (t) => t.description },
  ];
  return {
    headers: columns.map((c) => HEADERS[locale][c.key]!),
    row: (t: TransactionSummary) => columns.map((c) => c.value(t) ?? ''),
  };
}

type StaffColumn = { key: string; value: (t: AdminTransactionItem) => string | number | Date | null };

/**
 * The columns of a staff export (`/admin/transactions`): every kind of row, with its kind, whose
 * it is, where it came from and, for a refund, the collection it gives back.
 */
export function staffExportColumns(locale: Locale, asDate: boolean) {
  const columns: StaffColumn[] = [
    { key: 'kind', value: (t) => KIND[locale][t.kind] },
    { key: 'reference', value: (t) => t.reference },
    { key: 'merchant_reference', value: (t) => t.merchant_reference },
    { key: 'created_at', value: (t) => (asDate ? new Date(t.created_at) : t.created_at) },
    { key: 'merchant', value: (t) => t.merchant.business_name },
    { key: 'shop', value: (t) => t.shop.name },
    { key: 'status', value: (t) => STATUS[locale][t.status] },
    { key: 'type', value: (t) => (t.type ? TYPE[locale][t.type] : null) },
    { key: 'source', value: (t) => t.source },
    {
      key: 'network',
      value: (t) => (isOperatorCode(t.network) ? OPERATORS[t.network].displayName : t.network),
    },
    { key: 'phone_number', value: (t) => t.phone_number },
    { key: 'amount', value: (t) => t.amount },
    { key: 'fee', value: (t) => t.fee },
    { key: 'collection_reference', value: (t) => t.collection_reference },
    { key: 'description', value: (t) => t.description },
  ];
  return {
    headers: columns.map((c) => HEADERS[locale][c.key]!),
    row: (t: AdminTransactionItem) => columns.map((c) => c.value(t) ?? ''),
  };
}
