import { z } from 'zod';

/** `GET /api/search`: one text looked for across a shop's activity (the top bar's search). */
export const searchQuery = z.object({
  shop: z.string().min(1).max(64),
  q: z.string({ error: 'required' }).trim().min(2, { error: 'min' }).max(64, { error: 'max' }),
});
export type SearchQuery = z.infer<typeof searchQuery>;

const hit = z.object({
  _id: z.string(),
  /** What a person reads first: a reference, a name, a title. */
  label: z.string(),
  phoneNumber: z.string().nullable(),
  amount: z.number().int().nullable(),
  status: z.string().nullable(),
  date: z.string(),
});
export type SearchHit = z.infer<typeof hit>;

/** Up to five hits per area; an area the caller may not see is absent (null). */
export const searchResults = z.object({
  transactions: z.array(hit).nullable(),
  payouts: z.array(hit).nullable(),
  customers: z.array(hit).nullable(),
  links: z.array(hit.extend({ kind: z.enum(['link', 'quicklink']) })).nullable(),
});
export type SearchResults = z.infer<typeof searchResults>;
