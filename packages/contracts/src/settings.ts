import { BRAND_COLOR_PATTERN, NOTIFICATION_EVENTS, PAYOUT_DESTINATION_KINDS } from '@platform/domain';
import { z } from 'zod';
import { COUNTRIES } from './auth.ts';
import { passwordInput, requiredText } from './rules.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'max' })
    .nullish()
    .transform((v) => (v ? v : null));

/** Business details shown on receipts and on the checkout. */
export const businessDetailsBody = z.object({
  trade_name: requiredText(120),
  address: optionalText(200),
  country: z.enum(COUNTRIES, { error: 'required' }),
  support_phone: optionalText(30),
  support_email: z
    .string()
    .trim()
    .max(254, { error: 'max' })
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.email({ error: 'email' }).nullable()),
});
export type BusinessDetailsBody = z.input<typeof businessDetailsBody>;

const audience = z.object({ owner: z.boolean(), team: z.boolean() });
export const notificationsBody = z.object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, audience])) as Record<
    (typeof NOTIFICATION_EVENTS)[number],
    typeof audience
  >,
);
export type NotificationsBody = z.infer<typeof notificationsBody>;

/** A shop's look on its checkout, links and pages, and who bears the fees by default. */
export const shopBrandingBody = z.object({
  brand_color: z.string().regex(BRAND_COLOR_PATTERN, { error: 'format' }),
  without_taxe: z.boolean(),
});
export type ShopBrandingBody = z.infer<typeof shopBrandingBody>;
export const shopParams = z.object({ shopId: z.string().min(1).max(64) });

/** The default withdrawal destination; confirmed by the password. */
export const payoutDestinationBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank'),
    bank_name: requiredText(80),
    account_holder: requiredText(120),
    iban: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{10,34}$/, { error: 'format' })),
    password: passwordInput,
  }),
  z.object({
    kind: z.literal('wallet'),
    country: z.enum(COUNTRIES, { error: 'required' }),
    phone: requiredText(30),
    password: passwordInput,
  }),
]);
export type PayoutDestinationBody = z.input<typeof payoutDestinationBody>;

export const shopBranding = z.object({
  _id: z.string(),
  name: z.string(),
  mode: z.number().int(),
  brand_color: z.string().nullable(),
  logo: z.string().nullable(),
  without_taxe: z.boolean(),
});
export type ShopBranding = z.infer<typeof shopBranding>;

export const settingsResponse = z.object({
  business: z.object({
    trade_name: z.string(),
    address: z.string().nullable(),
    country: z.string(),
    support_phone: z.string().nullable(),
    support_email: z.string().nullable(),
  }),
  notifications: notificationsBody,
  payout_destination: z
    .object({
      kind: z.enum(PAYOUT_DESTINATION_KINDS),
      label: z.string(),
    })
    .nullable(),
  shops: z.array(shopBranding),
  can_edit: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

/** The dashboard's onboarding checklist. */
export const onboardingResponse = z.object({
  steps: z.array(z.object({ key: z.string(), done: z.boolean() })),
  done: z.number().int(),
  total: z.number().int(),
});
export type OnboardingResponse = z.infer<typeof onboardingResponse>;
