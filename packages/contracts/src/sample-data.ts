import { z } from 'zod';

/** Fill the caller's sandbox shop with sample activity (issue 21, feature 6). */
export const sampleDataBody = z.object({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
});
export type SampleDataBody = z.infer<typeof sampleDataBody>;

export const sampleDataResponse = z
  .object({
    /** False when the shop already had its sample data (a second click): nothing was added. */
    created: z.boolean(),
    transactions: z.number().int(),
    customers: z.number().int(),
    payouts: z.number().int(),
    links: z.number().int(),
  })
  .meta({ id: 'SampleData' });
export type SampleDataResponse = z.infer<typeof sampleDataResponse>;
