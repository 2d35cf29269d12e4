import type { updateCustomerBody } from '@platform/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type CustomerScope, requireCustomer } from './customer-scope.ts';
import {
  type CustomerInsert,
  getCustomerByPhone,
  updateCustomer as updateRow,
} from './customers-repository.ts';
import { normalizeCustomerPhone } from './normalize-customer-phone.ts';

export type UpdateCustomerInput = z.output<typeof updateCustomerBody>;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** Changes a customer's details; a new phone number must stay unique in its shop and mode. */
export async function updateCustomer(db: Db, scope: CustomerScope, id: string, input: UpdateCustomerInput) {
  const customer = await requireCustomer(db, scope, id);
  const patch: Partial<CustomerInsert> = {};
  if (input.phone_number !== undefined) {
    const phone = normalizeCustomerPhone(input.phone_number, scope.country);
    if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
    if (phone.phoneNumber !== customer.phoneNumber) {
      const other = await getCustomerByPhone(db, customer.shopId, scope.mode, phone.phoneNumber);
      if (other) throw new AppError('CUSTOMER_EXISTS');
      patch.phoneNumber = phone.phoneNumber;
      patch.network = phone.network;
    }
  }
  if (input.first_name !== undefined) patch.firstName = input.first_name;
  if (input.last_name !== undefined) patch.lastName = input.last_name;
  if (input.email !== undefined) patch.email = input.email;
  if (input.notes !== undefined) patch.notes = input.notes;
  try {
    return (await updateRow(db, customer.id, patch))!;
  } catch (error) {
    if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause)) {
      throw new AppError('CUSTOMER_EXISTS');
    }
    throw error;
  }
}
