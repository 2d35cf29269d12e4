import { z } from 'zod';
import { requiredText } from './rules.ts';

export const cardRequestStatus = z.enum(['PENDING', 'APPROVED', 'REFUSED']);
export type CardRequestStatus = z.infer<typeof cardRequestStatus>;

const optionalText = (max: number) =>
  z
    .string({ error: 'format' })
    .trim()
    .max(max, { error: 'max' })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const createCardRequestBody = z.object({
  business_name: requiredText(120),
  activity: requiredText(200),
  country: z.enum(['BJ', 'TG', 'CI', 'SN'], { error: 'required' }),
  phone_number: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(32, { error: 'format' })
    .regex(/^\+?[\d\s\-.()/]+$/, { error: 'format' }),
  /** Expected card volume per month in XOF: an integer above 0 and below 7,000,000,000. */
  monthly_volume: z
    .number({ error: 'required' })
    .int({ error: 'format' })
    .min(1, { error: 'betweenMin' })
    .max(6_999_999_999, { error: 'betweenMax' }),
  website: z
    .union([
      z.literal(''),
      z.null(),
      z.url({ protocol: /^https?$/, error: 'format' }).max(300, { error: 'max' }),
    ])
    .optional()
    .transform((v) => (v ? v : null)),
  message: optionalText(2000),
});
export type CreateCardRequestBody = z.input<typeof createCardRequestBody>;

export const cardRequestView = z
  .object({
    _id: z.string(),
    status: cardRequestStatus,
    business_name: z.string(),
    activity: z.string(),
    country: z.string(),
    phone_number: z.string(),
    monthly_volume: z.number().int(),
    website: z.string().nullable(),
    message: z.string().nullable(),
    decision_note: z.string().nullable(),
    decided_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'CardRequest' });
export type CardRequestView = z.infer<typeof cardRequestView>;

/** Whether the merchant has card payments, and its latest request. */
export const cardAccessResponse = z.object({
  merchant: z.object({ _id: z.string(), card: z.boolean(), business_name: z.string() }),
  request: cardRequestView.nullable(),
});
export type CardAccessResponse = z.infer<typeof cardAccessResponse>;

export const cardRequestResponse = z.object({ request: cardRequestView });
export type CardRequestResponse = z.infer<typeof cardRequestResponse>;
