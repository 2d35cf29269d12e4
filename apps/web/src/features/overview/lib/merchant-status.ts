import type { User } from '@platform/contracts';

export type MerchantAccountState = 'valid' | 'pending' | 'rejected';

/** Validated when staff said so (`merchant_valid` or status VALID); refused on REJECTED; else waiting. */
export function merchantAccountState(
  user: Pick<User, 'merchant_valid' | 'merchant_status'>,
): MerchantAccountState {
  if (user.merchant_valid || user.merchant_status === 'VALID') return 'valid';
  if (user.merchant_status === 'REJECTED') return 'rejected';
  return 'pending';
}
