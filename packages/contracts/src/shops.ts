import { shopNameError } from '@platform/domain';
import { z } from 'zod';

/** The spec's shop-name rule: 'Ce champ est obligatoire' when empty, 'Format non valide' otherwise. */
export const shopNameField = z.string({ error: 'required' }).superRefine((value, ctx) => {
  const error = shopNameError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

export const modeField = z.union([z.literal(0), z.literal(1)]);

export const createShopBody = z.object({
  name: shopNameField,
  user: z.string().min(1).max(64),
  /** 1 live, 0 sandbox; the sandbox variant of the call omits it (the session's mode then). */
  mode: modeField.optional(),
});
export type CreateShopBody = z.infer<typeof createShopBody>;

export const renameShopBody = z.object({ name: shopNameField });
export type RenameShopBody = z.infer<typeof renameShopBody>;

export const shopIdParams = z.object({ shopId: z.string().min(1).max(64) });
export const userIdParams = z.object({ userId: z.string().min(1).max(64) });

/** The spec's Shop entity; rates in basis points (170 = 1.7 %), amounts in integer XOF. */
export const shop = z
  .object({
    _id: z.string(),
    name: z.string(),
    mode: modeField,
    status: z.enum(['active', 'archived']),
    without_taxe: z.boolean(),
    reserve_found: z.number().int().nullable(),
    taxe_reserve_found: z.number().int().nullable(),
    taxe_payout: z.number().int().nullable(),
    payout_commission: z.number().int().nullable(),
    payout_commission_amount: z.number().int().nullable(),
    taxe_card: z.number().int().nullable(),
    taxe_collection: z.number().int().nullable(),
    amount_fixe: z.boolean(),
    fixe_amount: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof shop>;

export const shopListResponse = z.object({ shop: z.array(shop) });
export type ShopListResponse = z.infer<typeof shopListResponse>;

export const shopResponse = z.object({ message: z.string(), shop });
export type ShopResponse = z.infer<typeof shopResponse>;

export const merchantResponse = z.object({
  merchant: z.object({ _id: z.string(), card: z.boolean(), business_name: z.string(), country: z.string() }),
});
export type MerchantResponse = z.infer<typeof merchantResponse>;
