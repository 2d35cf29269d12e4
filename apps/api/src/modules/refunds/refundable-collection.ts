import { isOperatorCode } from '@platform/domain';

/** A collection can be refunded once it succeeded and was paid from a mobile-money wallet. */
export function isRefundableCollection(collection: { status: string; operator: string }): boolean {
  return collection.status === 'SUCCESSFUL' && isOperatorCode(collection.operator);
}
