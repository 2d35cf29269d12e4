import { type NormalizedPhone, normalizePhone, type OperatorCode } from '@platform/domain';

/** A number Wave can serve (Senegal or Côte d'Ivoire, any SIM), with the Wave network it is on. */
export function waveMobile(input: string): { phone: NormalizedPhone; network: OperatorCode } | null {
  const phone = normalizePhone(input) ?? normalizePhone(input, 'SN') ?? normalizePhone(input, 'CI');
  if (phone?.country === 'SN') return { phone, network: 'wave_sn' };
  if (phone?.country === 'CI') return { phone, network: 'wave_ci' };
  return null;
}
