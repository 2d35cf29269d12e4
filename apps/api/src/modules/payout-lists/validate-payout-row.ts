import type { PayoutRowErrorCode } from '@platform/contracts';
import {
  amountError,
  type Country,
  normalizePhone,
  OPERATORS,
  type OperatorCode,
  parseNetwork,
  phoneMatchesOperator,
} from '@platform/domain';
import { PAYOUT_LIST_MAX_MOTIF } from './payout-list-limits.ts';

/** The cells of one row as read from a file or typed (always text). */
export type RawPayoutRow = { phone: string; network: string; amount: string; motif: string };

export type ValidatedPayoutRow = {
  raw: RawPayoutRow;
  /** E.164 when the number is well-formed. */
  phone: string | null;
  network: OperatorCode | null;
  amount: bigint | null;
  motif: string;
  errors: PayoutRowErrorCode[];
};

export type RowValidationContext = {
  /** The network every row must use (the "same network" flow). */
  sameNetwork: OperatorCode | null;
  /** How to read a national number when no network says which country (the merchant's). */
  defaultCountry: Country;
};

/** Spaces people and spreadsheets put inside numbers: "5 000", "5 000". */
const NUMBER_SPACES = /[\s\u00a0\u202f]/g;

/** A cell as text: numbers as their digits, null and undefined as ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  return String(value).trim();
}

/**
 * Checks one row on its own: the number is required and well-formed, the network is named
 * (or is the same-network choice) and the number's prefix belongs to it, the amount is a whole
 * number of XOF with 0 < amount < 7 000 000 000, the motif fits. Duplicates are a property of
 * the whole list and are found when the list is read (`DUPLICATE_ROW`).
 */
export function validatePayoutRow(raw: RawPayoutRow, ctx: RowValidationContext): ValidatedPayoutRow {
  const errors: PayoutRowErrorCode[] = [];
  const motif = raw.motif.trim();
  const declaredText = raw.network.trim();
  const declared = declaredText ? (parseNetwork(declaredText) ?? null) : null;

  let network: OperatorCode | null = null;
  if (ctx.sameNetwork) {
    network = ctx.sameNetwork;
    if (declaredText && declared !== ctx.sameNetwork) errors.push('NETWORK_MISMATCH');
  } else if (!declaredText) {
    errors.push('NETWORK_REQUIRED');
  } else if (!declared) {
    errors.push('NETWORK_UNKNOWN');
  } else {
    network = declared;
  }

  let phone: string | null = null;
  const phoneText = raw.phone.trim();
  if (!phoneText) {
    errors.push('PHONE_REQUIRED');
  } else {
    const country = network ? OPERATORS[network].country : ctx.defaultCountry;
    const normalized = normalizePhone(phoneText, country);
    if (!normalized) {
      errors.push('PHONE_INVALID');
    } else {
      phone = normalized.e164;
      if (network && !phoneMatchesOperator(normalized, network) && !errors.includes('NETWORK_MISMATCH'))
        errors.push('NETWORK_MISMATCH');
    }
  }

  let amount: bigint | null = null;
  const amountText = raw.amount.replace(NUMBER_SPACES, '');
  const amountProblem = amountError(amountText);
  if (amountProblem === 'required') errors.push('AMOUNT_REQUIRED');
  else if (amountProblem === 'format') errors.push('AMOUNT_INVALID');
  else if (amountProblem === 'betweenMin') errors.push('AMOUNT_TOO_SMALL');
  else if (amountProblem === 'betweenMax') errors.push('AMOUNT_TOO_LARGE');
  else amount = BigInt(amountText);

  if (motif.length > PAYOUT_LIST_MAX_MOTIF) errors.push('MOTIF_TOO_LONG');

  return { raw, phone, network, amount, motif, errors };
}
