import type { createCustomerBody } from '@platform/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type CustomerScope, requireShop } from './customer-scope.ts';
import { insertCustomer } from './customers-repository.ts';
import { normalizeCustomerPhone } from './normalize-customer-phone.ts';

export type CreateCustomerInput = z.output<typeof createCustomerBody>;

/** Adds a customer to a shop by hand; the phone number is unique per shop and mode. */
export async function createCustomer(db: Db, scope: CustomerScope, input: CreateCustomerInput) {
  const shop = await requireShop(db, scope, input.shop);
  const phone = normalizeCustomerPhone(input.phone_number, scope.country);
  if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
  const row = await insertCustomer(db, {
    id: newId('cus'),
    merchantId: scope.merchantId,
    shopId: shop.id,
    mode: scope.mode,
    phoneNumber: phone.phoneNumber,
    network: phone.network,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    notes: input.notes,
    source: 'manual',
  });
  if (!row) throw new AppError('CUSTOMER_EXISTS');
  return row;
}
