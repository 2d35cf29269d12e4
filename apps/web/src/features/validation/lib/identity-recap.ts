import { formatDate, formatPhone, type Locale } from '@platform/domain';
import type { TFunction } from 'i18next';

/** The identity step's text fields, in the order the merchant filled them. */
export const IDENTITY_FIELDS = [
  'phone',
  'birth_date',
  'id_document_type',
  'id_document_number',
  'legal_form',
  'trade_register_number',
  'tax_id',
  'activity',
  'address',
  'city',
  'website',
] as const;

/** A field's name as staff read it ("Forme juridique"), never its key. */
export function identityLabel(field: string, t: TFunction): string {
  return t(`validation.admin.fields.${field}`, { defaultValue: t('validation.admin.fields.other') });
}

/** A field's value as people read it: choices by their names, the phone and the date formatted. */
export function identityValue(
  field: string,
  value: string | undefined,
  t: TFunction,
  locale: Locale,
): string {
  if (!value) return '—';
  if (field === 'legal_form') return t(`auth.identity.legalForms.${value}`, { defaultValue: value });
  if (field === 'id_document_type') return t(`auth.identity.idTypes.${value}`, { defaultValue: value });
  if (field === 'phone') return formatPhone(value);
  if (field === 'birth_date' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatDate(`${value}T12:00:00Z`, locale);
  return value;
}

/**
 * The recap of a merchant's identity: the known fields in their order, then any other the record
 * holds, each as a label and a readable value.
 */
export function identityRecap(
  identity: Record<string, string> | null | undefined,
  t: TFunction,
  locale: Locale,
): { field: string; label: string; value: string }[] {
  if (!identity) return [];
  const known: readonly string[] = IDENTITY_FIELDS;
  const fields = [...IDENTITY_FIELDS, ...Object.keys(identity).filter((f) => !known.includes(f))];
  return fields.map((field) => ({
    field,
    label: identityLabel(field, t),
    value: identityValue(field, identity[field], t, locale),
  }));
}
