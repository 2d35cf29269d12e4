import type { CustomerView } from '@platform/contracts';
import { formatPhone, isOperatorCode, type Locale, OPERATORS } from '@platform/domain';

type Column = { key: Key; value: (c: CustomerView) => string | number | Date | null };
type Key =
  | 'phone'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'network'
  | 'payments'
  | 'amount_paid'
  | 'last_payment_at'
  | 'created_at'
  | 'source'
  | 'notes';

/** Headers in the request language; phone, names, e-mail and notes read back by the import. */
const HEADERS: Record<Locale, Record<Key, string>> = {
  fr: {
    phone: 'Téléphone',
    first_name: 'Prénom',
    last_name: 'Nom',
    email: 'E-mail',
    network: 'Réseau',
    payments: 'Paiements réussis',
    amount_paid: 'Montant payé (XOF)',
    last_payment_at: 'Dernier paiement (UTC)',
    created_at: 'Ajouté le (UTC)',
    source: 'Origine',
    notes: 'Notes',
  },
  en: {
    phone: 'Phone',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail',
    network: 'Network',
    payments: 'Successful payments',
    amount_paid: 'Amount paid (XOF)',
    last_payment_at: 'Last payment (UTC)',
    created_at: 'Added on (UTC)',
    source: 'Source',
    notes: 'Notes',
  },
  es: {
    phone: 'Teléfono',
    first_name: 'Nombre',
    last_name: 'Apellido',
    email: 'Correo electrónico',
    network: 'Red',
    payments: 'Pagos exitosos',
    amount_paid: 'Importe pagado (XOF)',
    last_payment_at: 'Último pago (UTC)',
    created_at: 'Añadido el (UTC)',
    source: 'Origen',
    notes: 'Notas',
  },
};

const SOURCE: Record<Locale, Record<CustomerView['source'], string>> = {
  fr: { manual: 'Ajout manuel', import: 'Import', payment: 'Paiement' },
  en: { manual: 'Added by hand', import: 'Import', payment: 'Payment' },
  es: { manual: 'Alta manual', import: 'Importación', payment: 'Pago' },
};

/** The columns of a customer export in the request language; `asDate` keeps dates as dates (XLSX). */
export function customerExportColumns(locale: Locale, asDate: boolean) {
  const instant = (value: string | null) => (value && asDate ? new Date(value) : value);
  const columns: Column[] = [
    { key: 'phone', value: (c) => formatPhone(c.phoneNumber) },
    { key: 'first_name', value: (c) => c.first_name },
    { key: 'last_name', value: (c) => c.last_name },
    { key: 'email', value: (c) => c.email },
    {
      key: 'network',
      value: (c) => (c.network && isOperatorCode(c.network) ? OPERATORS[c.network].displayName : c.network),
    },
    { key: 'payments', value: (c) => c.payments },
    { key: 'amount_paid', value: (c) => c.amount_paid },
    { key: 'last_payment_at', value: (c) => instant(c.last_payment_at) },
    { key: 'created_at', value: (c) => instant(c.created_at) },
    { key: 'source', value: (c) => SOURCE[locale][c.source] },
    { key: 'notes', value: (c) => c.notes },
  ];
  return {
    headers: columns.map((c) => HEADERS[locale][c.key]),
    row: (c: CustomerView) => columns.map((column) => column.value(c) ?? ''),
  };
}
