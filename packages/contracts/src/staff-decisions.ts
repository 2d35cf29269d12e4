import { STAFF_REASON_MAX } from '@platform/domain';
import { z } from 'zod';

/** Why staff decide or change something: kept in the audit trail with the before and after. */
export const staffReasonField = z
  .string({ error: 'required' })
  .trim()
  .min(3, { error: 'min' })
  .max(STAFF_REASON_MAX, { error: 'max' });

const staffPasswordField = z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' });

/**
 * A money-moving or access-granting staff action: a reason and the staff member's password
 * ('Confirmation de Mot de Passe'), checked by the server before anything changes.
 */
export const staffDecisionBody = z.object({ reason: staffReasonField, password: staffPasswordField });
export type StaffDecisionBody = z.input<typeof staffDecisionBody>;

export const staffIdParams = z.object({ id: z.string().min(1).max(64) });

/** The answer of a decision: the decided object and a sentence for the toast. */
export const staffMessage = z.object({ message: z.string() });
