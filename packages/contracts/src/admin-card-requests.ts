import { z } from 'zod';
import { cardRequestStatus, cardRequestView } from './card-requests.ts';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `GET /api/admin/card-requests`: the queue (PENDING, oldest first) or the decided ones. */
export const adminCardRequestQuery = z.object({
  status: z.preprocess(emptyToUndefined, cardRequestStatus.default('PENDING')),
});

export const adminCardRequestItem = cardRequestView.extend({
  merchant: z.object({ _id: z.string(), business_name: z.string(), card: z.boolean() }),
  decided_by: z.string().nullable(),
});
export type AdminCardRequestItem = z.infer<typeof adminCardRequestItem>;
export const adminCardRequestAnswer = z.object({ request: adminCardRequestItem, message: z.string() });
