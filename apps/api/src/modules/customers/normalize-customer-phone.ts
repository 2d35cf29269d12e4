import { type Country, detectOperator, isCountry, normalizePhone } from '@platform/domain';

/**
 * A customer's phone number in the form transactions store it (dialing code then national number,
 * digits only) and its network from the prefix table; null when it is no number of BJ, TG, CI or SN.
 * A national number is read in the merchant's country.
 */
export function normalizeCustomerPhone(input: string, merchantCountry: string | null | undefined) {
  const country: Country | undefined =
    merchantCountry && isCountry(merchantCountry) ? merchantCountry : undefined;
  const phone = normalizePhone(input, country ?? 'BJ');
  if (!phone) return null;
  return { phoneNumber: `${phone.dialCode}${phone.national}`, network: detectOperator(phone) };
}
