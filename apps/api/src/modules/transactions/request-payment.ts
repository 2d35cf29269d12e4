import type { ManualRequestResponse } from '@platform/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { publicStatus } from '../collections/collection-states.ts';
import { createCollection } from '../collections/create-collection.ts';
import type { ListScope } from './transaction-list-repository.ts';

export type ManualRequest = {
  network: string;
  phoneNumber: string;
  amount: bigint;
  description?: string | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
  otp?: string | undefined;
};

/**
 * A request to pay typed by the merchant on the dashboard (`/transactions/add`): the same
 * collection as the merchant API's, with `dashboard` as its source.
 */
export async function requestPayment(
  deps: AppDeps & { log: FastifyBaseLogger },
  scope: ListScope,
  input: ManualRequest,
): Promise<ManualRequestResponse> {
  const row = await createCollection(deps, { ...scope, source: 'dashboard' }, input.network, {
    shop: scope.shopId,
    amount: input.amount,
    phoneNumber: input.phoneNumber,
    description: input.description || undefined,
    first_name: input.first_name || undefined,
    last_name: input.last_name || undefined,
    email: input.email || undefined,
    otp: input.otp,
  });
  return {
    _id: row.id,
    reference: row.reference,
    status: publicStatus(row.status),
    action: row.action ?? null,
  };
}
